/**
 * Integer distributions for exact odds: P(value = lo + i) = p[i].
 * - `lost` is probability mass that was truncated away (explosion chains below 1e-15 per die);
 *   it lies above the last value.
 * - `lump`, when set, means the last entry holds P(value ≥ lo + p.length − 1): totals past a cap
 *   are lumped exactly instead of truncated (the Icepool trick in shared/rules/dice-odds-notes.md).
 * Every operation charges its work to a {@link Budget}, which refuses with `odds/too-large` before a
 * computation that would take too long.
 */
import { DiceError } from '../errors.js';

export interface Dist {
  readonly lo: number;
  readonly p: Float64Array;
  readonly lost: number;
  readonly lump: boolean;
}

/** Work units of one step done with Maps rather than typed arrays (measured roughly 20× slower). */
export const MAP_STEP = 20;

/** Most totals one distribution may span. */
export const MAX_SPAN = 2_000_000;

export class Budget {
  private used = 0;
  constructor(private readonly limit: number) {}

  /** Refuses a dense distribution of more than {@link MAX_SPAN} totals (memory), else charges it. */
  allocate(span: number, what: string): void {
    if (span > MAX_SPAN) {
      throw new DiceError(
        'odds/too-large',
        `exact odds of ${what} would spread over ${span.toExponential(1)} totals (at most ${MAX_SPAN.toExponential(0)})`,
      );
    }
    this.charge(4 * span, what);
  }

  /** Charges `ops` units of work, refusing before they are spent when the limit would be passed. */
  charge(ops: number, what: string): void {
    this.used += ops;
    if (this.used > this.limit) {
      throw new DiceError(
        'odds/too-large',
        `exact odds of ${what} need too much work (over ${this.limit.toExponential(0)} steps); ` +
          'use fewer dice or sides, or estimate with `fray roll --times N`',
      );
    }
  }
}

export function point(v: number): Dist {
  return { lo: v, p: Float64Array.of(1), lost: 0, lump: false };
}

export function hi(d: Dist): number {
  return d.lo + d.p.length - 1;
}

/** Builds a distribution from (value, probability) pairs. */
export function fromPairs(
  pairs: Iterable<readonly [number, number]>,
  lost = 0,
  budget?: Budget,
): Dist {
  let lo = Infinity;
  let top = -Infinity;
  const list = [...pairs];
  for (const [v] of list) {
    if (v < lo) lo = v;
    if (v > top) top = v;
  }
  if (list.length === 0) return { lo: 0, p: new Float64Array(1), lost, lump: false };
  // Sparse values (products) become a dense array over their whole range: charge for its size.
  budget?.allocate(top - lo + 1, 'a product');
  const p = new Float64Array(top - lo + 1);
  for (const [v, q] of list) p[v - lo] = (p[v - lo] ?? 0) + q;
  return trim({ lo, p, lost, lump: false });
}

/** Drops zero entries at both ends (a lump entry is kept). */
export function trim(d: Dist): Dist {
  let a = 0;
  let b = d.p.length - 1;
  while (a < b && d.p[a] === 0) a++;
  while (b > a && d.p[b] === 0 && !d.lump) b--;
  if (a === 0 && b === d.p.length - 1) return d;
  return { lo: d.lo + a, p: d.p.slice(a, b + 1), lost: d.lost, lump: d.lump };
}

/**
 * The distribution of a + b. With `cap`, values ≥ cap (and anything involving a lump) are lumped
 * into the entry for `cap`; that is exact for P(≥ t), t ≤ cap, when both operands were lumped at
 * caps that leave room for the other's minimum (see odds.ts).
 */
export function add(a: Dist, b: Dist, budget: Budget, cap?: number): Dist {
  if ((a.lump || b.lump) && cap === undefined)
    throw new Error('bug: adding lumped distributions needs a cap');
  const lo = a.lo + b.lo;
  const fullHi = hi(a) + hi(b);
  const top = cap === undefined ? fullHi : Math.min(fullHi, cap);
  const lumpOut = cap !== undefined && (a.lump || b.lump || fullHi >= cap);
  const size = Math.max(1, top - lo + 1);
  budget.allocate(size, 'this expression');
  budget.charge(a.p.length * b.p.length, 'this expression');
  const out = new Float64Array(size);
  const aLen = a.p.length;
  const bLen = b.p.length;
  const last = size - 1;
  for (let i = 0; i < aLen; i++) {
    const pa = a.p[i] ?? 0;
    if (pa === 0) continue;
    const aIsLump = a.lump && i === aLen - 1;
    for (let j = 0; j < bLen; j++) {
      const pb = b.p[j] ?? 0;
      if (pb === 0) continue;
      let k = i + j;
      if (lumpOut && (aIsLump || (b.lump && j === bLen - 1) || k > last)) k = last;
      out[k] = (out[k] ?? 0) + pa * pb;
    }
  }
  const lost = a.lost + b.lost - a.lost * b.lost;
  return trim({ lo, p: out, lost, lump: lumpOut });
}

