/**
 * The action budget of a turn (seed 001): "A character may make one Full action, one Move and
 * one Attack action, or two Move actions each round. In addition, the character may make as many
 * Free actions each round as he desires, within reasonable limit." And: "A character cannot use
 * an Attack action while moving. He must make his full movement and then spend his Attack action,
 * or spend his Attack action and then spend his full movement." A Move action is one atomic,
 * straight-line move (move/decide.ts), so these are the only budgets: Full; Move + Attack;
 * Attack + Move; Move + Move.
 */
import type { ActionType, EmData } from '../sheet.js';

export type ActionKind = Exclude<ActionType, 'free'>;

/** Why the action cannot be taken now, or undefined when it can. */
export function cannotSpend(d: EmData, kind: ActionKind): string | undefined {
  if (d.full) return 'has already taken a Full action this turn';
  const spent = d.moves + d.attacks;
  switch (kind) {
    case 'full':
      return spent > 0
        ? 'has already acted this turn, and a Full action takes the whole turn'
        : undefined;
    case 'attack':
      if (d.attacks > 0) return 'has already made an Attack action this turn';
      if (d.moves > 1) return 'two Move actions leave no Attack action';
      return undefined;
    case 'move':
      if (d.moves > 1) return 'has already taken two Move actions this turn';
      if (d.moves > 0 && d.attacks > 0)
        return 'has already moved and attacked: a Move action cannot be split around an Attack';
      return undefined;
  }
}

/** True when no Full, Move or Attack action is left this turn (Free actions may still be). */
export function budgetSpent(d: EmData): boolean {
  return cannotSpend(d, 'move') !== undefined && cannotSpend(d, 'attack') !== undefined;
}

/** Why one more free action is refused, or undefined. */
export function cannotFree(d: EmData, limit: number): string | undefined {
  return d.free >= limit
    ? `has taken the ${limit} free actions a turn allows (option freeActionLimit)`
    : undefined;
}

/** Why an action of `type` cannot be taken now (free actions count against `freeLimit`). */
export function cannotUse(d: EmData, type: ActionType, freeLimit: number): string | undefined {
  return type === 'free' ? cannotFree(d, freeLimit) : cannotSpend(d, type);
}

/** The budget after one action of `type` (for evolve). */
export function spent(d: EmData, type: ActionType): Partial<EmData> {
  switch (type) {
    case 'full':
      return { full: true };
    case 'move':
      return { moves: d.moves + 1 };
    case 'attack':
      return { attacks: d.attacks + 1 };
    case 'free':
      return { free: d.free + 1 };
  }
}
