/**
 * A whole duel through Combat.send with every die typed in: initiative, a move to close in, hits,
 * soak, a fumble answered by an attack of opportunity, a critical hit, and the fall that ends it.
 */
import { describe, expect, it } from 'vitest';
import { stateAt, type Command } from '../../engine/index.js';
import { combatChaos } from './index.js';
import { combat, fighter, health, send } from './test-kit.js';

const akodo = fighter('akodo', 'lion', 0, {
  name: 'Akodo',
  health: 14,
  defense: 13,
  soak: 1,
  initiativeBonus: 2,
  weapons: [{ name: 'katana', hitBonus: 5, damage: '1d10+3' }],
});
const bayushi = fighter('bayushi', 'scorpion', 30, {
  name: 'Bayushi',
  health: 12,
  weapons: [{ name: 'wakizashi', hitBonus: 4, damage: '1d6+2' }],
});

const script: readonly (readonly [Command, string])[] = [
  [{ type: 'StartCombat', meta: { faces: [12, 1, 9, 1] } }, 'Akodo 14, Bayushi 9'],
  [{ type: 'Move', data: { to: { x: 25, y: 0 } } }, 'Akodo closes in'],
  [{ type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 6] } }, '15 hits: 9 damage'],
  [{ type: 'EndTurn' }, 'Akodo leaves the 5 ft left of his move unwalked'],
  [{ type: 'Attack', data: { target: 'akodo' }, meta: { faces: [17, 4] } }, '21 hits: 6 − 1'],
  [{ type: 'EndTurn' }, 'Bayushi stays; round 2'],
  [{ type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [1] } }, 'a fumble'],
  [{ type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [15, 3] } }, 'AoO: 5 − 1'],
  [{ type: 'EndTurn' }, 'Akodo keeps his ground'],
  [{ type: 'Attack', data: { target: 'akodo' }, meta: { faces: [5] } }, '9 misses'],
  [{ type: 'EndTurn' }, 'round 3'],
  [{ type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [20, 1] } }, 'critical: 4 × 2'],
];

describe('a whole fight', () => {
  it('from StartCombat to the fall of the last enemy, with every rule of the core loop on the way', () => {
    const c = combat([akodo, bayushi]);
    for (const [command, why] of script) {
      const r = c.send(command);
      expect(r.ok, `${why}: ${r.ok ? '' : r.error.message}`).toBe(true);
    }
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome).toEqual({
      winner: 'lion',
      reason: 'no other side is left in the fight',
    });
    expect(c.state.round).toBe(3);
    expect(health(c, 'akodo')).toBe(5); // 14 − 5 − 4
    expect(health(c, 'bayushi')).toBe(0); // 12 − 9 − 8 (floored)
    const story = c.log.entries.flatMap((e) =>
      e.events.map((ev) => combatChaos.describe(ev, c.state)).filter((l) => l !== undefined),
    );
    expect(story).toEqual([
      'Akodo rolls initiative: d20+2 = 14',
      'Bayushi rolls initiative: d20 = 9',
      'Akodo moves 25 ft to (25, 0)',
      'Akodo attacks Bayushi with a katana: d20+5 = 15 vs defense 12: hit — d10+3 = 9 − soak 0 → 9 damage (Bayushi 3/12)',
      'Bayushi attacks Akodo with a wakizashi: d20+4 = 21 vs defense 13: hit — d6+2 = 6 − soak 1 → 5 damage (Akodo 9/14)',
      'Akodo attacks Bayushi with a katana: d20+5 = 6 (natural 1: Combat Chaos miss)',
      'Bayushi may make an attack of opportunity on Akodo (a natural 1)',
      'Bayushi makes an attack of opportunity on Akodo with a wakizashi: d20+4 = 19 vs defense 13: hit — d6+2 = 5 − soak 1 → 4 damage (Akodo 5/14)',
      'Bayushi attacks Akodo with a wakizashi: d20+4 = 9 vs defense 13: miss',
      'Akodo attacks Bayushi with a katana: d20+5 = 25 (natural 20: Combat Chaos hit, critical hit) — d10+3 = 4 ×2 (critical) − soak 0 → 8 damage (Bayushi 0/12, down)',
    ]);
  });

  it('replays: every prefix of the log folds to the same state, and nothing in it is not JSON', () => {
    const c = combat([akodo, bayushi]);
    for (const [command] of script) send(c, command);
    expect(stateAt(combatChaos, c.log)).toEqual(c.state);
    expect(JSON.parse(JSON.stringify(c.log))).toEqual(c.log);
    send(c, { type: 'Undo', data: { to: 6 } });
    expect(c.state.round).toBe(2);
    expect(health(c, 'bayushi')).toBe(3);
  });
});
