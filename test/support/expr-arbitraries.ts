/**
 * Random VALID dice expression trees for property tests (kept outside src/ so that fast-check, a
 * dev dependency, is never built into the package). It builds only trees the parser accepts,
 * checking validity with its own brute-force oracle (not the module's validate.ts):
 * - counts 1..20, sides 1..100, '%' or 'F'; number literals 0..1000; '/' only by a literal 1..12;
 * - keep counts <= count, min <= max, failures only with successes;
 * - explosions on at most half the (clamped) faces, `r` rerolls that some face escapes;
 * - roll-and-keep terms only in "pool chains" whose first term is positive, sharing one set of
 *   modifiers, and only where the chain cannot merge with another (at the root, or as an operand
 *   of * or /), since plan.ts merges every +/- chain through negations into one pool.
 */
import fc from 'fast-check';
import type {
  BinaryOp,
  CompareOp,
  ComparePoint,
  DiceModifiers,
  DiceNode,
  ExplodeMode,
  Expr,
  KeepKind,
  Reroll,
  RollKeepModifiers,
  RollKeepNode,
  Sides,
} from '../../src/dice/ast.js';
import { LIMITS, format } from '../../src/dice/index.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

// ---------------------------------------------------------------------------------------------
// An independent oracle for faces and compare points.

export function range(sides: Sides): [number, number] {
  if (sides === '%') return [1, 100];
  if (sides === 'F') return [-1, 1];
  return [1, sides];
}

export function hit(cp: ComparePoint, v: number): boolean {
  if (cp.op === '=') return v === cp.value;
  if (cp.op === '<') return v < cp.value;
  if (cp.op === '>') return v > cp.value;
  if (cp.op === '<=') return v <= cp.value;
  return v >= cp.value;
}

/** Every face of the die after clamps, one entry per uniform face. */
export function clampedFaces(lo: number, hi: number, min?: number, max?: number): number[] {
  const out: number[] = [];
  for (let f = lo; f <= hi; f++) {
    let v = f;
    if (min !== undefined && v < min) v = min;
    if (max !== undefined && v > max) v = max;
    out.push(v);
  }
  return out;
}

function share(faces: readonly number[], cp: ComparePoint): number {
  return faces.filter((f) => hit(cp, f)).length / faces.length;
}

// ---------------------------------------------------------------------------------------------
// Generators.

const COMPARE_OPS: readonly CompareOp[] = ['=', '<', '>', '<=', '>='];
const EXPLODE_MODES: readonly ExplodeMode[] = [
  'explode',
  'compound',
  'penetrate',
  'compound-penetrate',
];
const KEEP_KINDS: readonly KeepKind[] = ['kh', 'kl', 'dh', 'dl'];

/** fc.record with plain objects only: the parser never builds null-prototype objects. */
export function record<T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }): fc.Arbitrary<T> {
  return fc.record(model, { noNullPrototype: true });
}

/** `a` one time in `1 + absentWeight`, else undefined. */
function sometimes<T>(a: fc.Arbitrary<T>, absentWeight = 2): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: absentWeight },
    { arbitrary: a, weight: 1 },
  );
}

function comparePointArb(lo: number, hi: number): fc.Arbitrary<ComparePoint> {
  return record({
    op: fc.constantFrom(...COMPARE_OPS),
    value: fc.integer({ min: lo - 2, max: hi + 2 }),
  });
}

const sidesArb: fc.Arbitrary<Sides> = fc.oneof(
  fc.constantFrom<Sides>(2, 4, 6, 8, 10, 12, 20, '%', 'F'),
  fc.integer({ min: 1, max: 100 }),
);

interface GenOptions {
  /** min/max clamps hide the raw faces in the record; the replay property needs them off. */
  readonly clamps: boolean;
}

