/**
 * A/B comparison (issue 7, "What comes out"): two variants of an encounter played with the same
 * fight seeds (common random numbers), fight by fight, so the difference of their win chances has
 * a paired interval, narrower than two independent runs would give. Pure.
 */
import type { CombatState, Result, RuleSet } from '../engine/index.js';
import { runFight, type FightOptions } from './fight.js';
import { addFight, emptyTally, fightSeed, merge, Z95, type Tally } from './monte-carlo.js';

/** One variant: its rule set, initial state and per-fight options (policies, round cap, check). */
export interface Variant {
  readonly ruleSet: RuleSet;
  readonly initial: CombatState;
  readonly options: Omit<FightOptions, 'seed'>;
}

/** Both variants' tallies, and by side how often only A's or only B's side won the same seed. */
export interface PairTally {
  readonly a: Tally;
  readonly b: Tally;
  readonly aOnly: Record<string, number>;
  readonly bOnly: Record<string, number>;
}

export function emptyPairTally(): PairTally {
  return { a: emptyTally(), b: emptyTally(), aOnly: {}, bOnly: {} };
}

/** Fights `from`..`to` of both variants with the same seeds; the first refusal stops the run. */
export function runPairedRange(
  a: Variant,
  b: Variant,
  o: { readonly seed: string | number; readonly from: number; readonly to: number },
): Result<PairTally> {
  const t = emptyPairTally();
  for (let i = o.from; i < o.to; i++) {
    const seed = fightSeed(o.seed, i);
    const ra = runFight(a.ruleSet, a.initial, { ...a.options, seed });
    if (!ra.ok) return ra;
    const rb = runFight(b.ruleSet, b.initial, { ...b.options, seed });
    if (!rb.ok) return rb;
    addFight(t.a, a.ruleSet, ra.value);
    addFight(t.b, b.ruleSet, rb.value);
    const wa = ra.value.winner;
    const wb = rb.value.winner;
    if (wa !== wb) {
      if (wa !== null) t.aOnly[wa] = (t.aOnly[wa] ?? 0) + 1;
      if (wb !== null) t.bOnly[wb] = (t.bOnly[wb] ?? 0) + 1;
    }
  }
  return { ok: true, value: t };
}

/** Two pair tallies as one (the counts add up). */
export function mergePairs(x: PairTally, y: PairTally): PairTally {
  const add = (p: Record<string, number>, q: Readonly<Record<string, number>>) => {
    const out = { ...p };
    for (const [k, v] of Object.entries(q)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return {
    a: merge(x.a, y.a),
    b: merge(x.b, y.b),
    aOnly: add(x.aOnly, y.aOnly),
    bOnly: add(x.bOnly, y.bOnly),
  };
}

/** P(A's side wins) − P(B's side wins), with its paired 95 % interval. */
export interface Difference {
  readonly d: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The paired difference of two win chances over n shared seeds: each seed gives +1 (only A won),
 * −1 (only B won) or 0, and the interval is the mean ± 1.96 standard errors of those (Wald, as for
 * McNemar's test), clamped to −1..1. With no discordant seed it is the point 0..0.
 */
export function pairedDifference(aOnly: number, bOnly: number, n: number): Difference {
  if (n === 0) return { d: 0, low: -1, high: 1 };
  const d = (aOnly - bOnly) / n;
  const second = (aOnly + bOnly) / n;
  const variance = Math.max(0, second - d * d);
  const half = Z95 * Math.sqrt(variance / Math.max(1, n - 1));
  return { d, low: Math.max(-1, d - half), high: Math.min(1, d + half) };
}
