/**
 * The evaluation plan: the expression tree with each additive chain's roll-and-keep terms merged
 * into one L5R pool (`6k3+1k1-3k0` is one pool of 4k4) and the Ten Dice Rule applied. The roller,
 * the compiled fast path and the exact odds all evaluate this plan, never the raw tree.
 */
import type { BinaryOp, DiceNode, Expr, RollKeepModifiers, RollKeepNode } from './ast.js';
import { diceDie, poolDie, type DieModel } from './die.js';
import { DiceError } from './errors.js';
import { format, formatDice, formatRollKeep } from './format.js';
import { isValidated, parse } from './parse.js';
import { applyTenDiceRule, type TenDiceOptions } from './ten-dice.js';

export type Plan =
  | { readonly kind: 'const'; readonly value: number }
  | DicePlan
  | PoolPlan
  | { readonly kind: 'binary'; readonly op: BinaryOp; readonly left: Plan; readonly right: Plan }
  | { readonly kind: 'negate'; readonly operand: Plan };

export interface DicePlan {
  readonly kind: 'dice';
  readonly node: DiceNode;
  readonly die: DieModel;
  /** The group's canonical notation, e.g. `2d20kh1`. */
  readonly notation: string;
}

export interface PoolPlan {
  readonly kind: 'pool';
  /** The terms as written, e.g. `6k3+1k1-3k0`. */
  readonly written: string;
  /** The merged pool before the Ten Dice Rule. */
  readonly asked: { readonly rolled: number; readonly kept: number };
  /** Dice actually rolled and kept, and the flat bonus of the Ten Dice Rule. */
  readonly rolled: number;
  readonly kept: number;
  readonly bonus: number;
  /** The pool actually rolled, e.g. `10k10+4`. */
  readonly rolledAs: string;
  /** For breakdowns: `written`, then `(as rolledAs)` when merging or the Ten Dice Rule changed it. */
  readonly label: string;
  readonly modifiers: RollKeepModifiers;
  readonly die: DieModel;
}

export interface PlanOptions {
  readonly tenDice?: TenDiceOptions;
}

/** Plans per tree and Ten Dice option: trees are immutable, so a plan can be reused. */
const planCache = new WeakMap<Expr, Map<string, Plan>>();

/** The plan of a tree, cached per tree (the roller and odds plan the same tree many times). */
export function planOf(expr: Expr, options: PlanOptions = {}): Plan {
  const key = options.tenDice?.oddRolledDie ?? 'lost';
  let byOption = planCache.get(expr);
  if (!byOption) {
    byOption = new Map();
    planCache.set(expr, byOption);
  }
  let p = byOption.get(key);
  if (!p) {
    if (!isValidated(expr)) checkTree(expr);
    p = plan(expr, options);
    byOption.set(key, p);
  }
  return p;
}

/**
 * Checks a tree built by hand or read from JSON as `parse` checks notation: by formatting and
 * parsing it again. Throws {@link DiceError} when it is not a valid expression.
 */
function checkTree(expr: Expr): void {
  let text: string;
  try {
    text = format(expr);
  } catch {
    throw new DiceError('dice/invalid', 'not a dice expression tree: build one with parse()');
  }
  parse(text);
}

export function plan(expr: Expr, options: PlanOptions = {}): Plan {
  switch (expr.type) {
    case 'number':
      return { kind: 'const', value: expr.value };
    case 'dice':
      return { kind: 'dice', node: expr, die: diceDie(expr), notation: formatDice(expr) };
    case 'rollKeep':
      return planChain(expr, options);
    case 'negate':
      return planChain(expr, options);
    case 'binary':
      if (expr.op === '+' || expr.op === '-') return planChain(expr, options);
      return {
        kind: 'binary',
        op: expr.op,
        left: plan(expr.left, options),
        right: plan(expr.right, options),
      };
  }
}

interface Signed {
  readonly sign: 1 | -1;
  readonly expr: Expr;
}

/** Flattens `a + b - (c - d)` into signed terms, looking through negations. */
function flatten(expr: Expr, sign: 1 | -1, out: Signed[]): void {
  if (expr.type === 'binary' && (expr.op === '+' || expr.op === '-')) {
    flatten(expr.left, sign, out);
    flatten(expr.right, expr.op === '+' ? sign : (-sign as 1 | -1), out);
  } else if (expr.type === 'negate') {
    flatten(expr.operand, -sign as 1 | -1, out);
  } else {
    out.push({ sign, expr });
  }
}

