/**
 * Monte Carlo over many fights (issue 7): fight `i` of a run gets the seed `<base>/<i>`, so the whole
 * run is reproducible from its base seed whatever the number of workers (each worker plays a range
 * of indices; tallies are counts, and merge by adding them). Pure: no I/O, no threads here.
 */
import type { Seed } from '../dice/index.js';
import type { CombatantId, CombatState, Plight, Result, RuleSet } from '../engine/index.js';
import { runFight, type FightOptions, type FightResult } from './fight.js';

/** The seed of fight `index` of a run with base seed `base`. */
export const fightSeed = (base: Seed, index: number): string => `${String(base)}/${index}`;

export const PLIGHTS: readonly Plight[] = ['unhurt', 'wounded', 'down', 'dead'];

/** What a run of fights adds up to: plain counts (JSON-safe, sent back by workers). */
export interface Tally {
  readonly fights: number;
  /** Wins by side. */
  readonly wins: Record<string, number>;
  /** Fights with no winner (the round cap, or no one left standing). */
  draws: number;
  /** How many fights lasted each number of rounds. */
  readonly rounds: Record<number, number>;
  /** By combatant: how many fights he ended unhurt, wounded, down and dead. */
  readonly plights: Record<CombatantId, Record<Plight, number>>;
  /** By combatant: the harm dealt to foes and taken, summed over the fights. */
  readonly dealt: Record<CombatantId, number>;
  readonly taken: Record<CombatantId, number>;
  /** How the fights ended (see {@link endingOf}), by count. */
  readonly endings: Record<string, number>;
}

type MutableTally = { -readonly [K in keyof Tally]: Tally[K] };

export const emptyTally = (): Tally => ({
  fights: 0,
  wins: {},
  draws: 0,
  rounds: {},
  plights: {},
  dealt: {},
  taken: {},
  endings: {},
});

const bump = (r: Record<string | number, number>, k: string | number, by = 1): void => {
  r[k] = (r[k] ?? 0) + by;
};

/**
 * The way a fight ended, as a GM would say it: the winning side and which of its combatants are
 * still in the fight ("lion win · standing: Akodo, Matsu"), or the draw and its reason.
 */
export function endingOf(rs: RuleSet, r: FightResult): string {
  if (r.winner === null)
    return /round cap/.test(r.reason)
      ? 'draw: still fighting at the round cap'
      : `draw: ${r.reason}`;
  const side = Object.values(r.final.combatants).filter((c) => c.side === r.winner);
  const standing = side.filter((c) => rs.inFight(r.final, c.id)).map((c) => c.name);
  if (standing.length === side.length)
    return side.length === 1 ? `${r.winner} win, unbeaten` : `${r.winner} win, all standing`;
  return `${r.winner} win · standing: ${standing.join(', ') || 'no one'}`;
}

/** Adds one fight to a tally (in place: the tally belongs to the run building it). */
export function addFight(tally: Tally, rs: RuleSet, r: FightResult): void {
  const t = tally as MutableTally;
  t.fights++;
  if (r.winner === null) t.draws++;
  else bump(t.wins, r.winner);
  bump(t.rounds, r.rounds);
  for (const id of Object.keys(r.final.combatants)) {
    const plight: Plight = rs.sim
      ? rs.sim.plight(r.final, id)
      : rs.inFight(r.final, id)
        ? 'unhurt'
        : 'down';
    const counts = (t.plights[id] ??= { unhurt: 0, wounded: 0, down: 0, dead: 0 });
    counts[plight]++;
    bump(t.dealt, id, r.dealt[id] ?? 0);
    bump(t.taken, id, r.taken[id] ?? 0);
  }
  bump(t.endings, endingOf(rs, r));
}

/** Two tallies as one (the counts add up). */
export function merge(a: Tally, b: Tally): Tally {
  const out = structuredClone(a) as MutableTally;
  out.fights += b.fights;
  out.draws += b.draws;
  const sum = (
    x: Record<string | number, number>,
    y: Readonly<Record<string | number, number>>,
  ) => {
    for (const [k, v] of Object.entries(y)) bump(x, k, v);
  };
  sum(out.wins, b.wins);
  sum(out.rounds, b.rounds);
  sum(out.dealt, b.dealt);
  sum(out.taken, b.taken);
  sum(out.endings, b.endings);
  for (const [id, counts] of Object.entries(b.plights))
    sum((out.plights[id] ??= { unhurt: 0, wounded: 0, down: 0, dead: 0 }), counts);
  return out;
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
  const t = emptyTally();
  // One options object for the range, its seed set for each fight (runFight keeps no reference
  // to it) rather than a spread of the run's options for every fight (the duels are short).
  const fight: { -readonly [K in keyof FightOptions]: FightOptions[K] } = { ...o, seed: o.seed };
  for (let i = o.from; i < o.to; i++) {
    fight.seed = fightSeed(o.seed, i);
    const r = runFight(rs, initial, fight);
    if (!r.ok) return r;
    addFight(t, rs, r.value);
  }
  return { ok: true, value: t };
}

