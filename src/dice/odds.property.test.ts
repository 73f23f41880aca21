/**
 * Property tests of the exact odds over random valid expressions and random strings: odds either
 * succeed with a distribution whose mass is 1 or fail with a typed DiceError, and every total the
 * roller produces lies where the odds put probability.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exprArb } from '../../test/support/expr-arbitraries.js';
import { atLeast, checkOdds, DiceError, exactly, odds, roll, type Distribution } from './index.js';

function tryOdds(e: Parameters<typeof odds>[0]): Distribution | DiceError {
  try {
    return odds(e);
  } catch (err) {
    if (err instanceof DiceError) return err;
    throw err;
  }
}

describe('odds over random valid trees', () => {
  it('succeed with total mass 1 or refuse with an odds/* error; rolled totals have probability > 0', () => {
    fc.assert(
      fc.property(exprArb, fc.integer(), (tree, seed) => {
        const d = tryOdds(tree);
        if (d instanceof DiceError) {
          expect(d.code).toMatch(/^odds\//);
          return;
        }
        const mass = d.probabilities.reduce((a, b) => a + b, 0) + d.leftover;
        expect(Math.abs(mass - 1)).toBeLessThan(1e-9);
        const total = roll(tree, { seed }).total;
        const beyond = total > d.min + d.probabilities.length - 1;
        // A total past the computed range can only come from the cut-off explosion tail.
        if (beyond) expect(d.leftover).toBeGreaterThan(0);
        else expect(exactly(d, total)).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('odds over random strings', () => {
  it('return a distribution or throw a DiceError, never anything else', () => {
    const token = fc.constantFrom(
      '1',
      '6',
      '10',
      'd',
      'k',
      'h',
      'l',
      '!',
      '!!',
      'p',
      'r',
      'o',
      '>',
      '<',
      '=',
      'f',
      '%',
      'F',
      '+',
      '-',
      '*',
      '/',
      '(',
      ')',
      'u',
      'cs',
      'min',
      'max',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        const text = tokens.join('');
        const d = tryOdds(text);
        if (!(d instanceof DiceError)) expect(d.probabilities.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('capped odds agree with full odds at every TN', () => {
  it('checkOdds(e, tn) equals P(≥ tn) of the full distribution, low and negative TNs included', () => {
    const exprs = [
      '2k1',
      '6k3',
      '10k10',
      '13k9',
      '2d20kh1+5',
      '4d6dl1',
      '3d6!',
      '2d6!!+1d4',
      '5d10>=8f1',
      '6k3-3k0+2',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...exprs), fc.integer({ min: -20, max: 80 }), (e, tn) => {
        const full = atLeast(odds(e), tn);
        expect(Math.abs(checkOdds(e, tn).probability - full)).toBeLessThan(1e-12);
      }),
      { numRuns: 400 },
    );
  });
});