function planChain(expr: Expr, options: PlanOptions): Plan {
  const terms: Signed[] = [];
  flatten(expr, 1, terms);
  const pools = terms.filter(
    (t): t is Signed & { expr: RollKeepNode } => t.expr.type === 'rollKeep',
  );
  if (pools.length === 0) return planSigned(expr, options);
  const pool = mergePool(pools, options);
  // The pool takes the place of the first roll-and-keep term; other terms keep their order.
  let result: Plan | undefined;
  let placed = false;
  for (const t of terms) {
    let p: Plan;
    if (t.expr.type === 'rollKeep') {
      if (placed) continue;
      placed = true;
      p = pool;
      result = result === undefined ? p : { kind: 'binary', op: '+', left: result, right: p };
      continue;
    }
    p = plan(t.expr, options);
    if (result === undefined) result = t.sign === 1 ? p : { kind: 'negate', operand: p };
    else result = { kind: 'binary', op: t.sign === 1 ? '+' : '-', left: result, right: p };
  }
  return result ?? pool;
}

/** A chain with no roll-and-keep term: keep its shape. */
function planSigned(expr: Expr, options: PlanOptions): Plan {
  if (expr.type === 'negate') return { kind: 'negate', operand: plan(expr.operand, options) };
  if (expr.type === 'binary') {
    return {
      kind: 'binary',
      op: expr.op,
      left: plan(expr.left, options),
      right: plan(expr.right, options),
    };
  }
  return plan(expr, options);
}

function mergePool(
  terms: readonly (Signed & { expr: RollKeepNode })[],
  options: PlanOptions,
): PoolPlan {
  if (!terms.some((t) => t.sign === 1)) {
    throw new DiceError(
      'dice/invalid',
      `a roll-and-keep penalty such as -${formatRollKeep(terms[0]?.expr ?? { type: 'rollKeep', rolled: 1, kept: 0, modifiers: {} })} needs a pool to apply to, e.g. 6k3-3k0`,
    );
  }
  let rolled = 0;
  let kept = 0;
  const modifiers: { -readonly [K in keyof RollKeepModifiers]: RollKeepModifiers[K] } = {};
  let written = '';
  for (const t of terms) {
    rolled += t.sign * t.expr.rolled;
    kept += t.sign * t.expr.kept;
    written += (t.sign === 1 ? (written ? '+' : '') : '-') + formatRollKeep(t.expr);
    mergeModifiers(modifiers, t.expr.modifiers, written);
  }
  if (modifiers.unskilled && modifiers.explodeOn) {
    throw new DiceError(
      'dice/invalid',
      `${written}: an unskilled roll (u) cannot also explode on "!"`,
    );
  }
  const size = applyTenDiceRule(Math.max(0, rolled), Math.max(0, kept), options.tenDice);
  const rolledAs = `${size.rolled}k${size.kept}${size.bonus ? `+${size.bonus}` : ''}`;
  const changed = size.rolled !== rolled || size.kept !== kept || size.bonus !== 0;
  return {
    kind: 'pool',
    written,
    asked: { rolled, kept },
    ...size,
    rolledAs,
    label: changed ? `${written} (as ${rolledAs})` : written,
    modifiers,
    die: poolDie(modifiers),
  };
}

/** Variants written on any term apply to the whole pool; two different ones are an error. */
function mergeModifiers(
  into: { -readonly [K in keyof RollKeepModifiers]: RollKeepModifiers[K] },
  from: RollKeepModifiers,
  written: string,
): void {
  if (from.unskilled) into.unskilled = true;
  for (const key of ['reroll', 'explodeOn'] as const) {
    const value = from[key];
    if (value === undefined) continue;
    const existing = into[key];
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(value)) {
      throw new DiceError(
        'dice/invalid',
        `${written}: the terms of one pool ask for different ${key === 'reroll' ? 'rerolls' : 'explosions'}`,
      );
    }
    (into as Record<string, unknown>)[key] = value;
  }
}
