/**
 * Groups a distribution of totals into at most ~40 table rows, so that `fray odds` and the
 * histogram of `fray roll --times` stay readable whatever the range:
 * - totals whose chance is negligible at either end (below `cut`, 0.05 % by default) are folded
 *   into one head row (`≤ 4`) and one tail row (`≥ 75`);
 * - when the rest still spans more rows than allowed, totals are grouped in steps of a round size
 *   (5, 10, 25, 50, 100, ...) aligned on its multiples: for L5R pools, steps of 5 start each row
 *   at a TN of the ladder (5, 10, 15, ...).
 * Pure: works on sparse (total, probability) entries, so a histogram of huge totals costs nothing.
 */

/** One row: totals `from`..`to`, their probability `p` and P(total ≥ from). */
export interface Bucket {
  readonly kind: 'head' | 'range' | 'tail';
  readonly from: number;
  readonly to: number;
  readonly p: number;
  readonly atLeast: number;
}

export interface BucketOptions {
  /** Rows at most, head and tail rows included. Default 40. */
  readonly maxRows?: number;
  /** Chance below which the ends are folded into a head and a tail row. Default 0.0005. */
  readonly cut?: number;
}

export interface Buckets {
  /** The width of each range row (1: one total per row). */
  readonly step: number;
  readonly rows: readonly Bucket[];
}

/** (total, probability) pairs, totals strictly increasing. */
export type Entries = readonly (readonly [total: number, p: number])[];

/** Round steps: 1, 5, 10, 25, 50, 100, 250, 500, 1000, ... */
export function roundSteps(): number[] {
  const steps = [1];
  for (let scale = 1; scale <= 1e15; scale *= 10) steps.push(5 * scale, 10 * scale, 25 * scale);
  return steps;
}

/** The dense probabilities of a distribution (`probabilities[i]` is P(min + i)) as entries. */
export function denseEntries(min: number, probabilities: readonly number[]): Entries {
  return probabilities.map((p, i) => [min + i, p] as const);
}

/**
 * Groups entries into rows. `beyond` is probability above the last entry that is not in it
 * (the `leftover` of an exact distribution): it counts in every P(≥) and in the tail row.
 */
export function bucketize(entries: Entries, beyond = 0, options: BucketOptions = {}): Buckets {
  const first = entries[0]?.[0];
  const last = entries[entries.length - 1]?.[0];
  if (first === undefined || last === undefined) return { step: 1, rows: [] };
  const cdf = new Cdf(entries, beyond);
  const { step, start, end } = layout(cdf, options);
  const rows: Bucket[] = [];
  const head = cdf.mass(first, start - 1);
  if (first < start && head > 0) {
    rows.push({ kind: 'head', from: first, to: start - 1, p: head, atLeast: cdf.atLeast(first) });
  }
  for (let from = start; from <= end; from += step) {
    const lo = Math.max(from, first);
    const hi = Math.min(from + step - 1, last);
    rows.push({ kind: 'range', from: lo, to: hi, p: cdf.mass(lo, hi), atLeast: cdf.atLeast(lo) });
  }
  const tail = cdf.atLeast(end + 1);
  if (tail > 0) rows.push({ kind: 'tail', from: end + 1, to: end + 1, p: tail, atLeast: tail });
  return { step, rows };
}

/** The rows' step and the first and last total of the range rows. */
function layout(cdf: Cdf, options: BucketOptions): { step: number; start: number; end: number } {
  const cut = options.cut ?? 0.0005;
  const lo = cdf.firstAtMost(cut);
  const hi = Math.max(lo, cdf.lastAtLeast(cut));
  const step = pickStep(lo, hi, Math.max(1, (options.maxRows ?? 40) - 2));
  if (step === 1) return { step, start: lo, end: hi };
  return {
    step,
    start: Math.floor(lo / step) * step,
    end: Math.floor(hi / step) * step + step - 1,
  };
}

/** Cumulative chances of sparse entries. */
class Cdf {
  private readonly totals: readonly number[];
  /** `suffix[i]` = P(total ≥ totals[i]): the entries from i on, plus `beyond`. */
  private readonly suffix: readonly number[];

  constructor(
    private readonly entries: Entries,
    private readonly beyond: number,
  ) {
    this.totals = entries.map(([t]) => t);
    const suffix = new Array<number>(entries.length + 1).fill(beyond);
    for (let i = entries.length - 1; i >= 0; i--) {
      suffix[i] = (entries[i]?.[1] ?? 0) + (suffix[i + 1] ?? 0);
    }
    this.suffix = suffix;
  }

  /** P(total ≥ t). */
  atLeast(t: number): number {
    return this.suffix[lowerBound(this.totals, t)] ?? this.beyond;
  }

  /** P(from ≤ total ≤ to), not counting `beyond`. */
  mass(from: number, to: number): number {
    if (to < from) return 0;
    const i = lowerBound(this.totals, from);
    const j = lowerBound(this.totals, to + 1);
    return (this.suffix[i] ?? 0) - (this.suffix[j] ?? 0);
  }

  /** The first total t with P(total ≤ t) ≥ cut (the first total when none). */
  firstAtMost(cut: number): number {
    let below = 0;
    for (const [t, p] of this.entries) {
      below += p;
      if (below >= cut) return t;
    }
    return this.totals[0] ?? 0;
  }

  /** The last total t with P(total ≥ t) ≥ cut (the first total when none). */
  lastAtLeast(cut: number): number {
    for (let i = this.totals.length - 1; i > 0; i--) {
      if ((this.suffix[i] ?? 0) >= cut) return this.totals[i] ?? 0;
    }
    return this.totals[0] ?? 0;
  }
}

/** The smallest round step that shows totals lo..hi in at most `rows` rows. */
function pickStep(lo: number, hi: number, rows: number): number {
  for (const step of roundSteps()) {
    if (Math.floor(hi / step) - Math.floor(lo / step) + 1 <= rows) return step;
  }
  return Number.MAX_SAFE_INTEGER;
}

/** The index of the first total ≥ t (totals.length when none). */
function lowerBound(totals: readonly number[], t: number): number {
  let a = 0;
  let b = totals.length;
  while (a < b) {
    const m = (a + b) >>> 1;
    if ((totals[m] ?? 0) < t) a = m + 1;
    else b = m;
  }
  return a;
}