export function diceArb(options: GenOptions): fc.Arbitrary<DiceNode> {
  return fc
    .tuple(fc.integer({ min: 1, max: 20 }), sidesArb)
    .chain(([count, sides]) => {
      const [lo, hi] = range(sides);
      const cp = comparePointArb(lo, hi);
      const clamp = options.clamps
        ? sometimes(fc.integer({ min: lo - 1, max: hi + 1 }), 4)
        : fc.constant(undefined);
      return record({
        count: fc.constant(count),
        sides: fc.constant(sides),
        min: clamp,
        max: clamp,
        reroll: sometimes(record({ once: fc.boolean(), on: cp }), 4),
        explode: sometimes(
          record({ mode: fc.constantFrom(...EXPLODE_MODES), on: sometimes(cp, 1) }),
          3,
        ),
        keep: sometimes(
          record({
            kind: fc.constantFrom(...KEEP_KINDS),
            count: fc.integer({ min: 0, max: count }),
          }),
          3,
        ),
        success: sometimes(cp, 4),
        failure: sometimes(cp, 1),
        critSuccess: sometimes(cp, 5),
        critFailure: sometimes(cp, 5),
      });
    })
    .map((raw) => {
      const [lo, hi] = range(raw.sides);
      const m: Mutable<DiceModifiers> = {};
      let { min, max } = raw;
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      if (min !== undefined) m.min = min;
      if (max !== undefined) m.max = max;
      const faces = clampedFaces(lo, hi, min, max);
      if (raw.reroll) {
        // `r` must leave some face that stops it; otherwise reroll once.
        const once = raw.reroll.once || share(faces, raw.reroll.on) >= 1;
        m.reroll = { once, on: raw.reroll.on };
      }
      if (raw.explode) {
        const on = raw.explode.on ?? { op: '=', value: Math.max(...faces) };
        if (share(faces, on) <= LIMITS.maxExplodeChance) {
          m.explode =
            raw.explode.on === undefined
              ? { mode: raw.explode.mode }
              : { mode: raw.explode.mode, on: raw.explode.on };
        }
      }
      if (raw.keep) m.keep = raw.keep;
      if (raw.success) {
        m.success = raw.success;
        if (raw.failure) m.failure = raw.failure;
      }
      if (raw.critSuccess) m.critSuccess = raw.critSuccess;
      if (raw.critFailure) m.critFailure = raw.critFailure;
      return { type: 'dice', count: raw.count, sides: raw.sides, modifiers: m } as const;
    });
}

const D10 = clampedFaces(1, 10);

/** One valid set of roll-and-keep modifiers for a whole pool. */
export const poolModifiersArb: fc.Arbitrary<RollKeepModifiers> = record({
  unskilled: fc.boolean(),
  reroll: sometimes(record({ once: fc.boolean(), on: comparePointArb(1, 10) }), 2),
  explodeOn: sometimes(comparePointArb(1, 10), 2),
}).map((raw) => {
  const m: Mutable<RollKeepModifiers> = {};
  if (raw.unskilled) m.unskilled = true;
  if (raw.reroll) {
    const r: Reroll = {
      once: raw.reroll.once || share(D10, raw.reroll.on) >= 1,
      on: raw.reroll.on,
    };
    m.reroll = r;
  }
  if (!raw.unskilled && raw.explodeOn && share(D10, raw.explodeOn) <= LIMITS.maxExplodeChance) {
    m.explodeOn = raw.explodeOn;
  }
  return m;
});

/** Which of the pool's modifiers a term writes (any subset: they merge into the pool). */
const pickArb = record({
  unskilled: fc.boolean(),
  reroll: fc.boolean(),
  explodeOn: fc.boolean(),
});

function rollKeep(
  rolled: number,
  kept: number,
  pool: RollKeepModifiers,
  pick: { unskilled: boolean; reroll: boolean; explodeOn: boolean },
): RollKeepNode {
  const m: Mutable<RollKeepModifiers> = {};
  if (pick.unskilled && pool.unskilled) m.unskilled = true;
  if (pick.reroll && pool.reroll) m.reroll = pool.reroll;
  if (pick.explodeOn && pool.explodeOn) m.explodeOn = pool.explodeOn;
  return { type: 'rollKeep', rolled, kept, modifiers: m };
}

const binary = (op: BinaryOp, left: Expr, right: Expr): Expr => ({
  type: 'binary',
  op,
  left,
  right,
});

const numberArb: fc.Arbitrary<Expr> = fc
  .oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 1000 }))
  .map((value) => ({ type: 'number', value }));

class TreeArbitraries {
  private readonly terms = new Map<number, fc.Arbitrary<Expr>>();
  private readonly chains = new Map<number, fc.Arbitrary<Expr>>();
  private readonly atom: fc.Arbitrary<Expr>;

  constructor(options: GenOptions) {
    this.atom = fc.oneof(numberArb, diceArb(options));
  }