export function negate(d: Dist): Dist {
  if (d.lump) throw new Error('bug: cannot negate a lumped distribution');
  return { lo: -hi(d), p: d.p.slice().reverse(), lost: d.lost, lump: false };
}

/** The distribution of a * b. */
export function multiply(a: Dist, b: Dist, budget: Budget): Dist {
  // The products span at most the range of the corner products: refused before the pairwise loop
  // when the result could not be held anyway (the loop over Maps is the slow part).
  const corners = [a.lo * b.lo, a.lo * hi(b), hi(a) * b.lo, hi(a) * hi(b)];
  if (Math.max(...corners) - Math.min(...corners) + 1 > MAX_SPAN)
    budget.allocate(Math.max(...corners) - Math.min(...corners) + 1, 'a product');
  budget.charge(MAP_STEP * a.p.length * b.p.length, 'a product');
  const pairs = new Map<number, number>();
  a.p.forEach((pa, i) => {
    if (pa === 0) return;
    b.p.forEach((pb, j) => {
      if (pb === 0) return;
      const v = (a.lo + i) * (b.lo + j);
      pairs.set(v, (pairs.get(v) ?? 0) + pa * pb);
    });
  });
  return fromPairs(pairs, a.lost + b.lost - a.lost * b.lost, budget);
}

/** The distribution of floor(d / k) for a positive integer k. */
export function divide(d: Dist, k: number): Dist {
  const pairs = new Map<number, number>();
  d.p.forEach((q, i) => {
    if (q === 0) return;
    const v = Math.floor((d.lo + i) / k);
    pairs.set(v, (pairs.get(v) ?? 0) + q);
  });
  return fromPairs(pairs, d.lost);
}

/** Lumps every value ≥ cap into the entry for cap. */
export function lumpAt(d: Dist, cap: number): Dist {
  if (hi(d) < cap) return d;
  if (d.lo >= cap) {
    let mass = 0;
    for (const q of d.p) mass += q;
    return { lo: cap, p: Float64Array.of(mass), lost: d.lost, lump: true };
  }
  const p = d.p.slice(0, cap - d.lo + 1);
  let mass = 0;
  for (let i = cap - d.lo; i < d.p.length; i++) mass += d.p[i] ?? 0;
  p[cap - d.lo] = mass;
  return { lo: d.lo, p, lost: d.lost, lump: true };
}

/** Sum of `count` independent copies, by repeated doubling. */
export function repeat(d: Dist, count: number, budget: Budget, cap?: number): Dist {
  let result: Dist = point(0);
  let base = d;
  let n = count;
  let first = true;
  while (n > 0) {
    if (n & 1) {
      result = first ? base : add(result, base, budget, cap);
      first = false;
    }
    n >>>= 1;
    if (n > 0) base = add(base, base, budget, cap);
  }
  return result;
}

/** The mixture Σ w_i · d_i of sub-distributions (weights already applied by the caller). */
export function mix(
  parts: readonly { readonly weight: number; readonly dist: Dist }[],
  lostExtra = 0,
): Dist {
  const live = parts.filter((x) => x.weight > 0);
  if (live.length === 0) return { lo: 0, p: new Float64Array(1), lost: lostExtra, lump: false };
  const lo = Math.min(...live.map((x) => x.dist.lo));
  const top = Math.max(...live.map((x) => hi(x.dist)));
  const lump = live.some((x) => x.dist.lump);
  const p = new Float64Array(top - lo + 1);
  let lost = lostExtra;
  for (const { weight, dist } of live) {
    const off = dist.lo - lo;
    dist.p.forEach((q, i) => {
      const k = lump && dist.lump && i === dist.p.length - 1 ? p.length - 1 : off + i;
      p[k] = (p[k] ?? 0) + weight * q;
    });
    lost += weight * dist.lost;
  }
  return trim({ lo, p, lost, lump });
}
