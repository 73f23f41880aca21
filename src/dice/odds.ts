/**
 * Exact odds for any dice expression: the whole distribution, P(total ≥ TN), mean, standard
 * deviation and percentiles; contested rolls; d20 checks with natural misses and hits (the Combat
 * Chaos rule). Explosions are followed exactly: with a `cap`, totals at or above it are lumped
 * (exact P(≥ TN) for every TN ≤ cap); without one, chains are cut where their probability is below
 * 1e-16 per die and the cut mass is reported as `leftover`.
 */
import type { Expr } from './ast.js';
import { DiceError } from './errors.js';
import { format } from './format.js';
import { lowestFace } from './odds/die-odds.js';
import {
  add,
  Budget,
  divide,
  hi,
  lumpAt,
  multiply,
  negate,
  point,
  type Dist,
} from './odds/dist.js';
import { diceGroupDist, poolDist } from './odds/group-odds.js';
import { describe, optionsOf, treeOf } from './input.js';
import { planOf, type Plan, type PlanOptions } from './plan.js';

export interface OddsOptions extends PlanOptions {
  /**
   * Lump every total ≥ cap into one entry: P(≥ t) stays exact for every t ≤ cap, and exploding
   * dice cost far less. Mean and standard deviation are then not reported.
   */
  readonly cap?: number;
}

/** A distribution of totals as plain JSON. */
export interface Distribution {
  /** The canonical notation. */
  readonly expression: string;
  /** The lowest total; `probabilities[i]` is P(total = min + i). */
  readonly min: number;
  readonly probabilities: readonly number[];
  /** When set, the last entry is P(total ≥ cappedAt), not P(total = cappedAt). */
  readonly cappedAt?: number;
  /** Probability of totals above the last entry that were cut off (endless explosions), ≤ ~1e-13. */
  readonly leftover: number;
  /** Mean and standard deviation (absent when capped). */
  readonly mean?: number;
  readonly sd?: number;
}

/** Work limit of one odds computation (under a second on the reference machine). */
const WORK_LIMIT = 2e8;

/** The exact distribution of an expression. Throws {@link DiceError} on bad input or absurd work. */
export function odds(expr: string | Expr, given: OddsOptions = {}): Distribution {
  const tree = treeOf(expr);
  const options = optionsOf<OddsOptions>(given, 'odds');
  if (options.cap !== undefined && !Number.isSafeInteger(options.cap)) {
    throw new DiceError('dice/option', `cap must be a whole number, got ${String(options.cap)}`);
  }
  const p = planOf(tree, options);
  const budget = new Budget(WORK_LIMIT);
  // A cap at or below the lowest total lumps nothing useful, and caps inside would then fall below
  // their operands' minimums (see evaluate): compute in full and lump at the end.
  const cap = options.cap !== undefined && options.cap > lowerBound(p) ? options.cap : undefined;
  let d = evaluate(p, budget, cap);
  if (options.cap !== undefined) d = lumpAt(d, options.cap);
  return toDistribution(format(tree), d);
}

function toDistribution(expression: string, d: Dist): Distribution {
  const probabilities = Array.from(d.p);
  const base = { expression, min: d.lo, probabilities, leftover: d.lost };
  if (d.lump) return { ...base, cappedAt: hi(d) };
  let mass = 0;
  let sum = 0;
  let sq = 0;
  probabilities.forEach((q, i) => {
    const v = d.lo + i;
    mass += q;
    sum += q * v;
    sq += q * v * v;
  });
  const mean = sum / mass;
  return { ...base, mean, sd: Math.sqrt(Math.max(0, sq / mass - mean * mean)) };
}

