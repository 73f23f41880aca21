/**
 * Hostile input to the dice module (issue 14): every wrong shape is a DiceError with a code, totals
 * past 2^53 − 1 are refused before any work, no expression takes more than about a second, and the
 * faces a roll prints are accepted back as physical dice.
 */
import { describe, expect, it } from 'vitest';
import * as dice from './index.js';
import { DiceError } from './index.js';

const BAD_SHAPES: readonly (readonly [string, unknown])[] = [
  ['null', null],
  ['a number', 5],
  ['an empty object', {}],
  ['an empty list', []],
  ['a list', [1, 2]],
  ['true', true],
  ['a huge string', 'x'.repeat(100_000)],
  ['NaN', NaN],
];

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof DiceError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('out-of-contract shapes are DiceErrors with a code, never TypeErrors', () => {
  it.each(BAD_SHAPES)('roll, odds, compile, format, checkOdds of %s', (_, v) => {
    for (const fn of [
      () => dice.roll(v as string),
      () => dice.odds(v as string),
      () => dice.compile(v as string),
      () => dice.parse(v as string),
      () => dice.format(v as dice.Expr),
      () => dice.checkOdds(v as string, 10),
      () => dice.rollWithSource(v as string, { face: (lo) => lo }),
    ])
      expect(codeOf(fn), String(fn)).toMatch(/^dice\//);
  });

  it.each(BAD_SHAPES)('options, faces, rng, seeds and distributions of %s', (_, v) => {
    const d = dice.odds('2d6');
    const cases = [
      () => dice.roll('2d6', v as dice.RollOptions),
      () => dice.roll('2d6', { faces: v as number[] }),
      () => dice.roll('2d6', { rng: v as dice.Rng }),
      () => dice.roll('2d6', { seed: v as number }),
      () => dice.odds('2d6', v as dice.OddsOptions),
      () => dice.atLeast(v as dice.Distribution, 7),
      () => dice.atLeast(d, v as number),
      () => dice.exactly(v as dice.Distribution, 7),
      () => dice.percentile(v as dice.Distribution, 0.5),
      () => dice.percentile(d, v as number),
      () => dice.contest(v as dice.Distribution, d),
      () => dice.contest(d, d, { raises: v as number }),
      () => dice.createRng(v as number),
      () => dice.deriveRng(v as number, 'x'),
      () => dice.rngFromState(v),
      () => dice.applyTenDiceRule(v as number, 2),
      () => dice.rollWithSource('2d6', v as dice.FaceSource),
    ];
    for (const fn of cases) {
      try {
        fn();
      } catch (e) {
        expect(e, String(fn)).toBeInstanceOf(DiceError);
      }
    }
    expect(dice.attempt(v as () => number).ok).toBe(false);
  });
});

describe('numbers past 2^53 − 1 are refused by parse (dice/limit)', () => {
  it.each(['10000000*1000000000', '999999999*999999999', '1000d1000000*1000d1000000'])(
    '%s',
    (n) => {
      for (const fn of [() => dice.roll(n), () => dice.odds(n), () => dice.compile(n)]) {
        expect(codeOf(fn)).toBe('dice/limit');
      }
      expect(() => dice.parse(n)).toThrow(/2\^53/);
    },
  );

  it('totals up to 2^53 − 1 are still rolled exactly', () => {
    expect(dice.roll('1000000000*1000000').total).toBe(1e15);
    expect(dice.odds('1000000000*1000000').min).toBe(1e15);
  });
});

describe('no expression takes more than about a second', () => {
  it.each([
    '2d1000000',
    'd1000000+d1000000',
    'd1000000*d1000',
    '2d100000kh1',
    '3d10000',
    '10k10!>=9*12k8ro1',
  ])('odds of %s are refused at once', (n) => {
    const start = performance.now();
    expect(codeOf(() => dice.odds(n))).toBe('odds/too-large');
    expect(performance.now() - start).toBeLessThan(3000);
  });

  it('a contest of two wide distributions is linear, not quadratic', () => {
    const a = dice.odds('d1000000');
    const start = performance.now();
    const c = dice.contest(a, a);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(c.win).toBeCloseTo(c.lose, 9);
    expect(c.win + c.tie + c.lose + c.short).toBeCloseTo(1, 9);
  });

  it('contest with raises keeps its meaning: 6 vs 1 by at least 5', () => {
    const c = dice.contest(dice.odds('1d6'), dice.odds('1d6'), { raises: 1 });
    expect(c.win).toBeCloseTo(1 / 36, 12);
    expect(c.tie).toBeCloseTo(6 / 36, 12);
    expect(c.lose).toBeCloseTo(15 / 36, 12);
    expect(c.short).toBeCloseTo(14 / 36, 12);
  });
});

describe('the faces a roll prints are accepted back as physical dice', () => {
  it('d6min7: a seeded roll prints 7, and 7 typed in gives the same total', () => {
    const seeded = dice.roll('d6min7', { seed: 1 });
    const printed = seeded.terms.flatMap((t) => t.dice.flatMap((d) => d.faces));
    expect(printed).toEqual([7]);
    expect(dice.roll('d6min7', { faces: printed }).total).toBe(seeded.total);
  });

  it('a face neither the die nor its min/max can show is still refused, naming both ranges', () => {
    expect(() => dice.roll('d6min10', { faces: [8] })).toThrow(/1 to 6 \(10 to 10 after/);
    expect(() => dice.roll('d6max4', { faces: [5] })).not.toThrow();
    expect(() => dice.roll('d6max4', { faces: [7] })).toThrow(DiceError);
  });
});
