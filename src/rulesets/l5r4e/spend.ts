/**
 * Evolve helpers every feature shares: take an Action's cost (`spent`, budget.ts) off the actor's
 * budget, and mark the Turn as used.
 */
import { copyState, type CombatState, type GameEvent } from '../../engine/index.js';
import type { Spent } from './budget.js';
import type { Data } from './sheet.js';
import { copyData, updateData } from './state.js';

/** Takes an Action's cost off the budget (budget.ts). */
export function spend(d: Data, spent: Spent | undefined, round: number): Data {
  if (!spent) return d;
  const n = copyData(d);
  n.slots = d.slots - spent.slots;
  if (spent.free !== undefined) n.freeUsed = [...d.freeUsed, spent.free];
  if (spent.void) {
    n.voidPoints = d.voidPoints - spent.void;
    n.voidRound = round;
  }
  return n;
}

/**
 * Applies an Action event's cost to its `actor` (from `event.data.spent`), then `change` to the
 * actor's data.
 */
export function performed(
  state: CombatState,
  event: GameEvent,
  change?: (d: Data) => Data,
): CombatState {
  const spent = event.data['spent'] as Spent | undefined;
  return updateData(state, event.data['actor'] as string, (d) => {
    const paid = spend(d, spent, state.round);
    return change ? change(paid) : paid;
  });
}

/**
 * Marks the current Turn as used: needed for Action events the kernel applies itself (Moved), or
 * whose `actor` is not the current combatant.
 */
export function markTurnUsed(state: CombatState): CombatState {
  if (state.turnUsed) return state;
  const used = copyState(state);
  used.turnUsed = true;
  return used;
}