function evaluate(p: Plan, budget: Budget, cap?: number): Dist {
  switch (p.kind) {
    case 'const':
      return point(p.value);
    case 'dice':
      return diceGroupDist(p.node, p.die, budget, cap);
    case 'pool':
      return poolDist(p, budget, cap);
    case 'negate':
      return negate(evaluate(p.operand, budget));
    case 'binary': {
      if (p.op === '+') {
        const lowL = lowerBound(p.left);
        const lowR = lowerBound(p.right);
        const capped = cap !== undefined && Number.isFinite(lowL) && Number.isFinite(lowR);
        const a = evaluate(p.left, budget, capped ? cap - lowR : undefined);
        const b = evaluate(p.right, budget, capped ? cap - lowL : undefined);
        return capped ? add(a, b, budget, cap) : add(a, b, budget);
      }
      const a = evaluate(p.left, budget);
      const b = evaluate(p.right, budget);
      if (p.op === '-') return add(a, negate(b), budget);
      if (p.op === '*') return multiply(a, b, budget);
      return divide(a, b.lo);
    }
  }
}

/** A lower bound of a plan's value (−Infinity when none is cheap to find): used to place caps. */
function lowerBound(p: Plan): number {
  switch (p.kind) {
    case 'const':
      return p.value;
    case 'pool':
      return p.kept + p.bonus;
    case 'dice': {
      const m = p.node.modifiers;
      const n = p.node.count;
      const kept = !m.keep ? n : m.keep.kind.startsWith('k') ? m.keep.count : n - m.keep.count;
      if (m.success) return m.failure ? -Infinity : 0;
      const low = lowestFace(p.die);
      return low >= 0 ? kept * low : -Infinity;
    }
    case 'binary':
      return p.op === '+' ? lowerBound(p.left) + lowerBound(p.right) : -Infinity;
    case 'negate':
      return -Infinity;
  }
}

/** P(total ≥ tn). Exact for a capped distribution when tn ≤ its cap. */
export function atLeast(given: Distribution, tn: number): number {
  const d = distributionOf(given);
  if (!Number.isSafeInteger(tn))
    throw new DiceError('dice/option', `a TN is a whole number, got ${String(tn)}`);
  if (d.cappedAt !== undefined && tn > d.cappedAt) {
    throw new DiceError(
      'dice/option',
      `the distribution was capped at ${d.cappedAt}: P(≥ ${tn}) needs a higher cap`,
    );
  }
  let s = 0;
  const from = Math.max(0, tn - d.min);
  for (let i = from; i < d.probabilities.length; i++) s += d.probabilities[i] ?? 0;
  // Totals past the last entry are the cut-off leftover, so it counts toward every TN.
  return s + d.leftover;
}

/** P(total = v). */
export function exactly(given: Distribution, v: number): number {
  const d = distributionOf(given);
  if (!Number.isSafeInteger(v))
    throw new DiceError('dice/option', `a total is a whole number, got ${String(v)}`);
  if (d.cappedAt !== undefined && v >= d.cappedAt) {
    throw new DiceError('dice/option', `the distribution was capped at ${d.cappedAt}`);
  }
  return d.probabilities[v - d.min] ?? 0;
}

/** The smallest total t with P(total ≤ t) ≥ q, for 0 < q ≤ 1. */
export function percentile(given: Distribution, q: number): number {
  const d = distributionOf(given);
  if (typeof q !== 'number' || !(q > 0 && q <= 1))
    throw new DiceError('dice/option', `a percentile needs 0 < q ≤ 1, got ${String(q)}`);
  let s = 0;
  for (let i = 0; i < d.probabilities.length; i++) {
    s += d.probabilities[i] ?? 0;
    if (s >= q - 1e-12) return d.min + i;
  }
  return d.min + d.probabilities.length - 1;
}

/** A distribution made by odds(): its fields are checked, not trusted. */
export function distributionOf(d: unknown): Distribution {
  const x = d as Partial<Distribution> | null;
  const ok =
    typeof d === 'object' &&
    x !== null &&
    Number.isSafeInteger(x.min) &&
    Array.isArray(x.probabilities) &&
    x.probabilities.length > 0 &&
    typeof x.leftover === 'number' &&
    (x.cappedAt === undefined || Number.isSafeInteger(x.cappedAt));
  if (!ok)
    throw new DiceError(
      'dice/option',
      `a distribution is what odds() returns ({ min, probabilities, leftover }); got ${describe(d)}`,
    );
  return d as Distribution;
}
