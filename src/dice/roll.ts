/**
 * The full roller: every die with its faces, rerolls, explosions and whether it was kept, as plain
 * JSON, plus a one-line human breakdown. The simulator uses `compile` instead (compile.ts).
 */
import type { Expr } from './ast.js';
import { LIMITS } from './ast.js';
import { clampFace, matches, type DieModel } from './die.js';
import { DiceError } from './errors.js';
import { formatCached } from './format.js';
import { facesOf, optionsOf, rngOf, sourceOf, treeOf } from './input.js';
import { planOf, type DicePlan, type Plan, type PlanOptions, type PoolPlan } from './plan.js';
import { createRng, type Rng, type Seed } from './rng.js';
import { rngSource, TypedFaces, type FaceSource } from './source.js';

/** One die as rolled. */
export interface DieRoll {
  /** What the die counts for: its face, or the sum of a compounding chain (less penetration). */
  readonly value: number;
  /** Faces that make up `value`, in the order rolled (more than one when it compounded). */
  readonly faces: readonly number[];
  /** Faces thrown away by rerolls (`r`, `ro`, an Emphasis), in order. */
  readonly rerolled?: readonly number[];
  /** The die exploded: it compounded (`!!`), or it added the next die of the group (`!`). */
  readonly exploded?: boolean;
  /** This die was added to the group by an explosion (`!`, `!p`). */
  readonly fromExplosion?: boolean;
  /** Kept by keep/drop (always true when the group has none). */
  readonly kept: boolean;
  readonly success?: boolean;
  readonly failure?: boolean;
  readonly critical?: 'success' | 'failure';
  /** The explosion or reroll chain hit the safety cap (docs/dice.md, "Limits"). */
  readonly capped?: boolean;
}

export interface DiceTermRecord {
  readonly type: 'dice';
  readonly notation: string;
  readonly dice: readonly DieRoll[];
  readonly value: number;
}

export interface PoolTermRecord {
  readonly type: 'pool';
  /** The roll-and-keep terms as written, e.g. `12k4` or `6k3+1k1`. */
  readonly notation: string;
  /** The pool actually rolled after merging terms and the Ten Dice Rule, e.g. `10k5` or `10k10+4`. */
  readonly rolledAs: string;
  readonly rolled: number;
  readonly kept: number;
  readonly bonus: number;
  readonly dice: readonly DieRoll[];
  readonly value: number;
}

export type TermRecord = DiceTermRecord | PoolTermRecord;

export interface RollRecord {
  /** The canonical notation. */
  readonly expression: string;
  readonly total: number;
  /** Dice groups and pools in the order rolled. */
  readonly terms: readonly TermRecord[];
  /** One line for people, e.g. `2d20kh1[17, 8d]+5 = 22`. */
  readonly breakdown: string;
}

export interface RollOptions extends PlanOptions {
  /** A generator to draw from (advanced by the roll). */
  readonly rng?: Rng;
  /** A seed, when no `rng` is given. Without either, the roll draws from seed 0: pass one. */
  readonly seed?: Seed;
  /** Physical dice typed in, used in order; count and range are checked. */
  readonly faces?: readonly number[];
}

/**
 * Rolls an expression (notation or a parsed tree) and returns the full record.
 * Throws {@link DiceError} on bad notation or faces that do not fit.
 */
export function roll(expr: string | Expr, options: RollOptions = {}): RollRecord {
  const tree = treeOf(expr);
  const opts = optionsOf<RollOptions>(options, 'roll');
  const p = planOf(tree, opts);
  const faces = facesOf(opts.faces);
  const rng = rngOf(opts.rng);
  if (faces !== undefined && rng !== undefined) {
    throw new DiceError('dice/option', 'give either faces or an rng, not both');
  }
  const typed = faces === undefined ? undefined : new TypedFaces(faces);
  const source: FaceSource = typed ?? rngSource(rng ?? createRng(opts.seed ?? 0));
  const record = rollPlan(tree, p, source);
  typed?.finish();
  return record;
}

/**
 * Rolls with a custom {@link FaceSource} (for example one that enumerates every outcome, as the
 * exactness tests do). Most callers want {@link roll}.
 */
export function rollWithSource(
  expr: string | Expr,
  source: FaceSource,
  options: PlanOptions = {},
): RollRecord {
  const tree = treeOf(expr);
  const opts = optionsOf<PlanOptions>(options, 'rollWithSource');
  return rollPlan(tree, planOf(tree, opts), sourceOf(source));
}

