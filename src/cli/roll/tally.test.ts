import { describe, expect, it } from 'vitest';
import { Tally } from './tally.js';

describe('Tally', () => {
  it('summarises totals: mean, population sd, min, max', () => {
    const t = new Tally();
    for (const x of [2, 4, 4, 4, 5, 5, 7, 9]) t.add(x);
    expect(t.summary()).toEqual({ times: 8, mean: 5, sd: 2, min: 2, max: 9 });
    expect(t.totals).toBeUndefined();
  });

  it('keeps the totals in order when asked, and shares per total ascending', () => {
    const t = new Tally(true);
    for (const x of [3, 1, 3, 2]) t.add(x);
    expect(t.totals).toEqual([3, 1, 3, 2]);
    expect(t.shares()).toEqual([
      [1, 0.25],
      [2, 0.25],
      [3, 0.5],
    ]);
  });

  it('summarises nothing as zeros', () => {
    expect(new Tally().summary()).toEqual({ times: 0, mean: 0, sd: 0, min: 0, max: 0 });
  });
});
