/** Support (seed 002, Maneuvers): advantage for an ally against the foe they threaten, for the round. */
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

type Entry = Record<string, unknown>;

describe('Support', () => {
  /** Akodo, then Doji (lion, beside Bayushi), then Bayushi and Shosuro (scorpion). */
  const field = (doji: Entry = {}) =>
    fight([
      fighter('akodo', 'lion', 0, { position: { x: 0, y: 30 } }),
      fighter('doji', 'lion', 0, doji),
      fighter('bayushi', 'scorpion', 5),
      fighter('shosuro', 'scorpion', 0, { position: { x: 0, y: 5 } }),
    ]);

  it("seed 002 Support: 'You set up your ally for advantageous strikes.' 'Your ally gains advantage on attacks against a specific target they are currently threatening in melee'", () => {
    const c = field();
    const events = send(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    expect(events[0]).toEqual({
      type: 'Supported',
      data: { actor: 'akodo', ally: 'doji', target: 'bayushi', round: 1 },
    });
    end(c);
    // 2d20kh1: faces 3 and 15, the higher kept: 15 + 4 = 19; 1d8+2 = 7.
    const a = attack(c, 'bayushi', [3, 15, 5]);
    expect(a).toMatchObject({
      mode: 'advantage',
      advantage: ['supported by Akodo'],
      natural: 15,
      hit: true,
      dealt: 7,
    });
    expect(a.roll.expression).toBe('2d20kh1+4');
  });

  it("seed 002 Support: 'a specific target' — attacks on another target are plain", () => {
    const c = field({ extraAttack: true });
    send(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    end(c);
    expect(attack(c, 'shosuro', [3])).toMatchObject({ mode: 'normal', natural: 3 });
    expect(attack(c, 'bayushi', [3, 15, 5]).mode).toBe('advantage');
  });

  it("seed 002 Support: 'they are currently threatening in melee' — refused (not-threatening) when no melee weapon of the ally reaches the target; not offered", () => {
    const c = field({ position: { x: 0, y: -20 } });
    expect(refusal(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } })).toBe(
      'combat-chaos/not-threatening',
    );
    expect(
      combatChaos.legalActions(c.state, 'akodo').some((o) => o.command.type === 'Support'),
    ).toBe(false);
    expect(refusal(c, { type: 'Support', data: { ally: 'akodo', target: 'bayushi' } })).toBe(
      'combat-chaos/not-an-ally',
    );
    expect(refusal(c, { type: 'Support', data: { ally: 'bayushi', target: 'doji' } })).toBe(
      'combat-chaos/not-an-ally',
    );
    expect(refusal(c, { type: 'Support', data: { ally: 'doji', target: 'akodo' } })).toBe(
      'combat-chaos/not-an-enemy',
    );
    const near = field();
    const menu = combatChaos
      .legalActions(near.state, 'akodo')
      .filter((o) => o.command.type === 'Support')
      .map((o) => o.command.data);
    expect(menu).toEqual([
      { ally: 'doji', target: 'bayushi' },
      { ally: 'doji', target: 'shosuro' },
    ]);
  });

  it("seed 002 Support: 'for the rest of the round' — gone as the next round starts", () => {
    const c = field();
    send(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    end(c); // Doji
    end(c); // Bayushi
    end(c); // Shosuro
    end(c); // round 2, Akodo
    expect(c.state.round).toBe(2);
    expect(gameOf(c.state).supports).toEqual([]);
    end(c); // Doji
    expect(attack(c, 'bayushi', [3])).toMatchObject({ mode: 'normal', natural: 3 });
  });

  it("seed 002 Support: 'This is an action.'", () => {
    const c = field();
    send(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    expect(dataIn(c.state, 'akodo').budget.action).toBe(0);
    expect(refusal(c, { type: 'Support', data: { ally: 'doji', target: 'shosuro' } })).toBe(
      'combat-chaos/no-action',
    );
  });

  it('the advantage rule: Support (advantage) and Defend (disadvantage) cancel to one d20; both are named', () => {
    const c = fight([
      fighter('bayushi', 'scorpion', 5),
      fighter('akodo', 'lion', 0, { position: { x: 0, y: 30 } }),
      fighter('doji', 'lion', 0),
    ]);
    send(c, { type: 'Defend' });
    end(c);
    send(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    end(c);
    const a = attack(c, 'bayushi', [3]);
    expect(a).toMatchObject({
      mode: 'normal',
      advantage: ['supported by Akodo'],
      disadvantage: ['defended by Bayushi'],
      natural: 3,
    });
    expect(a.roll.expression).toBe('1d20+4');
  });

  it('log lines of Defend and Support, and the mode of an attack with its sources', () => {
    const c = fight([
      fighter('bayushi', 'scorpion', 5),
      fighter('akodo', 'lion', 0, { position: { x: 0, y: 30 } }),
      fighter('doji', 'lion', 0),
    ]);
    const say = (e: { type: string; data: Record<string, unknown> } | undefined) =>
      combatChaos.describe(e as never, c.state);
    expect(say(send(c, { type: 'Defend' })[0])).toBe(
      'Bayushi defends themself: melee and missile attacks against them suffer disadvantage',
    );
    end(c);
    expect(say(send(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } })[0])).toBe(
      'Akodo supports Doji: advantage on attacks against Bayushi for the rest of the round',
    );
  });
});
