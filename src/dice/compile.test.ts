import { describe, expect, it } from 'vitest';
import { compile, createRng, parse, roll } from './index.js';

/** [notation, lowest possible total, highest possible total]. */
const BOUNDS: readonly (readonly [string, number, number])[] = [
  ['1d20', 1, 20],
  ['2d6+3', 5, 15],
  ['4d6kh3', 3, 18],
  ['4d6dl1', 3, 18],
  ['2d20kl1', 1, 20],
  ['10d6kh8', 8, 48],
  ['20d6kh10', 10, 60],
  ['20d6kl9', 9, 54],
  ['10d6dh3', 7, 42],
  ['4dF', -4, 4],
  ['1d%', 1, 100],
  ['3d6min2max5', 6, 15],
  ['5d10>=8f1', -5, 5],
  ['(1d8+2)*2', 6, 20],
  ['1d6/2', 0, 3],
  ['-1d6/2', -3, -1],
  ['6k3u', 3, 30],
  ['6k3u-3k0', 3, 30],
  ['1d20cs20cf1', 1, 20],
  ['1d6r1', 2, 6],
];

describe('compiled totals stay within the theoretical bounds', () => {
  it.each(BOUNDS)('%s is within [%d, %d] over 4000 seeded rolls', (notation, lo, hi) => {
    const fn = compile(notation);
    const rng = createRng(notation);
    const seen = new Set<number>();
    for (let i = 0; i < 4000; i++) seen.add(fn.roll(rng));
    const totals = [...seen];
    expect(totals.every((t) => Number.isInteger(t))).toBe(true);
    expect(Math.min(...totals)).toBeGreaterThanOrEqual(lo);
    expect(Math.max(...totals)).toBeLessThanOrEqual(hi);
    expect(seen.size).toBeGreaterThan(Math.min(5, hi - lo));
  });

  it('6k3 and 12k4 are at least the kept dice count; exploding dice can pass 10 per die', () => {
    const six = compile('6k3');
    const twelve = compile('12k4'); // rolls as 10k5
    const rng = createRng(1);
    const sixes = Array.from({ length: 4000 }, () => six.roll(rng));
    const twelves = Array.from({ length: 4000 }, () => twelve.roll(rng));
    expect(Math.min(...sixes)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...sixes)).toBeGreaterThan(30);
    expect(Math.min(...twelves)).toBeGreaterThanOrEqual(5);
  });
});

describe('compiled 6k3 matches the exact odds (dice-odds notes)', () => {
  it('mean 26.5418 and P(total ≥ 30) = 30.94 % over 40,000 seeded rolls', () => {
    const fn = compile('6k3');
    const rng = createRng('6k3 odds');
    const n = 40_000;
    let sum = 0;
    let atLeast30 = 0;
    for (let i = 0; i < n; i++) {
      const t = fn.roll(rng);
      sum += t;
      if (t >= 30) atLeast30++;
    }
    // Standard errors are about 0.05 and 0.0023: these bounds are over 5 of them.
    expect(Math.abs(sum / n - 26.5418)).toBeLessThan(0.3);
    expect(Math.abs(atLeast30 / n - 0.3094)).toBeLessThan(0.012);
  });
});

describe('compile draws exactly like roll', () => {
  it.each([
    '6k3',
    '6k3ro1',
    '6k3u',
    '6k3!>=9',
    '14k12',
    '6k4-3k0+2',
    '2d20kh1+5',
    '4d6dl1',
    '20d6kh10',
    '20d6dh12',
    '3d6!',
    '3d6!kh2',
    '3d6!p',
    '3d6!!',
    '3d6!!p',
    '1d6r1',
    '1d6ro<3',
    '5d10>=8f1',
    '5d10>=8f1kh3',
    '8d6!dl2>=5f1',
    '3d6min2max5',
    '4dF',
    '1d%',
    '(1d8+2)*2',
    '-(2d6)/3',
    '2*6k3-1d4',
  ])('%s: same totals and same generator state for 200 seeds', (notation) => {
    const fn = compile(notation);
    for (let seed = 0; seed < 200; seed++) {
      const a = createRng(seed);
      const b = createRng(seed);
      expect(fn.roll(a)).toBe(roll(notation, { rng: b }).total);
      expect(a.state()).toEqual(b.state());
    }
  });
});

describe('the compiled object', () => {
  it('carries the canonical notation and its generated source', () => {
    const fn = compile(' 4d6k3 + 2 ');
    expect(fn.expression).toBe('4d6kh3+2');
    expect(fn.source).toContain('return');
    expect(fn.source).toContain('r.int(6)');
  });

  it('compiles a parsed tree as well as notation', () => {
    const a = compile(parse('2d6+3'));
    const b = compile('2d6+3');
    expect(a.source).toBe(b.source);
    expect(a.roll(createRng(4))).toBe(b.roll(createRng(4)));
  });

  it('a constant expression draws nothing', () => {
    const rng = createRng(3);
    const before = rng.state();
    expect(compile('7/2').roll(rng)).toBe(3);
    expect(compile('-7/2').roll(rng)).toBe(-4);
    expect(rng.state()).toEqual(before);
  });
});
