import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/index.js';
import { combatChaos } from './index.js';
import { combat, fighter, send, start } from './test-kit.js';

const brakka = fighter('brakka', 'orcs', 0, {
  name: 'Brakka',
  weapons: [{ name: 'greataxe', hitBonus: 5, damage: '1d12+3' }],
});
const goblin = fighter('goblin', 'goblins', 5, {
  name: 'the goblin',
  health: 11,
  soak: 1,
  defense: 13,
});

const fight = () => {
  const c = combat([brakka, goblin]);
  start(c, [15, 1, 10, 1]);
  return c;
};
const lines = (c: ReturnType<typeof fight>, events: readonly GameEvent[]) =>
  events.map((e) => combatChaos.describe(e, c.state)).filter((l) => l !== undefined);

describe('describe: one line per event', () => {
  it('an attack: the roll, why it hit, the damage after soak and what is left', () => {
    const c = fight();
    const events = send(c, {
      type: 'Attack',
      data: { target: 'goblin' },
      meta: { faces: [19, 6] },
    });
    expect(lines(c, events)[0]).toBe(
      'Brakka attacks the goblin with a greataxe: d20+5 = 24 (natural 19: Combat Chaos hit) — d12+3 = 9 − soak 1 → 8 damage (the goblin 3/11)',
    );
  });

  it('misses, Combat Chaos misses, critical hits and a fall', () => {
    const at = (faces: number[]) => {
      const c = fight();
      return lines(c, send(c, { type: 'Attack', data: { target: 'goblin' }, meta: { faces } }))[0];
    };
    expect(at([7])).toBe(
      'Brakka attacks the goblin with a greataxe: d20+5 = 12 vs defense 13: miss',
    );
    expect(at([2])).toBe(
      'Brakka attacks the goblin with a greataxe: d20+5 = 7 (natural 2: Combat Chaos miss)',
    );
    expect(at([20, 3])).toBe(
      'Brakka attacks the goblin with a greataxe: d20+5 = 25 (natural 20: Combat Chaos hit, critical hit) — d12+3 = 6 ×2 (critical) − soak 1 → 11 damage (the goblin 0/11, down)',
    );
  });

  it('a critical hit with criticalDamage double-dealt doubles what is left after soak', () => {
    const c = combat([brakka, goblin], { criticalDamage: 'double-dealt' });
    start(c, [15, 1, 10, 1]);
    const events = send(c, {
      type: 'Attack',
      data: { target: 'goblin' },
      meta: { faces: [20, 1] },
    });
    expect(lines(c, events)[0]).toBe(
      'Brakka attacks the goblin with a greataxe: d20+5 = 25 (natural 20: Combat Chaos hit, critical hit) — (d12+3 = 4 − soak 1) ×2 (critical) → 6 damage (the goblin 5/11)',
    );
  });

  it('moves, reactions, initiative, the GM', () => {
    const c = combat([brakka, goblin]);
    const started = send(c, { type: 'StartCombat', meta: { faces: [15, 1, 10, 1] } });
    expect(lines(c, started)).toEqual([
      'Brakka rolls initiative: d20 = 15',
      'the goblin rolls initiative: d20 = 10',
    ]);
    const moved = send(c, { type: 'Move', data: { to: { x: -20, y: 0 } } });
    expect(lines(c, moved)).toEqual([
      'Brakka moves 20 ft to (-20, 0)',
      'the goblin may make an attack of opportunity on Brakka (leaving their reach)',
    ]);
    const healed = send(c, { type: 'AdjustHealth', data: { id: 'brakka', delta: -3 } });
    expect(lines(c, healed)).toEqual(['The GM harms Brakka by 3 (health 17)']);
  });
});
