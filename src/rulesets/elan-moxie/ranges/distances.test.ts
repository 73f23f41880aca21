import { describe, expect, it } from 'vitest';
import { RANGE_METRES, inRange, stepTowards } from './distances.js';

describe('seed 001: distances', () => {
  it("seed 001: 'Melee range is any creature within 2m ... Short ... 20m ... Medium ... 70m ... Long ... 150m'", () => {
    expect(RANGE_METRES).toEqual({ melee: 2, short: 20, medium: 70, long: 150 });
    // Within the band's metres counts, a hair beyond does not.
    const o = { x: 0, y: 0 };
    for (const [band, m] of Object.entries(RANGE_METRES) as [keyof typeof RANGE_METRES, number][]) {
      expect(inRange(o, { x: 0, y: m }, band)).toBe(true);
      expect(inRange(o, { x: 0, y: m + 0.01 }, band)).toBe(false);
    }
  });

  it("seed 001: 'with a Move action, a character can move up to 10m': a step towards a point goes straight at it, stopping short of it", () => {
    // 2.5 m along the 3-4-5 diagonal.
    const p = stepTowards({ x: 0, y: 0 }, { x: 3, y: 4 }, 2.5, 0);
    expect(p.x).toBeCloseTo(1.5, 12);
    expect(p.y).toBeCloseTo(2, 12);
    // Never past the point less `short`; not at all when already that close.
    const q = stepTowards({ x: 0, y: 0 }, { x: 3, y: 4 }, 10, 1);
    expect(q.x).toBeCloseTo(2.4, 12);
    expect(q.y).toBeCloseTo(3.2, 12);
    expect(stepTowards({ x: 1, y: 1 }, { x: 1, y: 2 }, 10, 2)).toEqual({ x: 1, y: 1 });
  });

  it("seed 001: 'with a Move action, a character can move up to 10m': a step towards the point he stands on goes nowhere", () => {
    expect(stepTowards({ x: 4, y: -2 }, { x: 4, y: -2 }, 10, 0)).toEqual({ x: 4, y: -2 });
    expect(stepTowards({ x: 4, y: -2 }, { x: 4, y: -2 }, 10, 2)).toEqual({ x: 4, y: -2 });
    // A zero-length step, or exactly `short` away, leaves him where he is too.
    expect(stepTowards({ x: 0, y: 0 }, { x: 3, y: 4 }, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(stepTowards({ x: 0, y: 0 }, { x: 3, y: 4 }, 10, 5)).toEqual({ x: 0, y: 0 });
  });
});
