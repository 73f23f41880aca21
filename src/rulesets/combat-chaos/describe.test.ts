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

  it("issue 14, log lines read as sentences: seed 002 Charge 'If you are wielding a polearm, this damage bonus becomes +4' — +4 is said only with a polearm in hand", () => {
    const spear = { name: 'spear', hitBonus: 4, damage: '1d8', reach: 10, keywords: ['polearm'] };
    const axe = { name: 'axe', hitBonus: 4, damage: '1d8' };
    const charge = (weapons: object[], weapon?: string) => {
      const c = combat([
        fighter('brakka', 'orcs', 0, { name: 'Brakka', weapons }),
        fighter('goblin', 'goblins', 40, { name: 'the goblin' }),
      ]);
      start(c, [15, 1, 10, 1]);
      const data = weapon === undefined ? { to: { x: 35, y: 0 } } : { to: { x: 35, y: 0 }, weapon };
      return lines(c, send(c, { type: 'Charge', data }))[0];
    };
    expect(charge([axe])).toBe('Brakka charges 35 ft (20+ ft: +2 damage on the first attack)');
    expect(charge([axe, spear])).toBe(
      'Brakka charges 35 ft (20+ ft: +2 damage on the first attack, +4 if it is made with the spear, a polearm)',
    );
    const named = combat([
      fighter('brakka', 'orcs', 0, { name: 'Brakka', weapons: [axe, spear] }),
      fighter('goblin', 'goblins', 40, { name: 'the goblin' }),
    ]);
    start(named, [15, 1, 10, 1]);
    const at = send(named, {
      type: 'Charge',
      data: { to: { x: 30, y: 0 }, target: 'goblin', weapon: 'spear' },
    });
    expect(lines(named, at)[0]).toBe(
      'Brakka charges 30 ft at the goblin (20+ ft: +4 damage on the first attack, with the spear, a polearm)',
    );
  });

  it('issue 14, log lines read as sentences: no "orcs springs an ambush", no "with a knives"', () => {
    const knives = { name: 'knives', hitBonus: 5, damage: '1d4' };
    const c = combat([
      fighter('brakka', 'orcs', 0, { name: 'Brakka', weapons: [knives], skills: { stealth: 5 } }),
      fighter('goblin', 'goblins', 5, { name: 'the goblin' }),
    ]);
    const ambush = send(c, {
      type: 'Ambush',
      data: { ambushers: 'orcs', ambushed: 'goblins' },
      meta: { faces: [10] },
    });
    expect(lines(c, ambush)).toEqual([
      'the orcs side springs an ambush on the goblins side: stealth vs alertness 0 (half) — Brakka d20+5 = 15 ✓: surprise! the goblins side does not act in round 1',
    ]);
    start(c, [15, 1, 10, 1]);
    const hit = send(c, { type: 'Attack', data: { target: 'goblin' }, meta: { faces: [3] } });
    expect(lines(c, hit)[0]).toBe(
      'Brakka attacks the goblin with knives: d20+5 = 8 vs defense 12: miss',
    );
    const gm = combat([brakka, goblin]);
    const declared = send(gm, { type: 'DeclareSurprise', data: { side: 'goblins' } });
    expect(lines(gm, declared)).toEqual([
      'The GM rules that the goblins side is surprised: no action in round 1',
    ]);
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
