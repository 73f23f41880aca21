import { describe, expect, it } from 'vitest';
import { combatChaos } from '../rulesets/combat-chaos/index.js';
import { merge, runRange, summarize, wilson, type Tally } from './monte-carlo.js';
import { aggressivePolicy } from './policy.js';
import { mirrorDuel } from './test-kit.js';

const cast = () => ({
  ruleSet: combatChaos,
  initial: mirrorDuel(),
  policyName: () => 'aggressive',
});

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
      const est = summarize(run(`cover-${i}`, 0, 60), cast()).wins['red'];
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
  it('gives rounds mean and percentiles, estimates by side and combatant, and the likeliest endings', () => {
    const t: Tally = {
      fights: 10,
      wins: { red: 7 },
      draws: 3,
      rounds: { 1: 2, 2: 5, 3: 2, 9: 1 },
      plights: {
        a: { unhurt: 1, wounded: 6, down: 3, dead: 0 },
        b: { unhurt: 0, wounded: 3, down: 7, dead: 0 },
      },
      dealt: { a: 20, b: 5 },
      taken: { a: 5, b: 20 },
      endings: { 'red win, unbeaten': 7, 'draw: still fighting at the round cap': 3 },
    };
    const s = summarize(t, cast());
    expect(s.rounds.mean).toBeCloseTo((2 + 10 + 6 + 9) / 10, 12);
    expect(s.rounds.p10).toBe(1);
    expect(s.rounds.p50).toBe(2);
    expect(s.rounds.p90).toBe(3);
    expect(s.rounds.max).toBe(9);
    expect(s.sides).toEqual(['red', 'blue']);
    expect(s.wins['red']?.p).toBe(0.7);
    expect(s.wins['blue']?.p).toBe(0);
    expect(s.draw.p).toBe(0.3);
    expect(s.combatants['b']?.down.p).toBe(0.7);
    expect(s.combatants['a']?.wounded.p).toBe(0.6);
    expect(s.combatants['a']?.dealt).toBe(2);
    expect(s.combatants['b']?.taken).toBe(2);
    expect(s.harmUnit).toBe('damage');
    expect(s.endings[0]).toEqual({ ending: 'red win, unbeaten', fights: 7, p: 0.7 });
  });

  it('a real run: plights add up to the fights for each combatant, and the loser is down', () => {
    const t = run('plights', 0, 50);
    for (const counts of Object.values(t.plights))
      expect(counts.unhurt + counts.wounded + counts.down + counts.dead).toBe(50);
    const s = summarize(t, cast());
    // One-hit fighters: whoever loses is down, the winner unhurt; no one dies in combat-chaos.
    expect(s.combatants['a']?.down.p).toBeCloseTo(s.wins['blue']?.p ?? -1, 12);
    expect(s.combatants['a']?.dead.p).toBe(0);
    expect(s.endings.map((e) => e.ending).sort()).toEqual([
      'blue win, unbeaten',
      'red win, unbeaten',
    ]);
  });
});
