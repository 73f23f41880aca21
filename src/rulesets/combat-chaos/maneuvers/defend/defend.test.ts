import { describe, expect, it } from 'vitest';
import { combatChaos } from '../../index.js';
import { gameOf } from '../../state.js';
import {
  dataIn,
  fighter,
  refusal,
  send,
  attackMade as attack,
  endTurn as end,
  fight,
} from '../../test-kit.js';

const glaive = { name: 'glaive', hitBonus: 4, damage: '1d8+2', reach: 10, keywords: ['polearm'] };
const bow = { name: 'bow', hitBonus: 4, damage: '1d8+2', keywords: ['missile'], range: 100 };

describe('Defend', () => {
  it("seed 002 Defend: 'You actively guard yourself or an ally within melee reach.' — himself by default; attacks on him suffer disadvantage", () => {
    const c = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)]);
    const events = send(c, { type: 'Defend' });
    expect(events.map((e) => e.type)).toEqual(['Defended']);
    expect(events[0]?.data).toEqual({ actor: 'akodo', protect: 'akodo', round: 1 });
    expect(gameOf(c.state).defends).toEqual([{ by: 'akodo', protect: 'akodo', round: 1 }]);
    end(c);
    // 2d20kl1: faces 15 and 5, the lower kept: 5 + 4 = 9 < 12.
    const a = attack(c, 'akodo', [15, 5]);
    expect(a).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['defended by Akodo'],
      advantage: [],
      natural: 5,
      hit: false,
    });
    expect(a.roll.expression).toBe('2d20kl1+4');
  });

  it("seed 002 Defend: 'an ally within melee reach' — an ally farther than the guard's reach, an enemy or nobody is refused", () => {
    const c = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', 5),
      fighter('hida', 'lion', 20),
      fighter('bayushi', 'scorpion', 10),
    ]);
    expect(refusal(c, { type: 'Defend', data: { ally: 'hida' } })).toBe(
      'combat-chaos/out-of-reach',
    );
    expect(refusal(c, { type: 'Defend', data: { ally: 'bayushi' } })).toBe(
      'combat-chaos/not-an-ally',
    );
    expect(refusal(c, { type: 'Defend', data: { ally: 'ghost' } })).toBe(
      'combat-chaos/no-such-ally',
    );
    const menu = combatChaos
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'Defend')
      .map((o) => o.command);
    expect(menu).toEqual([{ type: 'Defend' }, { type: 'Defend', data: { ally: 'doji' } }]);
    send(c, { type: 'Defend', data: { ally: 'doji' } });
    expect(gameOf(c.state).defends).toEqual([{ by: 'akodo', protect: 'doji', round: 1 }]);
  });

  it("seed 002 Defend: 'Melee and missile attacks against you or that ally (not both) suffer disadvantage for the round.'", () => {
    const c = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', 5),
      fighter('bayushi', 'scorpion', 10, { weapons: [glaive] }),
      fighter('shosuro', 'scorpion', 60, { weapons: [bow] }),
    ]);
    send(c, { type: 'Defend', data: { ally: 'doji' } });
    end(c);
    end(c); // Doji
    // Melee, on the ally: disadvantage. On Akodo himself (not both): a plain roll.
    expect(attack(c, 'doji', [15, 5])).toMatchObject({ mode: 'disadvantage', natural: 5 });
    end(c);
    // Missile: Defend, and Doji is in melee with Shosuro's ally Bayushi (several count once).
    expect(attack(c, 'doji', [15, 5])).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['target in melee with Bayushi', 'defended by Akodo'],
      natural: 5,
    });
    const c2 = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', 5),
      fighter('bayushi', 'scorpion', 10, { weapons: [glaive] }),
    ]);
    send(c2, { type: 'Defend', data: { ally: 'doji' } });
    end(c2);
    end(c2);
    const plain = attack(c2, 'akodo', [15, 5]);
    expect(plain).toMatchObject({ mode: 'normal', natural: 15, disadvantage: [] });
    expect(plain.roll.expression).toBe('1d20+4');
  });

  it("seed 002 Defend: 'for the round' — option defendLasts next-turn (default): until the defender's next turn; end-of-round: until the round ends", () => {
    const entries = () => [fighter('bayushi', 'scorpion', 5), fighter('akodo', 'lion', 0)];
    const c = fight(entries());
    end(c); // Bayushi
    send(c, { type: 'Defend' });
    end(c); // round 2: Bayushi first again
    expect(c.state.round).toBe(2);
    expect(attack(c, 'akodo', [15, 5]).mode).toBe('disadvantage');
    end(c); // Akodo's turn starts: the Defend ends
    expect(c.state.current).toBe('akodo');
    expect(gameOf(c.state).defends).toEqual([]);
    const short = fight(entries(), { defendLasts: 'end-of-round' });
    end(short);
    send(short, { type: 'Defend' });
    end(short);
    expect(attack(short, 'akodo', [15, 5])).toMatchObject({ mode: 'normal', natural: 15 });
    expect(gameOf(short.state).defends).toEqual([]);
  });

  it('Defend protects while the defender is up and (guarding an ally) within reach of them', () => {
    const c = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', 5),
      fighter('bayushi', 'scorpion', 10, { weapons: [glaive] }),
    ]);
    send(c, { type: 'Defend', data: { ally: 'doji' } });
    end(c);
    send(c, { type: 'Move', data: { to: { x: 10, y: 8 } } }); // Doji steps away from Akodo
    end(c);
    expect(attack(c, 'doji', [15, 5]).mode).toBe('normal');
    const felled = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', 5),
      fighter('bayushi', 'scorpion', 10, { weapons: [glaive] }),
    ]);
    send(felled, { type: 'Defend', data: { ally: 'doji' } });
    send(felled, { type: 'AdjustHealth', data: { id: 'akodo', delta: -20 } });
    end(felled); // Doji
    expect(attack(felled, 'doji', [15, 5]).mode).toBe('normal');
  });

  it("seed 002 Defend: 'This is an action.'", () => {
    const c = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)]);
    send(c, { type: 'Defend' });
    expect(dataIn(c.state, 'akodo').budget).toMatchObject({ action: 0, move: 1, bonus: 1 });
    expect(
      refusal(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 5] } }),
    ).toBe('combat-chaos/no-action');
    const struck = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)]);
    attack(struck, 'bayushi', [3]);
    expect(refusal(struck, { type: 'Defend' })).toBe('combat-chaos/no-action');
    expect(
      combatChaos.legalActions(struck.state, 'akodo').some((o) => o.command.type === 'Defend'),
    ).toBe(false);
  });
});
