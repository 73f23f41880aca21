import { describe, expect, it } from 'vitest';
import reference from '../../test/fixtures/l5r-atleast.json' with { type: 'json' };
import { enumerateTotals } from '../testing/enumerate.js';
import { atLeast, exactly, odds } from './index.js';

describe('exact odds against brute force', () => {
  it('all 55 L5R pools 1 ≤ kept ≤ rolled ≤ 10: P(≥ TN) for TN 5..60 within 1e-12 of an exact rational reference', () => {
    const { table } = reference as { table: Record<string, string[]> };
    let worst = 0;
    let pools = 0;
    for (let rolled = 1; rolled <= 10; rolled++) {
      for (let kept = 1; kept <= rolled; kept++) {
        const expected = table[`${rolled}k${kept}`] ?? [];
        const capped = odds(`${rolled}k${kept}`, { cap: 60 });
        const full = odds(`${rolled}k${kept}`);
        for (let tn = 5; tn <= 60; tn++) {
          const ref = Number(expected[tn - 5]);
          worst = Math.max(
            worst,
            Math.abs(atLeast(capped, tn) - ref),
            Math.abs(atLeast(full, tn) - ref),
          );
        }
        pools++;
      }
    }
    expect(pools).toBe(55);
    expect(worst).toBeLessThan(1e-12);
  });

  // Each expression is enumerated face by face through the real roller; explosions are cut after
  // `maxFaces` draws and the cut mass bounds the difference.
  const cases: [string, number][] = [
    ['2d6+3', 2],
    ['(1d8+2)*2', 1],
    ['3d6kh2', 3],
    ['4d4dl1', 4],
    ['3d6kl1+1d4', 4],
    ['2d20kh1+5', 2],
    ['2d20kl1-2', 2],
    ['4dF', 4],
    ['2d%', 2],
    ['3d10>=8', 3],
    ['4d6>=5f1', 4],
    ['3d6r1', 6],
    ['3d6ro<3', 6],
    ['2d6min2max5', 2],
    ['1d6*1d4', 2],
    ['7/2+1d6/2', 1],
    ['-1d6+1d8', 2],
    ['3k2', 3],
    ['4k2ro1', 6],
    ['3k2u', 3],
    ['6k3-3k0', 3],
    ['2d4!', 8],
    ['2d4!!', 8],
    ['2d4!p', 8],
    ['2d4!!p', 8],
    ['3d4!kh2', 9],
    ['3d4!dl1', 9],
    ['3d4!>=3kl2', 9],
    ['2d6!>=8', 2],
    ['3d4!>=4>=3', 9],
    ['3d4!!>=4>=5', 9],
    ['2k1!>=9', 6],
    ['1d4r1!', 6],
  ];
  it.each(cases)(
    '%s: whole distribution matches enumeration of every face sequence',
    (expr, maxFaces) => {
      const { dist, missing } = enumerateTotals(expr, maxFaces);
      const d = odds(expr);
      const tolerance = 1e-12 + missing;
      let mass = 0;
      for (const [v, p] of dist) {
        expect(Math.abs(exactly(d, v) - p)).toBeLessThanOrEqual(tolerance);
        mass += p;
      }
      // Nothing the odds put mass on is missing from the enumeration (beyond the cut mass).
      const total = d.probabilities.reduce((a, b) => a + b, 0) + d.leftover;
      expect(Math.abs(total - 1)).toBeLessThan(1e-12);
      expect(Math.abs(mass + missing - 1)).toBeLessThan(1e-12);
    },
  );
});
