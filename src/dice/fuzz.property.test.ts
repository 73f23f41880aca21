/**
 * Fuzzing the notation (docs/fuzzing.md): random text and random valid notations through parse,
 * roll, compile and odds. Nothing but a DiceError may be thrown, no call may take more than about
 * a second, and the faces a seeded roll records are accepted back as physical dice, giving the
 * same total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTATION_PIECES } from '../../test/support/expr-arbitraries.js';
import { expectTypedOrNothing, params } from '../testing/fuzz-kit.js';
import { compile, createRng, odds, parse, roll, type RollRecord } from './index.js';

/** The notation's pieces, and numbers at and past the limits. */
const PIECES = [
  ...NOTATION_PIECES,
  '!p',
  '!!p',
  '%',
  'F',
  '999999999',
  '1000000',
  '9007199254740993',
  '1e5',
];

/** Text made of notation pieces: mostly nonsense, sometimes valid. */
const noise = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 })
  .map((a) => a.join(''));

const sides = fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20, 100);

/** A valid dice group: count, sides and modifiers that parse accepts. */
const group = fc
  .record({
    count: fc.integer({ min: 1, max: 5 }),
    sides,
    min: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
    max: fc.option(fc.integer({ min: 0, max: 25 }), { nil: undefined }),
    reroll: fc.option(fc.constantFrom('r1', 'ro1', 'ro<3', 'r<2'), { nil: undefined }),
    explode: fc.option(fc.constantFrom('!', '!!', '!p', '!!p'), { nil: undefined }),
    keep: fc.option(fc.constantFrom('kh1', 'kl1', 'dl1', 'dh1'), { nil: undefined }),
    success: fc.option(fc.constantFrom('>=4', '>=8', '=1'), { nil: undefined }),
  })
  .map((g) => {
    let s = `${g.count}d${g.sides}`;
    if (g.min !== undefined) s += `min${g.min}`;
    if (g.max !== undefined && (g.min === undefined || g.max >= g.min)) s += `max${g.max}`;
    if (g.reroll) s += g.reroll;
    if (g.success) s += g.success;
    if (g.explode) s += g.explode;
    if (g.keep && g.count > 1) s += g.keep;
    return s;
  });

const pool = fc
  .record({
    rolled: fc.integer({ min: 1, max: 14 }),
    kept: fc.integer({ min: 1, max: 12 }),
    mod: fc.constantFrom('', 'u', 'ro1', '!>=9'),
  })
  .map((p) => `${p.rolled}k${p.kept}${p.mod}`);

const term = fc.oneof(group, pool, fc.integer({ min: 0, max: 50 }).map(String));
const expression = fc
  .array(fc.tuple(fc.constantFrom('+', '-', '*'), term), { maxLength: 3 })
  .chain((rest) => term.map((first) => first + rest.map(([op, t]) => op + t).join('')))
  .filter((text) => {
    // Some combinations are refused by design (every face explodes, ...): keep the valid ones.
    try {
      roll(parse(text));
      return true;
    } catch {
      return false;
    }
  });

/** The faces a record shows, in the order they were rolled. */
function printedFaces(r: RollRecord): number[] {
  return r.terms.flatMap((t) => t.dice.flatMap((d) => [...(d.rerolled ?? []), ...d.faces]));
}

function timed(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

describe('fuzz: notation', () => {
  it('random text through parse, roll, compile and odds throws only DiceErrors, quickly', () => {
    fc.assert(
      fc.property(fc.oneof(noise, expression, fc.string({ maxLength: 30 })), (text) => {
        for (const fn of [
          () => roll(text, { seed: 1 }),
          () => compile(text).roll(createRng(1)),
          () => odds(text),
        ]) {
          const ms = timed(() => {
            expectTypedOrNothing(fn, text);
          });
          // About a second on the reference machine; generous here, the machine is shared.
          expect(ms, text).toBeLessThan(5000);
        }
      }),
      params(150),
    );
  });

  it('every total is a safe integer, the same on the compiled fast path', () => {
    fc.assert(
      fc.property(expression, fc.integer(), (text, seed) => {
        const r = roll(text, { seed });
        expect(Number.isSafeInteger(r.total), text).toBe(true);
        expect(compile(text).roll(createRng(seed))).toBe(r.total);
      }),
      params(150),
    );
  });

  it('faces typed back: a seeded roll’s printed faces, typed in, give the same total', () => {
    fc.assert(
      fc.property(expression, fc.integer(), (text, seed) => {
        const seeded = roll(text, { seed });
        const typed = roll(text, { faces: printedFaces(seeded) });
        expect(typed.total, text).toBe(seeded.total);
      }),
      params(300),
    );
  });
});
