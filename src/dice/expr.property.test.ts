/**
 * Property tests over random VALID expression trees (test/support/expr-arbitraries.ts): the
 * format/parse round trip, rolling, replaying a roll from its own faces, and compile drawing
 * exactly like roll.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampedFaces,
  diceArb,
  exprArb,
  hit,
  poolModifiersArb,
  range,
  record,
  unclampedExprArb,
} from '../../test/support/expr-arbitraries.js';
import {
  compile,
  createRng,
  format,
  parse,
  roll,
  type DieRoll,
  type PoolTermRecord,
  type RollRecord,
} from './index.js';
import type { Expr, RollKeepNode } from './ast.js';

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
