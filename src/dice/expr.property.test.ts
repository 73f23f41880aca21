/**
 * Property tests over random VALID expression trees: the format/parse round trip, rolling, replaying
 * a roll from its own faces, and compile drawing exactly like roll.
 *
 * The tree generator lives here (not in a shared helper) because a non-test module under src/ would
 * be built and shipped, and fast-check is a dev dependency. It builds only trees the parser accepts,
 * checking validity with its own brute-force oracle (not the module's validate.ts):
 * - counts 1..20, sides 1..100, '%' or 'F'; number literals 0..1000; '/' only by a literal 1..12;
 * - keep counts <= count, min <= max, failures only with successes;
 * - explosions on at most half the (clamped) faces, `r` rerolls that some face escapes;
 * - roll-and-keep terms only in "pool chains" whose first term is positive, sharing one set of
 *   modifiers, and only where the chain cannot merge with another (at the root, or as an operand
 *   of * or /), since plan.ts merges every +/- chain through negations into one pool.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
} from './ast.js';
import {
  LIMITS,
  compile,
  createRng,
  format,
  parse,
  roll,
  type DieRoll,
  type PoolTermRecord,
  type RollRecord,
} from './index.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

// ---------------------------------------------------------------------------------------------
// An independent oracle for faces and compare points.

function range(sides: Sides): [number, number] {
  if (sides === '%') return [1, 100];
  if (sides === 'F') return [-1, 1];
  return [1, sides];
}

function hit(cp: ComparePoint, v: number): boolean {
  if (cp.op === '=') return v === cp.value;
  if (cp.op === '<') return v < cp.value;
  if (cp.op === '>') return v > cp.value;
  if (cp.op === '<=') return v <= cp.value;
  return v >= cp.value;
}

/** Every face of the die after clamps, one entry per uniform face. */
function clampedFaces(lo: number, hi: number, min?: number, max?: number): number[] {
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
function record<T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }): fc.Arbitrary<T> {
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

function diceArb(options: GenOptions): fc.Arbitrary<DiceNode> {
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
const poolModifiersArb: fc.Arbitrary<RollKeepModifiers> = record({
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
const exprArb = new TreeArbitraries({ clamps: true }).chain(2).filter(withinLimits);
/** Random valid trees without min/max, whose records show every raw face. */
const unclampedExprArb = new TreeArbitraries({ clamps: false }).chain(2).filter(withinLimits);

const seedArb = fc.integer();

// ---------------------------------------------------------------------------------------------

describe('the tree generator', () => {
  it('builds trees with every kind of node (a check that the properties below test something)', () => {
    const samples = fc.sample(exprArb, { numRuns: 500, seed: 1 });
    const kinds = new Set<string>();
    const visit = (e: Expr): void => {
      kinds.add(e.type === 'binary' ? `binary${e.op}` : e.type);
      if (e.type === 'binary') {
        visit(e.left);
        visit(e.right);
      } else if (e.type === 'negate') visit(e.operand);
      else if (e.type === 'dice') for (const k of Object.keys(e.modifiers)) kinds.add(k);
      else if (e.type === 'rollKeep')
        for (const k of Object.keys(e.modifiers)) kinds.add(`rk.${k}`);
    };
    samples.forEach(visit);
    expect([...kinds].sort()).toEqual(
      [
        'binary*',
        'binary+',
        'binary-',
        'binary/',
        'critFailure',
        'critSuccess',
        'dice',
        'explode',
        'failure',
        'keep',
        'max',
        'min',
        'negate',
        'number',
        'reroll',
        'rk.explodeOn',
        'rk.reroll',
        'rk.unskilled',
        'rollKeep',
        'success',
      ].sort(),
    );
  });
});

describe('format/parse round trip (random valid trees)', () => {
  it('parse(format(tree)) equals the tree, and format is a fixed point on the result', () => {
    fc.assert(
      fc.property(exprArb, (tree) => {
        const text = format(tree);
        const back = parse(text);
        expect(back).toStrictEqual(tree);
        expect(format(back)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('format(parse(s)) is canonical: upper-cased notation with spaces gives the same text', () => {
    fc.assert(
      fc.property(exprArb, (tree) => {
        const text = format(tree);
        const noisy = text.toUpperCase().replace(/([+*/()])/g, ' $1 ');
        expect(format(parse(noisy))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});

describe('rolling random valid trees', () => {
  it('roll always succeeds with an integer total, and notation rolls like the tree', () => {
    fc.assert(
      fc.property(exprArb, seedArb, (tree, seed) => {
        const record = roll(tree, { seed });
        expect(Number.isInteger(record.total)).toBe(true);
        expect(record.expression).toBe(format(tree));
        expect(record.breakdown.endsWith(` = ${record.total}`)).toBe(true);
        expect(roll(format(tree), { seed })).toStrictEqual(record);
      }),
      { numRuns: 300 },
    );
  });

  it('a roll replays exactly from the faces its own record shows', () => {
    fc.assert(
      fc.property(unclampedExprArb, seedArb, (tree, seed) => {
        const record = roll(tree, { seed });
        const faces = facesInDrawOrder(record);
        expect(roll(tree, { faces })).toStrictEqual(record);
      }),
      { numRuns: 300 },
    );
  });
});

/** The faces a roll drew, in order: per die, its rerolled faces, then its own faces. */
function facesInDrawOrder(record: RollRecord): number[] {
  return record.terms.flatMap((t) => t.dice.flatMap((d) => [...(d.rerolled ?? []), ...d.faces]));
}

describe('compile draws exactly like roll (random valid trees)', () => {
  it('compile(tree).roll(createRng(s)) === roll(tree, { rng: createRng(s) }).total, same rng state after', () => {
    fc.assert(
      fc.property(exprArb, seedArb, (tree, seed) => {
        const compiled = compile(tree);
        expect(compiled.expression).toBe(format(tree));
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 3; i++) {
          expect(compiled.roll(a)).toBe(roll(tree, { rng: b }).total);
          expect(a.state()).toStrictEqual(b.state());
        }
      }),
      { numRuns: 400 },
    );
  });

  it("the same holds with { tenDice: { oddRolledDie: 'bonus' } }", () => {
    const options = { tenDice: { oddRolledDie: 'bonus' } } as const;
    fc.assert(
      fc.property(exprArb, seedArb, (tree, seed) => {
        const total = compile(tree, options).roll(createRng(seed));
        expect(total).toBe(roll(tree, { ...options, rng: createRng(seed) }).total);
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Invariants of single records.

function keptValues(dice: readonly DieRoll[]): number[] {
  return dice.filter((d) => d.kept).map((d) => d.value);
}

describe('the record of one dice group (random groups)', () => {
  it('value, kept dice, explosions and successes follow the modifiers', () => {
    fc.assert(
      fc.property(diceArb({ clamps: true }), seedArb, (node, seed) => {
        const record = roll(node, { seed });
        expect(record.terms).toHaveLength(1);
        const [term] = record.terms;
        if (term?.type !== 'dice') throw new Error('expected a dice group');
        const m = node.modifiers;
        const dice = term.dice;
        const [lo, hi] = range(node.sides);
        const faces = clampedFaces(lo, hi, m.min, m.max);
        const apart = m.explode?.mode === 'explode' || m.explode?.mode === 'penetrate';

        // Dice count: one per die, plus separate explosion dice only for ! and !p.
        expect(dice.filter((d) => !d.fromExplosion)).toHaveLength(node.count);
        if (!apart) expect(dice).toHaveLength(node.count);
        // Every face is a face the (clamped) die can show.
        for (const d of dice) for (const f of d.faces) expect(faces).toContain(f);
        // Rerolls: at most once with ro; the face kept does not match unless the chain stopped.
        for (const d of dice) {
          if (!m.reroll) expect(d.rerolled).toBeUndefined();
          else if (m.reroll.once) expect(d.rerolled?.length ?? 0).toBeLessThanOrEqual(1);
          else if (!d.capped && !d.fromExplosion) {
            // Explosion dice are never rerolled, so only the group's own dice are checked.
            expect(hit(m.reroll.on, d.faces[0] ?? NaN)).toBe(false);
          }
        }
        // Keep/drop: the number of kept dice, and kept dice are never worse than dropped ones.
        const kept = keptValues(dice);
        const dropped = dice.filter((d) => !d.kept).map((d) => d.value);
        if (m.keep) {
          const n = m.keep.kind.startsWith('k') ? m.keep.count : dice.length - m.keep.count;
          expect(kept).toHaveLength(n);
          const high = m.keep.kind === 'kh' || m.keep.kind === 'dl';
          if (kept.length > 0 && dropped.length > 0) {
            if (high) expect(Math.min(...kept)).toBeGreaterThanOrEqual(Math.max(...dropped));
            else expect(Math.max(...kept)).toBeLessThanOrEqual(Math.min(...dropped));
          }
        } else {
          expect(dropped).toHaveLength(0);
        }
        // Value: the sum of kept dice, or successes minus failures among kept dice.
        if (m.success) {
          const s = dice.filter((d) => d.kept && d.success).length;
          const f = dice.filter((d) => d.kept && d.failure).length;
          expect(term.value).toBe(s - f);
          for (const d of dice) {
            if (d.kept) expect(d.success === true).toBe(hit(m.success, d.value));
          }
        } else {
          expect(term.value).toBe(kept.reduce((a, b) => a + b, 0));
        }
        expect(record.total).toBe(term.value);
        // Critical marks follow their compare points.
        for (const d of dice) {
          const cs = m.critSuccess !== undefined && hit(m.critSuccess, d.value);
          const cf = m.critFailure !== undefined && hit(m.critFailure, d.value);
          expect(d.critical).toBe(cs ? 'success' : cf ? 'failure' : undefined);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('the record of one L5R pool (random pools)', () => {
  it('at most 10 dice, kept dice are the highest, value is kept dice plus the Ten Dice bonus', () => {
    const poolArb = record({
      rolled: fc.integer({ min: 1, max: 20 }),
      kept: fc.integer({ min: 0, max: 14 }),
      modifiers: poolModifiersArb,
    });
    fc.assert(
      fc.property(poolArb, seedArb, ({ rolled, kept, modifiers }, seed) => {
        const node: RollKeepNode = { type: 'rollKeep', rolled, kept, modifiers };
        const [term] = roll(node, { seed }).terms;
        if (term?.type !== 'pool') throw new Error('expected a pool');
        const p: PoolTermRecord = term;
        expect(p.rolled).toBe(Math.min(rolled, 10));
        expect(p.dice).toHaveLength(p.rolled);
        expect(p.kept).toBeLessThanOrEqual(p.rolled);
        expect(p.rolledAs).toBe(`${p.rolled}k${p.kept}${p.bonus ? `+${p.bonus}` : ''}`);
        const keptDice = keptValues(p.dice);
        expect(keptDice).toHaveLength(p.kept);
        const dropped = p.dice.filter((d) => !d.kept).map((d) => d.value);
        if (keptDice.length > 0 && dropped.length > 0) {
          expect(Math.min(...keptDice)).toBeGreaterThanOrEqual(Math.max(...dropped));
        }
        expect(p.value).toBe(p.bonus + keptDice.reduce((a, b) => a + b, 0));
        const explodesOn = modifiers.unskilled
          ? undefined
          : (modifiers.explodeOn ?? { op: '=', value: 10 });
        for (const d of p.dice) {
          // Compounding: every face but the last matches the explosion, and the value is their sum.
          expect(d.value).toBe(d.faces.reduce((a, b) => a + b, 0));
          expect(
            d.faces.slice(0, -1).every((f) => explodesOn !== undefined && hit(explodesOn, f)),
          ).toBe(true);
          if (explodesOn === undefined) expect(d.faces).toHaveLength(1);
          else if (!d.capped) expect(hit(explodesOn, d.faces.at(-1) ?? NaN)).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });
});
