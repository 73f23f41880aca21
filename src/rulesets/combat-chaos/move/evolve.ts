/** Movement's part of the fold (seed 002, Move): the feet covered spent from the move. */
import type { CombatState } from '../../../engine/index.js';
import type { MovedData } from '../events.js';
import { combatantOf, dataOf, patchOne, sheetOf, withBudget } from '../state.js';

/**
 * A move spends the feet it covers, not the whole move: seed 002 Attack "move up to your speed
 * between attacks" — what is left can be walked after the next attack. `move` is the fraction of
 * a whole move left (a crawl's feet count double); a Charge spent it all already.
 */
export function moveLeft(budgetMove: number, distance: number, feetPerMove: number): number {
  if (feetPerMove <= 0) return 0;
  const left = budgetMove - distance / feetPerMove;
  return left > 1e-6 ? left : 0;
}

export function moved(s: CombatState, m: MovedData): CombatState {
  const c = combatantOf(s, m.actor);
  if (!c) return s;
  const d = dataOf(c);
  const speed = sheetOf(c).speed;
  const perMove = d.cond.prone ? speed / 2 : speed;
  const data = withBudget(d, { ...d.budget, move: moveLeft(d.budget.move, m.distance, perMove) });
  // Kernel limitation: its evolve handles Moved before marking the actor's turn as used, so a
  // combatant could Hold after moving and get a fresh move. Mark it here.
  return patchOne(s, c, data, s.turnUsed || m.actor === s.current);
}
