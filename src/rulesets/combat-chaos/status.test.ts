/**
 * The status line tells the truth (issue 14, "Status lines and menus tell the truth"): what is
 * left on one's turn is what can still be used.
 */
import { describe, expect, it } from 'vitest';
import type { Combat } from '../../engine/index.js';
import { combatChaos } from './index.js';
import { combat, duel, fighter, send, start } from './test-kit.js';

const line = (c: Combat, id: string): string => combatChaos.status?.(c.state, id) ?? '';
const fists = { name: 'fists', hitBonus: 2, damage: '1d3', keywords: ['unarmed'] };

describe('the status line (status.ts)', () => {
  it('on one’s turn: the action, the feet of move left, the reaction; no bonus action without a use', () => {
    const c = duel({ extraAttack: true });
    start(c, [15, 1, 10, 1]);
    expect(line(c, 'akodo')).toBe('health 20/20 · action, move 30 ft left · reaction ready');
    expect(line(c, 'bayushi')).toBe('health 20/20 · reaction ready'); // not his turn
    send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [7] } });
    expect(line(c, 'akodo')).toBe('health 20/20 · 1 attack, move 30 ft left · reaction ready');
    // seed 002 Attack: "move up to your speed between attacks": what is left of the move.
    send(c, { type: 'Move', data: { to: { x: 0, y: 3 } } });
    expect(line(c, 'akodo')).toBe('health 20/20 · 1 attack, move 27 ft left · reaction ready');
  });

  it("seed 002 Grapple: 'immobilize them' — a grappled combatant's line claims no move at speed 0", () => {
    const c = duel({ skills: { athletics: 5 } }, { weapons: [fists] });
    start(c, [15, 1, 10, 1]);
    send(c, { type: 'Grapple', data: { target: 'bayushi' }, meta: { faces: [15, 2] } });
    send(c, { type: 'EndTurn' });
    expect(combatChaos.legalActions(c.state, 'bayushi').map((o) => o.command.type)).not.toContain(
      'Move',
    );
    expect(line(c, 'bayushi')).toBe(
      'health 20/20 · action left · reaction ready · grappled by Akodo',
    );
  });

  it('a bonus action is named only when it has a use (a Brace, a bonus spell, Constrict, Kipup); a crawl says so', () => {
    const glaive = {
      name: 'glaive',
      hitBonus: 5,
      damage: '1d10',
      reach: 10,
      keywords: ['polearm'],
    };
    const c = combat([
      fighter('akodo', 'lion', 0, { weapons: [glaive], skills: { athletics: 4 } }),
      fighter('bayushi', 'scorpion', 5, { skills: { acrobatics: 2 }, reactions: 'never' }),
    ]);
    start(c, [15, 1, 10, 1]);
    expect(line(c, 'akodo')).toBe(
      'health 20/20 · action, move 30 ft, bonus action left · reaction ready',
    );
    send(c, {
      type: 'Trip',
      data: { target: 'bayushi', how: 'athletics' },
      meta: { faces: [15, 12, 7] },
    });
    send(c, { type: 'EndTurn' });
    expect(line(c, 'bayushi')).toBe(
      'health 20/20 · action, crawl 15 ft, bonus action left · reaction ready · prone',
    );
  });

  it('surprised: no "reaction ready" (a surprised combatant cannot react in round 1)', () => {
    const c = combat([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)]);
    send(c, { type: 'DeclareSurprise', data: { side: 'scorpion' } });
    start(c, [15, 1, 10, 1]);
    expect(line(c, 'bayushi')).toBe('health 20/20 · surprised');
  });

  it('"defended by" only while the Defend protects (its defender up)', () => {
    const c = combat([
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5),
      fighter('shosuro', 'scorpion', 0, { position: { x: 3, y: 4 } }),
    ]);
    start(c, [5, 1, 15, 1, 10, 1]); // Bayushi, Shosuro, Akodo
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Defend', data: { ally: 'bayushi' } });
    expect(line(c, 'bayushi')).toBe('health 20/20 · reaction ready · defended by Shosuro');
    send(c, { type: 'AdjustHealth', data: { id: 'shosuro', delta: -20 } });
    expect(line(c, 'bayushi')).toBe('health 20/20 · reaction ready');
  });
});