function rollPlan(tree: Expr, p: Plan, source: FaceSource): RollRecord {
  const terms: TermRecord[] = [];
  const parts: string[] = [];
  const total = evaluate(p, source, terms, parts);
  return {
    expression: formatCached(tree),
    total,
    terms,
    breakdown: `${parts.join('')} = ${total}`,
  };
}

/** Evaluates a plan, appending records and breakdown text. Returns the value. */
function evaluate(p: Plan, src: FaceSource, terms: TermRecord[], out: string[], prec = 0): number {
  switch (p.kind) {
    case 'const':
      out.push(String(p.value));
      return p.value;
    case 'dice': {
      const rec = rollDiceTerm(p, src);
      terms.push(rec);
      out.push(`${rec.notation}[${diceText(rec.dice)}]`);
      return rec.value;
    }
    case 'pool': {
      const rec = rollPool(p, src);
      terms.push(rec);
      out.push(`${p.label}[${diceText(rec.dice)}]`);
      return rec.value;
    }
    case 'negate': {
      out.push('-');
      const paren = p.operand.kind === 'binary';
      if (paren) out.push('(');
      const v = -evaluate(p.operand, src, terms, out, 3);
      if (paren) out.push(')');
      return v;
    }
    case 'binary': {
      const myPrec = p.op === '+' || p.op === '-' ? 1 : 2;
      const paren = myPrec < prec;
      if (paren) out.push('(');
      const a = evaluate(p.left, src, terms, out, myPrec);
      out.push(p.op === '+' || p.op === '-' ? ` ${p.op} ` : p.op);
      const b = evaluate(p.right, src, terms, out, myPrec + 1);
      if (paren) out.push(')');
      return applyOp(p.op, a, b);
    }
  }
}

function applyOp(op: '+' | '-' | '*' | '/', a: number, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return Math.floor(a / b);
  }
}

interface MutableDie {
  value: number;
  faces: number[];
  rerolled?: number[];
  exploded?: boolean;
  fromExplosion?: boolean;
  kept: boolean;
  success?: boolean;
  failure?: boolean;
  critical?: 'success' | 'failure';
  capped?: boolean;
}

/** Rolls one die of a group with its rerolls and explosions; `!`/`!p` dice are appended to `out`. */
function face(die: DieModel, src: FaceSource, what: string): number {
  if (die.min === undefined && die.max === undefined) return src.face(die.lo, die.hi, what);
  // The faces after min/max are what the record prints: accepted back when typed in.
  const shownLo = clampFace(die, die.lo);
  const shownHi = clampFace(die, die.hi);
  return clampFace(die, src.face(die.lo, die.hi, what, shownLo, shownHi));
}

function rollOneDie(die: DieModel, src: FaceSource, what: string, out: MutableDie[]): void {
  let f = face(die, src, what);
  const d: MutableDie = { value: f, faces: [f], kept: true };
  if (die.reroll) {
    const limit = die.reroll.once ? 1 : LIMITS.maxRerollsPerDie;
    const rerolled: number[] = [];
    while (rerolled.length < limit && matches(die.reroll.on, f)) {
      rerolled.push(f);
      f = face(die, src, what);
    }
    if (rerolled.length > 0) {
      d.rerolled = rerolled;
      d.value = f;
      d.faces = [f];
      if (!die.reroll.once && matches(die.reroll.on, f)) d.capped = true;
    }
  }
  out.push(d);
  const ex = die.explode;
  if (!ex) return;
  const compound = ex.mode === 'compound' || ex.mode === 'compound-penetrate';
  const penalty = ex.mode === 'penetrate' || ex.mode === 'compound-penetrate' ? 1 : 0;
  let last = f;
  let current = d;
  let n = 0;
  while (matches(ex.on, last)) {
    if (n === LIMITS.maxExplosionsPerDie) {
      current.capped = true;
      return;
    }
    n++;
    current.exploded = true;
    last = face(die, src, what);
    if (compound) {
      d.faces.push(last);
      d.value += last - penalty;
    } else {
      current = { value: last - penalty, faces: [last], fromExplosion: true, kept: true };
      out.push(current);
    }
  }
}

