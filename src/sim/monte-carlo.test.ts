import { describe, expect, it } from 'vitest';
import { createCombat } from '../engine/index.js';
import { combatChaos } from '../rulesets/combat-chaos/index.js';
import { merge, runRange, summarize, wilson, type Tally } from './monte-carlo.js';
import { aggressivePolicy } from './policy.js';

/** Two identical one-hit fighters 5 ft apart: by symmetry each wins exactly half the fights. */
function mirrorDuel() {
  const fighter = (id: string, side: string, x: number) => ({
    id,
    name: id,
    side,
    position: { x, y: 0 },
    defense: 12,
    health: 1,
    weapons: [{ name: 'sword', hitBonus: 2, damage: '1d6' }],
  });
  const made = createCombat(combatChaos, {
    ruleSet: 'combat-chaos',
    seed: 1,
    combatants: [fighter('a', 'red', 0), fighter('b', 'blue', 5)],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}

const run = (seed: string, from: number, to: number) => {
  const r = runRange(combatChaos, mirrorDuel(), {
    seed,
    from,
    to,
    policyOf: () => aggressivePolicy,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the Monte Carlo run', () => {
  it('is reproducible from its base seed whatever the split into workers (tallies merge)', () => {
    const whole = run('base', 0, 40);
    expect(merge(run('base', 0, 15), run('base', 15, 40))).toEqual(whole);
    expect(whole.fights).toBe(40);
    expect((whole.wins['red'] ?? 0) + (whole.wins['blue'] ?? 0) + whole.draws).toBe(40);
    expect(run('other', 0, 40)).not.toEqual(whole);
  });

  it('the 95 % interval covers the exact win probability in about 95 % of runs (the mirror duel: 1/2)', () => {
    const runs = 200;
    let covered = 0;
    for (let i = 0; i < runs; i++) {
      const est = summarize(run(`cover-${i}`, 0, 60), ['red', 'blue']).wins['red'];
      if (est && est.low <= 0.5 && 0.5 <= est.high) covered++;
    }
    // 95 % of 200 is 190; a binomial 95 % band around it is about 184..196.
    expect(covered).toBeGreaterThanOrEqual(180);
    expect(covered).toBeLessThanOrEqual(199);
  });
});

describe('wilson: the 95 % confidence interval of a proportion', () => {
  it('matches published values and stays within 0..1', () => {
    const half = wilson(50, 100);
    expect(half.p).toBe(0.5);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual({ p: 0, low: 0, high: 1 });
  });
});

describe('summarize', () => {
  it('gives rounds mean and percentiles from the histogram, and estimates by side and combatant', () => {
    const t: Tally = {
      fights: 10,
      wins: { red: 7 },
      draws: 3,
      rounds: { 1: 2, 2: 5, 3: 2, 9: 1 },
      out: { a: 3, b: 7 },
    };
    const s = summarize(t, ['red', 'blue']);
    expect(s.rounds.mean).toBeCloseTo((2 + 10 + 6 + 9) / 10, 12);
    expect(s.rounds.p50).toBe(2);
    expect(s.rounds.p90).toBe(3);
    expect(s.wins['red']?.p).toBe(0.7);
    expect(s.wins['blue']?.p).toBe(0);
    expect(s.draw.p).toBe(0.3);
    expect(s.out['b']?.p).toBe(0.7);
  });
});
