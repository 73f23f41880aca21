/**
 * Odds of checks against a target number and of contested rolls.
 * - `checkOdds`: P(total ≥ TN + 5 × Raises) (L5R Raises add 5 to the TN each), optionally with
 *   natural results that always miss or always hit, read on the one die kept from the d20 group
 *   (the Combat Chaos rule: natural 1–2 always miss, 19–20 always hit).
 * - `contest`: P(A beats B), ties reported; with Raises, A must beat B by 5 per Raise
 *   (l5r4e reference §1.6: beating by exactly 5 with one Raise succeeds).
 */
import type { DiceNode, Expr } from './ast.js';
import { DiceError } from './errors.js';
import { format } from './format.js';
import { atLeast, distributionOf, odds, type Distribution, type OddsOptions } from './odds.js';
import { optionsOf, treeOf } from './input.js';

/** Natural die results that decide a check whatever the total. */
export interface Naturals {
  readonly miss: readonly number[];
  readonly hit: readonly number[];
}

/** Combat Chaos (seed 002): natural 1–2 always miss, natural 19–20 always hit. */
export const COMBAT_CHAOS: Naturals = { miss: [1, 2], hit: [19, 20] };

export interface CheckOptions extends Omit<OddsOptions, 'cap'> {
  /** Raises called: each adds 5 to the TN. */
  readonly raises?: number;
  /** Natural results that always miss or hit; `'combat-chaos'` is {@link COMBAT_CHAOS}. */
  readonly naturals?: Naturals | 'combat-chaos';
}

export interface CheckOdds {
  readonly expression: string;
  readonly tn: number;
  readonly raises: number;
  /** TN + 5 × raises. */
  readonly target: number;
  /** P(success). */
  readonly probability: number;
  /** With naturals: P(the natural die always misses) and P(it always hits). */
  readonly naturalMiss?: number;
  readonly naturalHit?: number;
}

export function checkOdds(expr: string | Expr, tn: number, given: CheckOptions = {}): CheckOdds {
  const tree = treeOf(expr);
  const options = optionsOf<CheckOptions>(given, 'checkOdds');
  const raises = options.raises ?? 0;
  if (!Number.isSafeInteger(tn))
    throw new DiceError('dice/option', `the TN must be a whole number, got ${String(tn)}`);
  if (!Number.isSafeInteger(raises) || raises < 0) {
    throw new DiceError('dice/option', `raises must be a whole number ≥ 0, got ${String(raises)}`);
  }
  const target = tn + 5 * raises;
  const base = { expression: format(tree), tn, raises, target };
  const naturals = options.naturals === 'combat-chaos' ? COMBAT_CHAOS : options.naturals;
  if (!naturals) {
    return { ...base, probability: atLeast(odds(tree, { ...options, cap: target }), target) };
  }
  const { die, rest } = splitNatural(tree);
  const nat = odds(die, options);
  const other = odds(rest, options);
  let probability = 0;
  let naturalMiss = 0;
  let naturalHit = 0;
  nat.probabilities.forEach((p, i) => {
    const n = nat.min + i;
    if (naturals.miss.includes(n)) naturalMiss += p;
    else if (naturals.hit.includes(n)) naturalHit += p;
    else probability += p * atLeast(other, target - n);
  });
  return { ...base, probability: probability + naturalHit, naturalMiss, naturalHit };
}

/**
 * Splits `2d20kh1+5` into the natural die group and the rest (`0+5`). The group must be added (not
 * subtracted), keep exactly one die, and neither explode nor count successes.
 */
function splitNatural(tree: Expr): { die: DiceNode; rest: Expr } {
  const groups: DiceNode[] = [];
  const collect = (e: Expr, positive: boolean): Expr => {
    if (e.type === 'dice' && positive && singleDie(e)) {
      groups.push(e);
      return { type: 'number', value: 0 };
    }
    if (e.type === 'binary' && (e.op === '+' || e.op === '-')) {
      return {
        ...e,
        left: collect(e.left, positive),
        right: collect(e.right, e.op === '+' ? positive : false),
      };
    }
    return e;
  };
  const rest = collect(tree, true);
  const [die] = groups;
  if (groups.length !== 1 || !die) {
    throw new DiceError(
      'dice/invalid',
      `natural results need exactly one added die group that keeps one die, such as 1d20 or 2d20kh1; ${format(tree)} has ${groups.length}`,
    );
  }
  return { die, rest };
}

function singleDie(node: DiceNode): boolean {
  const m = node.modifiers;
  if (m.explode || m.success) return false;
  if (!m.keep) return node.count === 1;
  const kept = m.keep.kind.startsWith('k') ? m.keep.count : node.count - m.keep.count;
  return kept === 1;
}

export interface ContestOdds {
  /** P(A − B ≥ 5 × raises), or P(A > B) without raises. */
  readonly win: number;
  /** P(A = B). */
  readonly tie: number;
  /** P(A < B). */
  readonly lose: number;
  /** With raises: P(0 < A − B < 5 × raises): A rolled higher but not by enough. */
  readonly short: number;
}

/** Odds of a contested roll of A against B. */
export function contest(
  first: Distribution,
  second: Distribution,
  given: { readonly raises?: number } = {},
): ContestOdds {
  const a = distributionOf(first);
  const b = distributionOf(second);
  const options = optionsOf<{ readonly raises?: number }>(given, 'contest');
  const raises = options.raises ?? 0;
  if (!Number.isSafeInteger(raises) || raises < 0)
    throw new DiceError('dice/option', `raises must be a whole number ≥ 0, got ${String(raises)}`);
  if (a.cappedAt !== undefined || b.cappedAt !== undefined) {
    throw new DiceError('dice/option', 'contested odds need uncapped distributions');
  }
  const margin = Math.max(1, 5 * raises);
  let win = 0;
  let tie = 0;
  let lose = 0;
  let short = 0;
  // cdf[j] = P(B < b.min + j): each total of A then needs three look-ups, not a pass over B
  // (two distributions of a million totals would otherwise take hours).
  const bp = b.probabilities;
  const cdf = new Float64Array(bp.length + 1);
  for (let j = 0; j < bp.length; j++) cdf[j + 1] = (cdf[j] ?? 0) + (bp[j] ?? 0);
  const below = (v: number): number => cdf[Math.min(bp.length, Math.max(0, v - b.min))] ?? 0;
  const total = cdf[bp.length] ?? 0;
  a.probabilities.forEach((pa, i) => {
    if (pa === 0) return;
    const va = a.min + i;
    // win: B ≤ va − margin; short: va − margin < B < va; tie: B = va; lose: B > va.
    const upToWin = below(va - margin + 1);
    const beforeTie = below(va);
    const upToTie = below(va + 1);
    win += pa * upToWin;
    short += pa * (beforeTie - upToWin);
    tie += pa * (upToTie - beforeTie);
    lose += pa * (total - upToTie);
  });
  return { win, tie, lose, short };
}