function rollDiceTerm(p: DicePlan, src: FaceSource): DiceTermRecord {
  const { node, die, notation } = p;
  const dice: MutableDie[] = [];
  const what = `a d${node.sides} of ${notation}`;
  for (let i = 0; i < node.count; i++) rollOneDie(die, src, what, dice);
  const m = node.modifiers;
  if (m.keep) markKept(dice, m.keep.kind, m.keep.count);
  let value = 0;
  for (const d of dice) {
    if (m.critSuccess && matches(m.critSuccess, d.value)) d.critical = 'success';
    else if (m.critFailure && matches(m.critFailure, d.value)) d.critical = 'failure';
    if (!d.kept) continue;
    if (m.success) {
      if (matches(m.success, d.value)) {
        d.success = true;
        value++;
      } else if (m.failure && matches(m.failure, d.value)) {
        d.failure = true;
        value--;
      }
    } else {
      value += d.value;
    }
  }
  return { type: 'dice', notation, dice, value };
}

/**
 * Marks dice dropped by keep/drop. Ties keep the earlier die. A die's rank is the number of dice
 * that come before it in the keep order: quadratic, but groups are small and nothing is allocated.
 */
function markKept(dice: MutableDie[], kind: 'kh' | 'kl' | 'dh' | 'dl', count: number): void {
  const highFirst = kind === 'kh' || kind === 'dh';
  // kh/kl keep the first `count` of the order; dh/dl drop them.
  const keepFirst = kind === 'kh' || kind === 'kl';
  const n = dice.length;
  if (n > 64) {
    markKeptBySort(dice, highFirst, keepFirst, count);
    return;
  }
  // The values in a plain array first: the dice objects come in several shapes (exploded,
  // rerolled, ...), and reading `.value` from them in the inner loop would be polymorphic.
  const values = scratch;
  for (let i = 0; i < n; i++) values[i] = dice[i]?.value ?? 0;
  for (let i = 0; i < n; i++) {
    const d = dice[i];
    if (!d) continue;
    const v = values[i] ?? 0;
    let rank = 0;
    for (let j = 0; j < n; j++) {
      const w = values[j] ?? 0;
      if (highFirst ? w > v || (w === v && j < i) : w < v || (w === v && j < i)) rank++;
    }
    d.kept = keepFirst ? rank < count : rank >= count;
  }
}

/** Reused by markKept (at most 64 dice go through its quadratic path). */
const scratch: number[] = new Array<number>(64).fill(0);

function markKeptBySort(
  dice: MutableDie[],
  highFirst: boolean,
  keepFirst: boolean,
  count: number,
): void {
  const order = dice.map((_, i) => i);
  order.sort((a, b) => {
    const da = dice[a]?.value ?? 0;
    const db = dice[b]?.value ?? 0;
    return (highFirst ? db - da : da - db) || a - b;
  });
  order.forEach((index, rank) => {
    const d = dice[index];
    if (d) d.kept = keepFirst ? rank < count : rank >= count;
  });
}

function rollPool(p: PoolPlan, src: FaceSource): PoolTermRecord {
  const dice: MutableDie[] = [];
  const what = `a d10 of ${p.written}`;
  for (let i = 0; i < p.rolled; i++) rollOneDie(p.die, src, what, dice);
  markKept(dice, 'kh', p.kept);
  let value = p.bonus;
  for (const d of dice) if (d.kept) value += d.value;
  return {
    type: 'pool',
    notation: p.written,
    rolledAs: p.rolledAs,
    rolled: p.rolled,
    kept: p.kept,
    bonus: p.bonus,
    dice,
    value,
  };
}

function diceText(dice: readonly DieRoll[]): string {
  let s = '';
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i];
    if (d) s += i === 0 ? dieText(d) : `, ${dieText(d)}`;
  }
  return s;
}

/**
 * One die for the breakdown: `13(10+3)` compounded, `4(r1)` rerolled, `6!` exploded into the next
 * die, `5d` dropped, `*` success, `_` failure, `**`/`__` critical success/failure, `…` capped.
 */
function dieText(d: DieRoll): string {
  let s = d.faces.length > 1 ? `${d.value}(${d.faces.join('+')})` : String(d.value);
  if (d.rerolled) s += `(r${d.rerolled.join(',')})`;
  if (d.exploded && d.faces.length === 1) s += '!';
  if (d.capped) s += '…';
  if (d.critical === 'success') s += '**';
  if (d.critical === 'failure') s += '__';
  if (d.success) s += '*';
  if (d.failure) s += '_';
  if (!d.kept) s += 'd';
  return s;
}
