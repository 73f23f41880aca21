/**
 * Fuzzing the notation: any string either parses or is refused with a DiceError, never another
 * exception; whatever parses has a canonical form; and whatever rolls, compiles to the same total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTATION_PIECES as TOKENS } from '../../test/support/expr-arbitraries.js';
import { DiceError, compile, createRng, format, parse, roll, type Expr } from './index.js';

const tokenStringArb = fc
  .array(fc.constantFrom(...TOKENS), { maxLength: 16 })
  .map((parts) => parts.join(''));

/** Any string at all, including lone surrogates and control characters. */
const anyStringArb = fc.string({ unit: 'binary', maxLength: 24 });

/**
 * Notation that follows the grammar but not the rules: modifiers in any number and order, keep
 * counts above the dice, explosions on most faces, penalties without a pool, division by dice...
 * Most of it parses, much of it is refused by validation or planning.
 */
const looseNotationArb: fc.Arbitrary<string> = (() => {
  const int = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom(20, 100, 1000, 1001));
  const cp = fc
    .tuple(fc.constantFrom('', '=', '<', '>', '<=', '>='), fc.integer({ min: -2, max: 12 }))
    .map(([op, v]) => (op === '' && v < 0 ? `=${v}` : `${op}${v}`));
  const diceModifier = fc.oneof(
    fc.tuple(fc.constantFrom('kh', 'kl', 'dh', 'dl', 'k', 'd'), int).map(([k, n]) => `${k}${n}`),
    fc.tuple(fc.constantFrom('!', '!!', '!p', '!!p'), fc.option(cp)).map(([e, c]) => e + (c ?? '')),
    fc.tuple(fc.constantFrom('r', 'ro', 'f', 'cs', 'cf', ''), cp).map(([m, c]) => m + c),
    fc
      .tuple(fc.constantFrom('min', 'max'), fc.integer({ min: -2, max: 12 }))
      .map(([m, n]) => `${m}${n}`),
  );
  const dice = fc
    .tuple(
      fc.option(int),
      fc.oneof(int.map(String), fc.constantFrom('%', 'F')),
      fc.array(diceModifier, { maxLength: 3 }),
    )
    .map(([n, sides, mods]) => `${n ?? ''}d${sides}${mods.join('')}`);
  const rkModifier = fc.oneof(
    fc.constant('u'),
    fc.tuple(fc.constantFrom('r', 'ro'), cp).map(([m, c]) => m + c),
    fc.option(cp).map((c) => `!${c ?? ''}`),
  );
  const rollKeep = fc
    .tuple(int, int, fc.array(rkModifier, { maxLength: 2 }))
    .map(([x, y, mods]) => `${x}k${y}${mods.join('')}`);
  const term = fc.oneof(int.map(String), dice, rollKeep, rollKeep);
  const op = fc.constantFrom('+', '-', '*', '/', '+', '-');
  return fc
    .tuple(
      fc.boolean(),
      term,
      fc.array(fc.tuple(op, fc.boolean(), term, fc.boolean()), { maxLength: 4 }),
    )
    .map(([neg, first, rest]) => {
      let s = (neg ? '-' : '') + first;
      for (const [o, negated, t, wrap] of rest)
        s = wrap ? `(${s})${o}${t}` : `${s}${o}${negated ? '-' : ''}${t}`;
      return s;
    });
})();

const notationArb = fc.oneof(tokenStringArb, anyStringArb, looseNotationArb);

/** Calls `fn`; returns its value, or undefined when it throws a DiceError with a dice/ code. */
function valueOrDiceError<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DiceError);
    const error = e as DiceError;
    expect(error.code.startsWith('dice/')).toBe(true);
    expect(error.message.length).toBeGreaterThan(0);
    if (error.column !== undefined) {
      expect(Number.isInteger(error.column)).toBe(true);
      expect(error.column).toBeGreaterThanOrEqual(1);
    }
    return undefined;
  }
}

describe('random strings', () => {
  it('parse returns a tree or throws a DiceError (code dice/…), never another exception', () => {
    fc.assert(
      fc.property(notationArb, (s) => {
        valueOrDiceError(() => parse(s));
      }),
      { numRuns: 500 },
    );
  });

  it('an error column points inside the notation, or just past its end', () => {
    fc.assert(
      fc.property(notationArb, (s) => {
        try {
          parse(s);
        } catch (e) {
          const column = (e as DiceError).column;
          if (column !== undefined) expect(column).toBeLessThanOrEqual(s.length + 1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('whatever parses has a canonical form that parses to the same tree', () => {
    fc.assert(
      fc.property(notationArb, (s) => {
        const tree = valueOrDiceError(() => parse(s));
        if (tree === undefined) return;
        const canonical = format(tree);
        expect(parse(canonical)).toStrictEqual(tree);
        expect(format(parse(canonical))).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it('whatever parses either rolls or throws a DiceError, and compile agrees with roll', () => {
    fc.assert(
      fc.property(fc.oneof(looseNotationArb, tokenStringArb), fc.integer(), (s, seed) => {
        const tree: Expr | undefined = valueOrDiceError(() => parse(s));
        if (tree === undefined) return;
        const record = valueOrDiceError(() => roll(tree, { rng: createRng(seed) }));
        const compiled = valueOrDiceError(() => compile(tree));
        // Both refuse the same trees (e.g. a penalty with no pool), or both roll.
        expect(compiled === undefined).toBe(record === undefined);
        if (record === undefined || compiled === undefined) return;
        expect(compiled.roll(createRng(seed))).toBe(record.total);
      }),
      { numRuns: 500 },
    );
  });

  it('near-valid notation: valid notation with one character removed, doubled or swapped', () => {
    const valid = fc.constantFrom(
      '6k3+5',
      '2d20kh1+5',
      '(1d8+2)*2',
      '6k4-3k0',
      '5d10>=8f1',
      '3d6!!p>=5',
      '1d20cs20cf1min2max19',
      '6k3ro1!>=9',
      '4dF+d%/2',
    );
    const mutated = fc
      .tuple(valid, fc.nat(), fc.constantFrom('remove', 'double', 'swap'))
      .map(([s, at, how]) => {
        const i = at % s.length;
        if (how === 'remove') return s.slice(0, i) + s.slice(i + 1);
        if (how === 'double') return s.slice(0, i + 1) + s.slice(i);
        return s.slice(0, i) + s.slice(i + 1, i + 2) + s.slice(i, i + 1) + s.slice(i + 2);
      });
    fc.assert(
      fc.property(mutated, fc.integer(), (s, seed) => {
        const tree = valueOrDiceError(() => parse(s));
        if (tree !== undefined) valueOrDiceError(() => roll(tree, { seed }));
      }),
      { numRuns: 300 },
    );
  });
});
