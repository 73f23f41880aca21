/**
 * Monte Carlo over many fights (issue 7): fight `i` of a run gets the seed `<base>/<i>`, so the whole
 * run is reproducible from its base seed whatever the number of workers (each worker plays a range
 * of indices; summaries merge by counts). Pure: no I/O, no threads here.
 */
import type { Seed } from '../dice/index.js';
import type { CombatState, Result, RuleSet } from '../engine/index.js';
import { runFight, type FightOptions, type FightResult } from './fight.js';

/** The seed of fight `index` of a run with base seed `base`. */
export const fightSeed = (base: Seed, index: number): string => `${String(base)}/${index}`;

/** What a run of fights adds up to; `merge` two of them (from two workers) by their counts. */
export interface Tally {
  readonly fights: number;
  /** Wins by side; draws (round cap, or no one left) under `null`. */
  readonly wins: Readonly<Record<string, number>>;
  readonly draws: number;
  /** How many fights lasted each number of rounds. */
  readonly rounds: Readonly<Record<number, number>>;
  /** By combatant: in how many fights he was out of the fight at the end. */
  readonly out: Readonly<Record<string, number>>;
}

export const emptyTally = (): Tally => ({ fights: 0, wins: {}, draws: 0, rounds: {}, out: {} });

function add(t: Tally, rs: RuleSet, r: FightResult): Tally {
  const wins = { ...t.wins };
  if (r.winner !== null) wins[r.winner] = (wins[r.winner] ?? 0) + 1;
  const rounds = { ...t.rounds, [r.rounds]: (t.rounds[r.rounds] ?? 0) + 1 };
  const out = { ...t.out };
  for (const id of Object.keys(r.final.combatants))
    if (!rs.inFight(r.final, id)) out[id] = (out[id] ?? 0) + 1;
    else out[id] ??= 0;
  return {
    fights: t.fights + 1,
    wins,
    draws: t.draws + (r.winner === null ? 1 : 0),
    rounds,
    out,
  };
}

/** Two tallies as one (the counts add up). */
export function merge(a: Tally, b: Tally): Tally {
  const sum = (
    x: Readonly<Record<string, number>>,
    y: Readonly<Record<string, number>>,
  ): Record<string, number> => {
    const out: Record<string, number> = { ...x };
    for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return {
    fights: a.fights + b.fights,
    wins: sum(a.wins, b.wins),
    draws: a.draws + b.draws,
    rounds: sum(a.rounds, b.rounds),
    out: sum(a.out, b.out),
  };
}

export interface RunOptions extends Omit<FightOptions, 'seed'> {
  /** The run's base seed. */
  readonly seed: Seed;
  /** Fights `from` (included) to `to` (excluded) of the run. */
  readonly from: number;
  readonly to: number;
}

/** Plays fights `from`..`to` of a run and tallies them; the first refused command stops the run. */
export function runRange(rs: RuleSet, initial: CombatState, o: RunOptions): Result<Tally> {
  let t = emptyTally();
  for (let i = o.from; i < o.to; i++) {
    const r = runFight(rs, initial, { ...o, seed: fightSeed(o.seed, i) });
    if (!r.ok) return r;
    t = add(t, rs, r.value);
  }
  return { ok: true, value: t };
}

/** A proportion with its 95 % confidence interval (Wilson score interval). */
export interface Estimate {
  readonly p: number;
  readonly low: number;
  readonly high: number;
}

const Z95 = 1.959963984540054;

/**
 * The Wilson score interval: unlike the normal approximation it stays within 0..1 and covers the
 * true proportion about 95 % of the time even near 0 or 1 and for small runs.
 */
export function wilson(successes: number, n: number, z = Z95): Estimate {
  if (n === 0) return { p: 0, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Summary {
  readonly fights: number;
  /** Win probability by side, and of a draw, each with its 95 % interval. */
  readonly wins: Readonly<Record<string, Estimate>>;
  readonly draw: Estimate;
  readonly rounds: {
    readonly mean: number;
    readonly p50: number;
    readonly p90: number;
    readonly histogram: Readonly<Record<number, number>>;
  };
  /** By combatant: the chance to be out of the fight at its end, with its interval. */
  readonly out: Readonly<Record<string, Estimate>>;
}

function percentile(hist: Readonly<Record<number, number>>, n: number, q: number): number {
  const keys = Object.keys(hist)
    .map(Number)
    .sort((a, b) => a - b);
  let seen = 0;
  for (const k of keys) {
    seen += hist[k] ?? 0;
    if (seen >= q * n) return k;
  }
  return keys.at(-1) ?? 0;
}

/** What a tally means: probabilities with intervals, the rounds' mean and percentiles. */
export function summarize(t: Tally, sides: readonly string[]): Summary {
  const wins: Record<string, Estimate> = {};
  for (const side of sides) wins[side] = wilson(t.wins[side] ?? 0, t.fights);
  const out: Record<string, Estimate> = {};
  for (const [id, n] of Object.entries(t.out)) out[id] = wilson(n, t.fights);
  let total = 0;
  for (const [k, v] of Object.entries(t.rounds)) total += Number(k) * v;
  return {
    fights: t.fights,
    wins,
    draw: wilson(t.draws, t.fights),
    rounds: {
      mean: t.fights ? total / t.fights : 0,
      p50: percentile(t.rounds, t.fights, 0.5),
      p90: percentile(t.rounds, t.fights, 0.9),
      histogram: t.rounds,
    },
    out,
  };
}
