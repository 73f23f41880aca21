/**
 * Checks that a parsed group makes sense before any work: limits, keep counts, clamps, and
 * explosions or rerolls that would never stop. Columns are 1-based positions of the group.
 */
import type { DiceNode, Expr, RollKeepNode } from './ast.js';
import { LIMITS } from './ast.js';
import { clampFace, diceDie, matchShare, poolDie, type DieModel } from './die.js';
import { DiceError } from './errors.js';

export function validateDice(node: DiceNode, column: number): void {
  const at = `column ${column}`;
  const fail = (code: 'dice/limit' | 'dice/invalid', message: string): never => {
    throw new DiceError(code, `${at}: ${message}`, column);
  };
  if (node.count < 1) fail('dice/invalid', 'a dice group needs at least one die');
  if (node.count > LIMITS.maxDice) {
    fail('dice/limit', `${node.count} dice in one group; at most ${LIMITS.maxDice} are allowed`);
  }
  if (typeof node.sides === 'number') {
    if (node.sides < 1) fail('dice/invalid', 'a die needs at least one side');
    if (node.sides > LIMITS.maxSides) {
      fail(
        'dice/limit',
        `d${node.sides} has too many sides; at most ${LIMITS.maxSides} are allowed`,
      );
    }
  }
  const { min, max, keep, success, failure } = node.modifiers;
  if (failure !== undefined && success === undefined) {
    fail(
      'dice/invalid',
      'failures (f) count against successes: add a success compare point such as >=8',
    );
  }
  if (min !== undefined && max !== undefined && min > max) {
    fail('dice/invalid', `min ${min} is above max ${max}`);
  }
  if (keep !== undefined && keep.count > node.count) {
    const verb = keep.kind.startsWith('k') ? 'keep' : 'drop';
    fail('dice/invalid', `cannot ${verb} ${keep.count} of ${node.count} dice`);
  }
  checkStops(diceDie(node), at, column);
}

export function validateRollKeep(node: RollKeepNode, column: number): void {
  const at = `column ${column}`;
  if (node.rolled > LIMITS.maxDice || node.kept > LIMITS.maxDice) {
    throw new DiceError(
      'dice/limit',
      `${at}: ${node.rolled}k${node.kept} is too large; at most ${LIMITS.maxDice} dice are allowed`,
      column,
    );
  }
  if (node.modifiers.unskilled && node.modifiers.explodeOn !== undefined) {
    throw new DiceError(
      'dice/invalid',
      `${at}: an unskilled roll (u) never explodes, so it cannot also explode on "!"`,
      column,
    );
  }
  checkStops(poolDie(node.modifiers), at, column);
}

function checkStops(die: DieModel, at: string, column: number): void {
  if (die.reroll && !die.reroll.once && matchShare(die, die.reroll.on) >= 1) {
    throw new DiceError(
      'dice/invalid',
      `${at}: every face matches the reroll, so it would never stop; use "ro" to reroll once`,
      column,
    );
  }
  if (die.explode) {
    const share = matchShare(die, die.explode.on);
    if (share >= 1) {
      throw new DiceError(
        'dice/invalid',
        `${at}: every face explodes, so the explosion can never stop`,
        column,
      );
    }
    if (share > LIMITS.maxExplodeChance) {
      throw new DiceError(
        'dice/invalid',
        `${at}: ${Math.round(share * 100)}% of the faces explode; at most half may, or the roll would rarely stop`,
        column,
      );
    }
  }
}

/**
 * The largest absolute value an expression can take, bounded from above (explosions counted at the
 * roller's cap of {@link LIMITS.maxExplosionsPerDie} extra faces per die). Used to refuse
 * expressions whose totals could pass 2^53 − 1, where whole numbers stop being exact (a product of
 * two large numbers, or of many dice, would roll a rounded total or Infinity).
 */
export function magnitude(expr: Expr): number {
  switch (expr.type) {
    case 'number':
      return Math.abs(expr.value);
    case 'dice': {
      const die = diceDie(expr);
      const face = Math.max(
        Math.abs(clampFace(die, die.lo)),
        Math.abs(clampFace(die, die.hi)),
        Math.abs(die.lo),
        Math.abs(die.hi),
      );
      const chain = die.explode ? 1 + LIMITS.maxExplosionsPerDie : 1;
      const m = expr.modifiers;
      // Success counting scores each die (and each die an explosion adds) at most ±1.
      return expr.count * chain * (m.success ? 1 : face);
    }
    case 'rollKeep':
      // At most 10 × (1 + cap) per die; the Ten Dice Rule turns extra dice into at most +2 each.
      return Math.max(expr.rolled, expr.kept) * 10 * (1 + LIMITS.maxExplosionsPerDie) + 2;
    case 'negate':
      return magnitude(expr.operand);
    case 'binary': {
      const a = magnitude(expr.left);
      const b = magnitude(expr.right);
      if (expr.op === '*') return a * b;
      if (expr.op === '/') return a;
      return a + b;
    }
  }
}

/** Refuses an expression whose total could pass {@link Number.MAX_SAFE_INTEGER}. */
export function checkMagnitude(expr: Expr): void {
  const m = magnitude(expr);
  if (m > Number.MAX_SAFE_INTEGER) {
    throw new DiceError(
      'dice/limit',
      `this expression could reach ${m.toExponential(2)}; totals are limited to ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest whole number computed exactly): use smaller numbers or fewer products`,
    );
  }
}
