/**
 * Canonical notation: `format(parse(s))` is the canonical form of `s`, and
 * `parse(format(e))` equals `e`. Canonical means: lower-case modifiers in a fixed order
 * (min, max, reroll, success, failure, explode, keep, cs, cf), `1d20` for `d20`, `kh` for `k`,
 * `dl` for `d`, no spaces, and only the parentheses that precedence needs.
 */
import type { ComparePoint, DiceModifiers, DiceNode, Expr, RollKeepNode } from './ast.js';
import { DiceError } from './errors.js';

export function format(expr: Expr): string {
  try {
    return formatExpr(expr, 0);
  } catch {
    // A value that is not a tree (null, a number, a cyclic or foreign object from JSON).
    throw new DiceError('dice/invalid', 'not a dice expression tree: build one with parse()');
  }
}

const formatted = new WeakMap<Expr, string>();

/** {@link format}, remembered per tree (trees are immutable). */
export function formatCached(expr: Expr): string {
  let s = formatted.get(expr);
  if (s === undefined) {
    s = format(expr);
    formatted.set(expr, s);
  }
  return s;
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;

/** `parentPrec` is the precedence the context needs; `3` means a unary operand. */
function formatExpr(expr: Expr, parentPrec: number, rightOfSame = false): string {
  switch (expr.type) {
    case 'number':
      return String(expr.value);
    case 'dice':
      return formatDice(expr);
    case 'rollKeep':
      return formatRollKeep(expr);
    case 'negate': {
      const inner = `-${formatExpr(expr.operand, 3)}`;
      return parentPrec > 0 && rightOfSame ? `(${inner})` : inner;
    }
    case 'binary': {
      const prec = PRECEDENCE[expr.op];
      const left = formatExpr(expr.left, prec);
      const right = formatExpr(expr.right, prec + 1, true);
      const text = `${left}${expr.op}${right}`;
      return prec < parentPrec ? `(${text})` : text;
    }
    default:
      // Not a node of the tree (a value from JSON or a caller in plain JavaScript).
      throw new DiceError('dice/invalid', 'not a dice expression tree: build one with parse()');
  }
}

export function formatCompare(cp: ComparePoint): string {
  return `${cp.op}${cp.value}`;
}

/** A compare point where a bare number means `=`: `r1`, `cs20`. */
function bare(cp: ComparePoint): string {
  return cp.op === '=' && cp.value >= 0 ? String(cp.value) : formatCompare(cp);
}

export function formatDice(node: DiceNode): string {
  return `${node.count}d${node.sides}${formatDiceModifiers(node.modifiers)}`;
}

function formatDiceModifiers(m: DiceModifiers): string {
  let s = '';
  if (m.min !== undefined) s += `min${m.min}`;
  if (m.max !== undefined) s += `max${m.max}`;
  if (m.reroll) s += `${m.reroll.once ? 'ro' : 'r'}${bare(m.reroll.on)}`;
  if (m.success) s += formatCompare(m.success);
  if (m.failure) s += `f${bare(m.failure)}`;
  if (m.explode) {
    const marks = { explode: '!', compound: '!!', penetrate: '!p', 'compound-penetrate': '!!p' };
    s += marks[m.explode.mode] + (m.explode.on ? formatCompare(m.explode.on) : '');
  }
  if (m.keep) s += `${m.keep.kind}${m.keep.count}`;
  if (m.critSuccess) s += `cs${bare(m.critSuccess)}`;
  if (m.critFailure) s += `cf${bare(m.critFailure)}`;
  return s;
}

export function formatRollKeep(node: RollKeepNode): string {
  const m = node.modifiers;
  let s = `${node.rolled}k${node.kept}`;
  if (m.unskilled) s += 'u';
  if (m.reroll) s += `${m.reroll.once ? 'ro' : 'r'}${bare(m.reroll.on)}`;
  if (m.explodeOn) s += `!${formatCompare(m.explodeOn)}`;
  return s;
}
