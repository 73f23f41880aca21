import { describe, expect, it } from 'vitest';
import {
  DiceError,
  LIMITS,
  attempt,
  compile,
  createRng,
  format,
  isDiceError,
  odds,
  parse,
  roll,
} from './index.js';

/** Runs `fn` and returns the DiceError it throws; fails the test if it throws nothing or another error. */
function diceErrorOf(fn: () => unknown): DiceError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DiceError);
    return e as DiceError;
  }
  throw new Error('expected a DiceError, but nothing was thrown');
}

/** [notation, column, what the message says, rule]. */
type BadRow = readonly [string, number, RegExp, string];

const SYNTAX: readonly BadRow[] = [
  ['6k', 3, /kept dice/, 'roll and keep needs a kept count'],
  ['2d', 3, /sides/, 'dice need sides'],
  ['1d6+2d', 7, /sides/, 'dice need sides in a later term too'],
  ['(1d6', 5, /"\)".*column 1/, 'an open parenthesis must be closed'],
  ['2d6+(3', 7, /column 5/, 'a later open parenthesis names its column'],
  ['2d6+', 5, /unexpected end/, 'an operator needs a right operand'],
  ['abc', 1, /unexpected "a"/, 'letters are not notation'],
  ['2d6 3', 5, /operator/, 'two terms need an operator'],
  ['2d6)', 4, /unexpected "\)"/, 'a stray closing parenthesis'],
  ['', 1, /empty/, 'empty notation'],
  ['   ', 4, /empty/, 'blank notation'],
  ['4d6kh', 6, /keep/, 'keep needs a count'],
  ['1d6r', 5, /compare point/, 'reroll needs a compare point'],
  ['1d6r1r2', 6, /reroll.*twice/, 'duplicate reroll'],
  ['4d6kh1kl1', 7, /keep.*twice/, 'duplicate keep'],
  ['1d6min1min2', 8, /min.*twice/, 'duplicate min'],
  ['1d6!!!', 6, /explosion.*twice/, 'duplicate explosion'],
  ['6k3uu', 5, /unskilled.*twice/, 'L5R: duplicate unskilled'],
  ['6k3ro1r1', 7, /reroll.*twice/, 'L5R: duplicate reroll'],
];

const INVALID: readonly BadRow[] = [
  ['1d6kh3', 1, /keep 3 of 1/, 'cannot keep more dice than rolled'],
  ['1d4+2d6dl3', 5, /drop 3 of 2/, 'cannot drop more dice than rolled'],
  [' 1d6 + 3d6kh4', 8, /keep 4 of 3/, 'a group column counts leading spaces'],
  ['d1!', 1, /never stop/, 'd1! never stops exploding'],
  ['d6!>=2', 1, /83% .*at most half/, 'at most half the faces may explode'],
  ['4dF!>=0', 1, /67%/, 'at most half the faces of a Fudge die may explode'],
  ['6k3!>=5', 1, /60%/, 'L5R: at most half the faces may explode'],
  ['1d6min6!', 1, /never stop/, 'a clamp can make every face explode'],
  ['1d6max0!', 1, /never stop/, 'a clamp below the faces makes every face explode too'],
  ['1d6r<7', 1, /never stop.*"ro"/, 'a reroll matching every face never stops'],
  ['6k3r<=10', 1, /never stop/, 'L5R: a reroll matching every face never stops'],
  ['1d6f1', 1, /success compare point/, 'failures need a success compare point'],
  ['1d6min5max2', 1, /min 5 is above max 2/, 'min above max'],
  ['0d6', 1, /at least one die/, 'a group needs a die'],
  ['1d0', 1, /at least one side/, 'a die needs a side'],
  ['6k3u!>=9', 1, /unskilled/, 'an unskilled roll never explodes'],
  ['1d6/0', 4, /division by zero/, 'division by zero'],
  ['1d6/1d6', 5, /whole number/, 'division by dice'],
  ['10/(1+1)', 4, /whole number/, 'division by an expression'],
  ['10/-2', 4, /whole number/, 'division by a negative number'],
];

const LIMIT: readonly BadRow[] = [
  ['1001d6', 1, /1000/, 'too many dice'],
  ['1d1000001', 1, /1000000/, 'too many sides'],
  ['1001k1', 1, /1000/, 'L5R: too many dice'],
  ['1+11000000000', 3, /too large/, 'numbers too large'],
];

/** [rule, code, notation, column, what the message says]. */
const BAD = [
  ...SYNTAX.map(([n, c, says, rule]) => [rule, 'dice/syntax', n, c, says] as const),
  ...INVALID.map(([n, c, says, rule]) => [rule, 'dice/invalid', n, c, says] as const),
  ...LIMIT.map(([n, c, says, rule]) => [rule, 'dice/limit', n, c, says] as const),
];

describe('bad notation is refused with a typed error, the right column and a useful message', () => {
  it.each(BAD)('%s: %s for %j at column %d', (_rule, code, notation, column, says) => {
    const e = diceErrorOf(() => parse(notation));
    expect(e.name).toBe('DiceError');
    expect(e.code).toBe(code);
    expect(e.column).toBe(column);
    expect(e.message.length).toBeGreaterThan(10);
    expect(e.message).toMatch(says);
    // roll and compile refuse the same notation the same way.
    expect(diceErrorOf(() => roll(notation, { seed: 1 })).toJSON()).toEqual(e.toJSON());
    expect(diceErrorOf(() => compile(notation)).toJSON()).toEqual(e.toJSON());
  });
});

