/**
 * Running statistics of many rolled totals for `fray roll --times`: mean and standard deviation
 * (Welford's update, stable over a million rolls), min, max, and a count per total for the
 * histogram. Totals themselves are kept only when asked (JSON output of at most 100,000 rolls).
 */
import type { Entries } from '../buckets.js';

export interface Summary {
  readonly times: number;
  readonly mean: number;
  /** Population standard deviation of the rolled totals (divides by the number of rolls). */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

export class Tally {
  private n = 0;
  private mean = 0;
  private m2 = 0;
  private min = Infinity;
  private max = -Infinity;
  private readonly counts = new Map<number, number>();
  /** The totals in roll order, when kept. */
  readonly totals: number[] | undefined;

  constructor(keepTotals = false) {
    this.totals = keepTotals ? [] : undefined;
  }

  add(total: number): void {
    this.n++;
    const delta = total - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (total - this.mean);
    if (total < this.min) this.min = total;
    if (total > this.max) this.max = total;
    this.counts.set(total, (this.counts.get(total) ?? 0) + 1);
    this.totals?.push(total);
  }

  summary(): Summary {
    if (this.n === 0) return { times: 0, mean: 0, sd: 0, min: 0, max: 0 };
    const sd = Math.sqrt(Math.max(0, this.m2 / this.n));
    return { times: this.n, mean: this.mean, sd, min: this.min, max: this.max };
  }

  /** The share of rolls per total, totals ascending: a histogram for {@link bucketize}. */
  shares(): Entries {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([total, c]) => [total, c / this.n] as const);
  }
}