  /** A term of a +/- chain: never a bare roll-and-keep (that would merge with the chain). */
  term(depth: number): fc.Arbitrary<Expr> {
    const cached = this.terms.get(depth);
    if (cached) return cached;
    const arb =
      depth <= 0
        ? this.atom
        : fc.oneof(
            { arbitrary: this.atom, weight: 6 },
            {
              arbitrary: fc
                .tuple(this.factor(depth - 1), this.factor(depth - 1))
                .map(([a, b]) => binary('*', a, b)),
              weight: 2,
            },
            {
              arbitrary: fc
                .tuple(this.factor(depth - 1), fc.integer({ min: 1, max: 12 }))
                .map(([a, n]) => binary('/', a, { type: 'number', value: n })),
              weight: 1,
            },
            {
              arbitrary: this.term(depth - 1).map((operand): Expr => ({ type: 'negate', operand })),
              weight: 1,
            },
          );
    this.terms.set(depth, arb);
    return arb;
  }

  /** An operand of * or /: any term or a whole chain (which stays apart from other chains). */
  factor(depth: number): fc.Arbitrary<Expr> {
    return fc.oneof(
      { arbitrary: this.term(depth), weight: 3 },
      { arbitrary: this.chain(depth), weight: 1 },
    );
  }

  /** A +/- chain of terms, or a pool chain with roll-and-keep terms. */
  chain(depth: number): fc.Arbitrary<Expr> {
    const cached = this.chains.get(depth);
    if (cached) return cached;
    const op = fc.constantFrom<BinaryOp>('+', '-');
    const plain = fc
      .tuple(this.term(depth), fc.array(fc.tuple(op, this.term(depth)), { maxLength: 2 }))
      .map(([first, rest]) => rest.reduce<Expr>((acc, [o, t]) => binary(o, acc, t), first));
    const tail = fc.oneof(
      // Another roll-and-keep term, added or subtracted (a dice penalty such as -3k0).
      record({
        op,
        negated: fc.boolean(),
        rolled: fc.integer({ min: 0, max: 6 }),
        kept: fc.integer({ min: 0, max: 3 }),
        pick: pickArb,
      }).map((t) => ({ kind: 'pool' as const, ...t })),
      fc.tuple(op, this.term(Math.max(0, depth - 1))).map(([o, t]) => ({
        kind: 'term' as const,
        op: o,
        expr: t,
      })),
    );
    const pool = record({
      modifiers: poolModifiersArb,
      rolled: fc.integer({ min: 1, max: 16 }),
      kept: fc.integer({ min: 0, max: 12 }),
      pick: pickArb,
      rest: fc.array(tail, { maxLength: 3 }),
    }).map(({ modifiers, rolled, kept, pick, rest }) => {
      let acc: Expr = rollKeep(rolled, kept, modifiers, pick);
      for (const t of rest) {
        if (t.kind === 'term') {
          acc = binary(t.op, acc, t.expr);
        } else {
          const rk = rollKeep(t.rolled, t.kept, modifiers, t.pick);
          // `+(-XkY)` is a penalty written another way.
          acc = t.negated
            ? binary('+', acc, { type: 'negate', operand: rk })
            : binary(t.op, acc, rk);
        }
      }
      return acc;
    });
    const arb = fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: pool, weight: 2 });
    this.chains.set(depth, arb);
    return arb;
  }
}

function countTerms(e: Expr): number {
  switch (e.type) {
    case 'number':
    case 'dice':
    case 'rollKeep':
      return 1;
    case 'negate':
      return countTerms(e.operand);
    case 'binary':
      return countTerms(e.left) + countTerms(e.right);
  }
}

const withinLimits = (e: Expr): boolean =>
  countTerms(e) <= LIMITS.maxTerms && format(e).length <= LIMITS.maxLength;

/** Random valid trees, clamps included. */
export const exprArb = new TreeArbitraries({ clamps: true }).chain(2).filter(withinLimits);
/** Random valid trees without min/max, whose records show every raw face. */
export const unclampedExprArb = new TreeArbitraries({ clamps: false })
  .chain(2)
  .filter(withinLimits);

/** Pieces of notation, so that random strings are often close to valid. */
export const NOTATION_PIECES = [
  '0',
  '1',
  '2',
  '3',
  '6',
  '10',
  '20',
  '100',
  '1000',
  '99999999999',
  'd',
  'D',
  'd6',
  'd20',
  'd%',
  'dF',
  'k',
  'K',
  '6k3',
  'kh',
  'kl',
  'dh',
  'dl',
  '!',
  '!!',
  'p',
  'r',
  'ro',
  'u',
  'f',
  'cs',
  'cf',
  'min',
  'max',
  '>',
  '<',
  '=',
  '>=',
  '<=',
  '+',
  '-',
  '*',
  '/',
  '(',
  ')',
  ' ',
  '\t',
  'x',
  '.',
  '^',
  'é',
] as const;
