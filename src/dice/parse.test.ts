import { describe, expect, it } from 'vitest';
import type { Expr } from './ast.js';
import { format, parse } from './index.js';

/** Input notation → canonical notation (format(parse(input))). */
const CANONICAL: readonly (readonly [string, string, string])[] = [
  // [rule, input, canonical]
  ['NdM', '2d6', '2d6'],
  ['dM means 1dM', 'd20', '1d20'],
  ['d% is a d100', 'd%', '1d%'],
  ['dF is a Fudge die', '4dF', '4dF'],
  ['lower-case f sides mean Fudge', '4df', '4dF'],
  ['a plain number', '7', '7'],
  ['several groups and a number', '2d6+1d4+3', '2d6+1d4+3'],
  ['subtraction', '1d20-2', '1d20-2'],
  ['parentheses that precedence needs are kept', '(1d8+2)*2', '(1d8+2)*2'],
  ['parentheses that precedence does not need are dropped', '((1d8)+(2))', '1d8+2'],
  ['left-associative chains need no parentheses', '(2-3)+4', '2-3+4'],
  ['a right operand of the same precedence keeps its parentheses', '2-(3-4)', '2-(3-4)'],
  ['a right product needs parentheses under * too', '2*(3*4)', '2*(3*4)'],
  ['division by a literal', '1d6/2', '1d6/2'],
  ['parenthesised divisor literal', '10/(2)', '10/2'],
  ['unary minus binds tighter than /', '-7/2', '-7/2'],
  ['negated group', '-(2d6)', '-2d6'],
  ['negated sum keeps its parentheses', '-(2d6+1)', '-(2d6+1)'],
  ['a negation on the right is parenthesised', '2*-3', '2*(-3)'],
  ['double negation', '-(-3)', '--3'],
  ['keep highest', '4d6kh3', '4d6kh3'],
  ['k is keep highest', '4d6k3', '4d6kh3'],
  ['keep lowest', '4d6kl1', '4d6kl1'],
  ['drop lowest', '4d6dl1', '4d6dl1'],
  ['d after the sides is drop lowest', '4d6d1', '4d6dl1'],
  ['drop highest', '4d6dh1', '4d6dh1'],
  ['advantage', '2d20kh1', '2d20kh1'],
  ['disadvantage', '2d20kl1', '2d20kl1'],
  ['explode on the highest face', '3d6!', '3d6!'],
  ['explode on a compare point', '3d6!>=5', '3d6!>=5'],
  ['explode on a bare face', '3d6!6', '3d6!=6'],
  ['compound', '3d6!!', '3d6!!'],
  ['penetrate', '3d6!p', '3d6!p'],
  ['compound and penetrate', '3d6!!p', '3d6!!p'],
  ['penetrate on a compare point', '3d6!p>5', '3d6!p>5'],
  ['reroll until', '1d6r<3', '1d6r<3'],
  ['reroll once', '1d6ro<3', '1d6ro<3'],
  ['a bare reroll face', '1d6r1', '1d6r1'],
  ['=N is written bare', '1d6r=1', '1d6r1'],
  ['a negative = compare point keeps its =', '4dFr=-1', '4dFr=-1'],
  ['success counting', '5d10>=8', '5d10>=8'],
  ['success with failures', '5d10>=8f1', '5d10>=8f1'],
  ['failures on a compare point', '5d10>=8f<3', '5d10>=8f<3'],
  ['success on =', '4d6=6', '4d6=6'],
  ['critical success and failure marks', '1d20cs20cf1', '1d20cs20cf1'],
  ['critical mark on a compare point', '1d20cs>=19', '1d20cs>=19'],
  ['min clamp', '1d6min2', '1d6min2'],
  ['max clamp', '1d6max5', '1d6max5'],
  ['negative min', '4dFmin-1', '4dFmin-1'],
  ['modifiers in canonical order', '1d6max5min2', '1d6min2max5'],
  ['modifiers in canonical order (reroll, explode, keep)', '2d6!kh1r1', '2d6r1!kh1'],
  ['success before failure', '1d6f1>3', '1d6>3f1'],
  ['crit marks last', '2d20cf1kh1cs20', '2d20kh1cs20cf1'],
  [
    'every modifier at once',
    '4d10cf1cs10kh2!p>=9f1>=7r2min1max10',
    '4d10min1max10r2>=7f1!p>=9kh2cs10cf1',
  ],
  ['L5R roll and keep', '6k3', '6k3'],
  ['roll and keep plus a modifier', '6k3+5', '6k3+5'],
  ['unskilled roll', '6k3u', '6k3u'],
  ['Emphasis rerolls 1s once', '6k3ro1', '6k3ro1'],
  ['explode on 9 and 10', '6k3!>=9', '6k3!>=9'],
  ['a bare ! is the default explosion on 10', '6k3!', '6k3'],
  ['all L5R variants at once', '6k3!>=9ro1', '6k3ro1!>=9'],
  ['dice penalty', '6k4-3k0', '6k4-3k0'],
  ['pool terms added together', '6k3+1k1-2k0', '6k3+1k1-2k0'],
  ['roll and keep times a number', '2*6k3', '2*6k3'],
];

