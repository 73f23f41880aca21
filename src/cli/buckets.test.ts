import { describe, expect, it } from 'vitest';
import { atLeast, odds } from '../dice/index.js';
import { bucketize, denseEntries, roundSteps, type Entries } from './buckets.js';

const distribution = (expr: string) => odds(expr);

function rowsOf(expr: string) {
  const d = distribution(expr);
  return { d, ...bucketize(denseEntries(d.min, d.probabilities), d.leftover) };
}

describe('bucketize', () => {
  it('gives one row per total when the range is small (1d6)', () => {
    const { step, rows } = rowsOf('1d6');
    expect(step).toBe(1);
    expect(rows.map((r) => [r.kind, r.from, r.to])).toEqual(
      [1, 2, 3, 4, 5, 6].map((t) => ['range', t, t]),
    );
    expect(rows[3]?.p).toBeCloseTo(1 / 6, 12);
    expect(rows[3]?.atLeast).toBeCloseTo(0.5, 12);
  });

  it('groups an L5R pool in steps of 5 starting on the TN ladder, with head and tail rows (6k3)', () => {
    const { d, step, rows } = rowsOf('6k3');
    expect(step).toBe(5);
    expect(rows[0]).toMatchObject({ kind: 'head', from: 3, to: 4 });
    const ranges = rows.filter((r) => r.kind === 'range');
    expect(ranges.map((r) => r.from).slice(0, 4)).toEqual([5, 10, 15, 20]);
    expect(ranges.every((r) => r.from % 5 === 0 && r.to === r.from + 4)).toBe(true);
    for (const r of rows) expect(r.atLeast).toBeCloseTo(atLeast(d, r.from), 12);
    expect(rows.find((r) => r.from === 25)?.atLeast).toBeCloseTo(0.5158, 4);
  });

  it('stops range rows once P(≥ total) is below 0.05 %, folding the rest into the tail', () => {
    const { d, rows } = rowsOf('6k3');
    const tail = rows[rows.length - 1];
    expect(tail?.kind).toBe('tail');
    expect(tail?.atLeast).toBeLessThan(0.0005);
    expect(tail?.p).toBeCloseTo(atLeast(d, tail?.from ?? 0), 15);
    const lastRange = rows[rows.length - 2];
    expect(lastRange?.atLeast).toBeGreaterThanOrEqual(0.0005);
  });

  it('keeps every table within 40 rows and the rows summing to 1', () => {
    for (const expr of ['1d100', '10k10', '3d6', '20d20', '1d1000', '5d10>=8f1', '2d20kh1+5']) {
      const { rows } = rowsOf(expr);
      expect(rows.length, expr).toBeLessThanOrEqual(40);
      expect(
        rows.reduce((s, r) => s + r.p, 0),
        expr,
      ).toBeCloseTo(1, 9);
    }
  });

  it('works on sparse entries (a histogram with gaps and huge totals)', () => {
    const entries: Entries = [
      [1_000_000, 0.5],
      [1_000_003, 0.25],
      [1_000_100, 0.25],
    ];
    const { step, rows } = bucketize(entries);
    expect(step).toBe(5);
    expect(rows[0]).toMatchObject({ kind: 'range', from: 1_000_000, to: 1_000_004, p: 0.75 });
    expect(rows[rows.length - 1]).toMatchObject({ from: 1_000_100, to: 1_000_100, p: 0.25 });
    expect(rows.filter((r) => r.p === 0).length).toBe(rows.length - 2);
  });

  it('counts the leftover of an exact distribution in P(≥) and in the tail only', () => {
    const { rows } = bucketize(
      [
        [1, 0.5],
        [2, 0.5 - 1e-3],
      ],
      1e-3,
    );
    expect(rows.map((r) => r.kind)).toEqual(['range', 'range', 'tail']);
    expect(rows[1]?.p).toBeCloseTo(0.499, 12);
    expect(rows[1]?.atLeast).toBeCloseTo(0.5, 12);
    expect(rows[2]).toMatchObject({ from: 3, p: 1e-3 });
  });

  it('returns no rows for no entries', () => {
    expect(bucketize([]).rows).toEqual([]);
  });

  it('round steps are 1, 5, 10, 25, 50, 100, ...', () => {
    expect(roundSteps().slice(0, 8)).toEqual([1, 5, 10, 25, 50, 100, 250, 500]);
  });
});