describe('limits (refused before any work)', () => {
  it(`notation longer than ${LIMITS.maxLength} characters is refused`, () => {
    const long = `1d6${'+1'.repeat(499)}`; // 1001 characters
    expect(long.length).toBe(1001);
    const e = diceErrorOf(() => parse(long));
    expect(e.code).toBe('dice/limit');
    expect(e.message).toMatch(/1001 characters.*1000/);
    expect(format(parse(`1d6${' '.repeat(997)}`))).toBe('1d6'); // exactly 1000 is fine
  });

  it(`more than ${LIMITS.maxTerms} terms are refused at the first extra term`, () => {
    const hundred = Array.from({ length: 100 }, () => '1').join('+');
    expect(roll(hundred).total).toBe(100);
    const e = diceErrorOf(() => parse(`${hundred}+1`));
    expect(e.code).toBe('dice/limit');
    expect(e.column).toBe(201);
    expect(e.message).toMatch(/too many terms/);
  });

  it('the limits are the documented ones', () => {
    expect(LIMITS).toMatchObject({
      maxDice: 1000,
      maxSides: 1_000_000,
      maxNumber: 1_000_000_000,
      maxTerms: 100,
      maxLength: 1000,
      maxExplodeChance: 0.5,
    });
    expect(() => parse('1000d1000000')).not.toThrow();
    expect(() => parse('1000000000')).not.toThrow();
    expect(diceErrorOf(() => parse('1000000001')).code).toBe('dice/limit');
    // Exactly half of the faces may explode.
    expect(() => parse('1d6!>=4')).not.toThrow();
    expect(() => parse('6k3!>=6')).not.toThrow();
  });

  it('parse refuses a notation that is not a string', () => {
    const e = diceErrorOf(() => parse(42 as unknown as string));
    expect(e.code).toBe('dice/syntax');
  });
});

describe('errors found when planning the roll (after parsing)', () => {
  it.each([
    ['-3k0', /penalty such as -3k0 needs a pool/],
    ['5-2k0', /needs a pool/],
    ['2*6k3-1k0', /needs a pool/], // 6k3 belongs to the product, so -1k0 has no pool
    ['6k3ro1+2k2r1', /different rerolls/],
    ['6k3!>=9+1k1!=10', /different explosions/],
    ['6k3u+1k1!>=9', /unskilled/],
  ])('%s parses but cannot be rolled: dice/invalid', (notation, says) => {
    expect(() => parse(notation)).not.toThrow();
    const e = diceErrorOf(() => roll(notation, { seed: 1 }));
    expect(e.code).toBe('dice/invalid');
    expect(e.message).toMatch(says);
    expect(diceErrorOf(() => compile(notation)).toJSON()).toEqual(e.toJSON());
  });

  it('a refused roll draws nothing from the generator', () => {
    const rng = createRng(5);
    const before = rng.state();
    expect(() => roll('-3k0', { rng })).toThrow(DiceError);
    expect(() => roll('1d6kh2', { rng })).toThrow(DiceError);
    expect(rng.state()).toEqual(before);
  });

  it('faces and an rng together are refused (dice/option), before any draw', () => {
    const rng = createRng(5);
    const before = rng.state();
    const e = diceErrorOf(() => roll('1d6', { rng, faces: [3] }));
    expect(e.code).toBe('dice/option');
    expect(rng.state()).toEqual(before);
  });
});

describe('DiceError helpers', () => {
  it('toJSON carries code, message and column only when there is one', () => {
    expect(new DiceError('dice/syntax', 'bad', 4).toJSON()).toEqual({
      code: 'dice/syntax',
      message: 'bad',
      column: 4,
    });
    expect(new DiceError('dice/faces', 'bad').toJSON()).toEqual({
      code: 'dice/faces',
      message: 'bad',
    });
  });

  it('isDiceError tells DiceErrors from other errors', () => {
    expect(isDiceError(diceErrorOf(() => parse('2d')))).toBe(true);
    expect(isDiceError(new Error('x'))).toBe(false);
    expect(isDiceError('dice/syntax')).toBe(false);
  });

  it('attempt turns a DiceError into a value and rethrows anything else', () => {
    expect(attempt(() => parse('2d6'))).toEqual({ ok: true, value: parse('2d6') });
    const failed = attempt(() => parse('2d'));
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error.code).toBe('dice/syntax');
    expect(() =>
      attempt(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});

describe('trees and options from outside parse are checked too', () => {
  it('a hand-built tree with too many dice is refused by roll, compile and odds', () => {
    const tree = { type: 'dice', count: 5000, sides: 6, modifiers: {} } as const;
    expect(() => roll(tree)).toThrow(/at most 1000/);
    expect(() => compile(tree)).toThrow(DiceError);
    expect(() => odds(tree)).toThrow(DiceError);
  });

  it('a hand-built tree dividing by dice is refused', () => {
    const die = { type: 'dice', count: 1, sides: 6, modifiers: {} } as const;
    expect(() => roll({ type: 'binary', op: '/', left: die, right: die })).toThrow(
      /divides by a whole number/,
    );
  });

  it('something that is not a tree at all is a dice/invalid error', () => {
    expect(() => roll({ type: 'nonsense' } as unknown as Parameters<typeof roll>[0])).toThrow(
      DiceError,
    );
  });

  it('a bad seed is a dice/option error, not a RangeError', () => {
    try {
      roll('1d6', { seed: 1.5 });
      expect.unreachable();
    } catch (e) {
      expect((e as DiceError).code).toBe('dice/option');
    }
  });

  it('a pool explosion given twice is refused (6k3!!)', () => {
    expect(() => parse('6k3!!')).toThrow(/given twice/);
    expect(() => parse('6k3!>=9!')).toThrow(/given twice/);
  });
});