/** A proportion with its 95 % confidence interval (Wilson score interval). */
export interface Estimate {
  readonly p: number;
  readonly low: number;
  readonly high: number;
}

/** The standard normal quantile of 97.5 %: ±Z95 standard errors make a 95 % interval. */
export const Z95 = 1.959963984540054;

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
  // At 0 or n successes the bound is exactly 0 or 1 (rounding would leave 2e-19).
  const low = successes === 0 ? 0 : Math.max(0, centre - half);
  const high = successes === n ? 1 : Math.min(1, centre + half);
  return { p, low, high };
}

/** One combatant's results over the run. */
export interface CombatantSummary {
  readonly name: string;
  readonly side: string;
  /** The tactic he fought with (`name` or `name(param=value)`), or the policy module's name. */
  readonly policy: string;
  /** The chance to end the fight unhurt, wounded, down (out of the fight) and dead. */
  readonly unhurt: Estimate;
  readonly wounded: Estimate;
  readonly down: Estimate;
  readonly dead: Estimate;
  /** Mean harm per fight (the rule set's harmUnit) dealt to foes and taken. */
  readonly dealt: number;
  readonly taken: number;
}

export interface Ending {
  readonly ending: string;
  readonly fights: number;
  readonly p: number;
}

/** What a run means (docs/simulator.md documents it as `fray sim --json` prints it). */
export interface Summary {
  readonly fights: number;
  readonly sides: readonly string[];
  /** Win probability by side, and of a draw, each with its 95 % interval. */
  readonly wins: Readonly<Record<string, Estimate>>;
  readonly draw: Estimate;
  readonly rounds: {
    readonly mean: number;
    readonly p10: number;
    readonly p50: number;
    readonly p90: number;
    readonly max: number;
    /** Fights by number of rounds. */
    readonly histogram: Readonly<Record<number, number>>;
  };
  /** What `dealt` and `taken` count: "wounds" or "damage". */
  readonly harmUnit: string;
  readonly combatants: Readonly<Record<CombatantId, CombatantSummary>>;
  /** The most likely endings first (at most 5). */
  readonly endings: readonly Ending[];
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

/** Who is who in the summary: the initial state's names and sides, and each one's policy name. */
export interface Cast {
  readonly ruleSet: RuleSet;
  readonly initial: CombatState;
  readonly policyName: (id: CombatantId) => string;
}

/** What a tally means: probabilities with intervals, rounds, combatants, the likeliest endings. */
export function summarize(t: Tally, cast: Cast): Summary {
  const n = t.fights;
  const combatantsOf = Object.values(cast.initial.combatants);
  const sides = [...new Set(combatantsOf.map((c) => c.side))];
  const wins: Record<string, Estimate> = {};
  for (const side of sides) wins[side] = wilson(t.wins[side] ?? 0, n);
  const combatants: Record<CombatantId, CombatantSummary> = {};
  for (const c of combatantsOf) {
    const p = t.plights[c.id] ?? { unhurt: 0, wounded: 0, down: 0, dead: 0 };
    combatants[c.id] = {
      name: c.name,
      side: c.side,
      policy: cast.policyName(c.id),
      unhurt: wilson(p.unhurt, n),
      wounded: wilson(p.wounded, n),
      down: wilson(p.down, n),
      dead: wilson(p.dead, n),
      dealt: n ? (t.dealt[c.id] ?? 0) / n : 0,
      taken: n ? (t.taken[c.id] ?? 0) / n : 0,
    };
  }
  let total = 0;
  for (const [k, v] of Object.entries(t.rounds)) total += Number(k) * v;
  const endings = Object.entries(t.endings)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 5)
    .map(([ending, fights]) => ({ ending, fights, p: n ? fights / n : 0 }));
  return {
    fights: n,
    sides,
    wins,
    draw: wilson(t.draws, n),
    rounds: {
      mean: n ? total / n : 0,
      p10: percentile(t.rounds, n, 0.1),
      p50: percentile(t.rounds, n, 0.5),
      p90: percentile(t.rounds, n, 0.9),
      max: Math.max(0, ...Object.keys(t.rounds).map(Number)),
      histogram: t.rounds,
    },
    harmUnit: cast.ruleSet.sim?.harmUnit ?? 'harm',
    combatants,
    endings,
  };
}