describe('canonical notation (format(parse(s)))', () => {
  it.each(CANONICAL)('%s: %s → %s', (_rule, input, canonical) => {
    expect(format(parse(input))).toBe(canonical);
  });

  it.each(CANONICAL)(
    '%s: %s has the fixed point %s, with the same tree',
    (_rule, input, canonical) => {
      expect(format(parse(canonical))).toBe(canonical);
      expect(parse(canonical)).toEqual(parse(input));
    },
  );
});

describe('case and spaces', () => {
  it.each([
    ['2D6', '2d6'],
    ['4DF', '4dF'],
    ['D%', '1d%'],
    ['4D6KH3', '4d6kh3'],
    ['4D6K3', '4d6kh3'],
    ['4D6DL1', '4d6dl1'],
    ['3D6!P', '3d6!p'],
    ['3D6!!P', '3d6!!p'],
    ['1D6RO1', '1d6ro1'],
    ['5D10>=8F1', '5d10>=8f1'],
    ['1D20CS20CF1', '1d20cs20cf1'],
    ['1D6MIN2MAX5', '1d6min2max5'],
    ['6K3', '6k3'],
    ['6K3RO1', '6k3ro1'],
    ['6K3U', '6k3u'],
  ])('notation is case-insensitive: %s → %s', (input, canonical) => {
    expect(format(parse(input))).toBe(canonical);
  });

  it.each([
    [' 2d6 + 3 ', '2d6+3'],
    ['2d6+ 1d4 -3', '2d6+1d4-3'],
    ['( 1d8 + 2 ) * 2', '(1d8+2)*2'],
    ['\t6k4 - 3k0\t', '6k4-3k0'],
    ['1d6 / 2', '1d6/2'],
    ['- 3', '-3'],
  ])('spaces and tabs around operators are ignored: %j → %s', (input, canonical) => {
    expect(format(parse(input))).toBe(canonical);
  });
});

describe('parse builds the documented tree', () => {
  it.each<[string, Expr]>([
    ['d20', { type: 'dice', count: 1, sides: 20, modifiers: {} }],
    ['d%', { type: 'dice', count: 1, sides: '%', modifiers: {} }],
    ['4dF', { type: 'dice', count: 4, sides: 'F', modifiers: {} }],
    [
      '2d20kh1',
      { type: 'dice', count: 2, sides: 20, modifiers: { keep: { kind: 'kh', count: 1 } } },
    ],
    ['4d6d1', { type: 'dice', count: 4, sides: 6, modifiers: { keep: { kind: 'dl', count: 1 } } }],
    ['3d6!', { type: 'dice', count: 3, sides: 6, modifiers: { explode: { mode: 'explode' } } }],
    [
      '3d6!!p>=5',
      {
        type: 'dice',
        count: 3,
        sides: 6,
        modifiers: { explode: { mode: 'compound-penetrate', on: { op: '>=', value: 5 } } },
      },
    ],
    [
      '1d6ro<3',
      {
        type: 'dice',
        count: 1,
        sides: 6,
        modifiers: { reroll: { once: true, on: { op: '<', value: 3 } } },
      },
    ],
    [
      '5d10>=8f1',
      {
        type: 'dice',
        count: 5,
        sides: 10,
        modifiers: { success: { op: '>=', value: 8 }, failure: { op: '=', value: 1 } },
      },
    ],
    [
      '1d20cs20cf<=2min2max19',
      {
        type: 'dice',
        count: 1,
        sides: 20,
        modifiers: {
          critSuccess: { op: '=', value: 20 },
          critFailure: { op: '<=', value: 2 },
          min: 2,
          max: 19,
        },
      },
    ],
    ['6k3', { type: 'rollKeep', rolled: 6, kept: 3, modifiers: {} }],
    ['6k3u', { type: 'rollKeep', rolled: 6, kept: 3, modifiers: { unskilled: true } }],
    [
      '6k3ro1',
      {
        type: 'rollKeep',
        rolled: 6,
        kept: 3,
        modifiers: { reroll: { once: true, on: { op: '=', value: 1 } } },
      },
    ],
    [
      '6k3!>=9',
      { type: 'rollKeep', rolled: 6, kept: 3, modifiers: { explodeOn: { op: '>=', value: 9 } } },
    ],
    [
      '6k4-3k0',
      {
        type: 'binary',
        op: '-',
        left: { type: 'rollKeep', rolled: 6, kept: 4, modifiers: {} },
        right: { type: 'rollKeep', rolled: 3, kept: 0, modifiers: {} },
      },
    ],
    [
      '(1d8+2)*2',
      {
        type: 'binary',
        op: '*',
        left: {
          type: 'binary',
          op: '+',
          left: { type: 'dice', count: 1, sides: 8, modifiers: {} },
          right: { type: 'number', value: 2 },
        },
        right: { type: 'number', value: 2 },
      },
    ],
    [
      '1-2-3',
      {
        type: 'binary',
        op: '-',
        left: {
          type: 'binary',
          op: '-',
          left: { type: 'number', value: 1 },
          right: { type: 'number', value: 2 },
        },
        right: { type: 'number', value: 3 },
      },
    ],
    [
      '-7/2',
      {
        type: 'binary',
        op: '/',
        left: { type: 'negate', operand: { type: 'number', value: 7 } },
        right: { type: 'number', value: 2 },
      },
    ],
  ])('%s', (input, tree) => {
    expect(parse(input)).toEqual(tree);
  });

  it('number literals are never negative: a minus sign is a negation node', () => {
    expect(parse('-3')).toEqual({ type: 'negate', operand: { type: 'number', value: 3 } });
  });
});
