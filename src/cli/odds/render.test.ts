import { describe, expect, it } from 'vitest';
import { COMBAT_CHAOS, atLeast, checkOdds, contest, odds, percentile } from '../../dice/index.js';
import {
  atLeastAll,
  checkText,
  contestJson,
  contestText,
  distributionJson,
  distributionText,
  faces,
  percentilesOf,
} from './render.js';

describe('checkText', () => {
  it('prints one line: P(expr ≥ TN) = x %', () => {
    const c = { expression: '6k3', tn: 25, raises: 0, target: 25, probability: 0.515812 };
    expect(checkText(c)).toBe('P(6k3 ≥ 25) = 51.58 %\n');
  });

  it('names the TN and the Raises when Raises are called', () => {
    const c = { expression: '6k3', tn: 25, raises: 2, target: 35, probability: 0.155311 };
    expect(checkText(c)).toBe('P(6k3 ≥ 35: TN 25 + 2 Raises) = 15.53 %\n');
    expect(checkText({ ...c, raises: 1, target: 30 })).toContain('TN 25 + 1 Raise)');
  });

  it('adds the natural miss and hit chances under Combat Chaos', () => {
    const c = checkOdds('1d20+5', 30, { naturals: 'combat-chaos' });
    expect(checkText(c, COMBAT_CHAOS)).toBe(
      [
        'P(1d20+5 ≥ 30) = 10.00 % under Combat Chaos',
        '  natural 1–2 always misses: 10.00 %',
        '  natural 19–20 always hits: 10.00 %',
        '',
      ].join('\n'),
    );
  });

  it('faces joins runs with a dash', () => {
    expect(faces([2, 1])).toBe('1–2');
    expect(faces([20])).toBe('20');
    expect(faces([1, 3])).toBe('1, 3');
  });
});

describe('contest', () => {
  const a = odds('6k3');
  const b = odds('5k3');

  it('prints win, tie, lose and, with Raises, higher but short', () => {
    const view = { expression: '6k3', vs: '5k3', raises: 1, odds: contest(a, b, { raises: 1 }) };
    const lines = contestText(view).split('\n');
    expect(lines[0]).toBe('6k3 vs 5k3 with 1 Raise');
    expect(lines[2]).toMatch(/^ {2}win \(by 5 or more\) +40\.12 % +█+/);
    expect(lines[3]).toMatch(/higher but short of the 1 Raise +15\.50 %/);
    expect(lines[4]).toMatch(/tie +3\.86 %/);
    expect(lines[5]).toMatch(/lose +40\.51 %/);
    expect(contestJson(view)).toEqual({
      expression: '6k3',
      vs: '5k3',
      raises: 1,
      ...view.odds,
    });
  });

  it('has no "short" row without Raises', () => {
    const view = { expression: '6k3', vs: '5k3', raises: 0, odds: contest(a, b) };
    expect(contestText(view)).not.toContain('short');
  });
});

describe('distribution', () => {
  const d = odds('6k3');

  it('atLeastAll equals atLeast at every total', () => {
    const all = atLeastAll(d);
    expect(all).toHaveLength(d.probabilities.length);
    for (const i of [0, 1, 10, 22, 57, d.probabilities.length - 1]) {
      expect(all[i]).toBeCloseTo(atLeast(d, d.min + i), 12);
    }
  });

  it('percentilesOf uses percentile', () => {
    expect(percentilesOf(d)).toEqual({
      p5: percentile(d, 0.05),
      p25: percentile(d, 0.25),
      p50: percentile(d, 0.5),
      p75: percentile(d, 0.75),
      p95: percentile(d, 0.95),
    });
  });

  it('JSON is the Distribution plus atLeast and percentiles', () => {
    const json = distributionJson(d) as Record<string, unknown>;
    expect(json).toMatchObject({ expression: '6k3', min: 3, leftover: d.leftover });
    expect(json.probabilities).toEqual(d.probabilities);
    expect(json.atLeast).toEqual(atLeastAll(d));
    expect(json.percentiles).toEqual(percentilesOf(d));
  });

  it('prints a table of at most ~40 rows with bars, then mean, sd and percentiles', () => {
    const lines = distributionText(d).trimEnd().split('\n');
    expect(lines[0]).toBe('6k3: exact odds, totals in steps of 5');
    expect(lines[1]).toMatch(/^ +totals +P\(in\) +P\(≥ first\)$/);
    expect(lines.find((l) => /^ +25–29 /.test(l))).toMatch(/51\.58 % +█+/);
    expect(lines.length).toBeLessThanOrEqual(44);
    expect(lines[lines.length - 1]).toBe(
      'mean 26.54 · sd 8.35 · percentiles 5th 16, 25th 21, 50th 25, 75th 31, 95th 42',
    );
  });

  it('prints one row per total with P(=) and P(≥) when the range is small', () => {
    const lines = distributionText(odds('1d6')).split('\n');
    expect(lines[0]).toBe('1d6: exact odds');
    expect(lines[1]).toMatch(/^ +total +P\(=\) +P\(≥\)$/);
    expect(lines[2]).toMatch(/^ +1 +16\.67 % +100\.00 % +█{30}$/);
  });
});
