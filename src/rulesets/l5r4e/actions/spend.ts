/**
 * Evolve helpers every feature shares: take an Action's cost (`spent`, actions/budget.ts) off the actor's
 * budget, and mark the Turn as used.
 */
import { copyState, own, type CombatState, type GameEvent } from '../../../engine/index.js';
import type { Spent } from './budget.js';
import type { Data } from '../sheet.js';
import { copyData, sheetOf, updateData, applyWounds } from '../state.js';

/** Takes an Action's cost off the budget (actions/budget.ts). */
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

/**
 * Deals Wounds to a combatant (every damage source uses this in evolve): Wounds and death
 * (state.ts), and `lastHit`, which a Void Point may reduce by 10 (reference §1.5).
 */
export function takeWounds(state: CombatState, id: string, wounds: number): CombatState {
  return updateData(state, id, (d, c) => {
    const n = copyData(d);
    const after = applyWounds(sheetOf(c).thresholds, d.wounds, wounds);
    n.wounds = after.wounds;
    n.dead = after.dead;
    n.lastHit = {
      wounds,
      round: state.round,
      turn: state.current,
      recorded: after.wounds - d.wounds,
    };
    return n;
  });
}

/**
 * "→ N Wounds" of a damage log line, as the track records them (describe gets the state after the
 * event, whose `lastHit` is this damage): a killing blow past the last Wound Rank reads "→ 15
 * Wounds (of 21 dealt: the track is full)", not more Wounds than the track holds.
 */
export function woundsText(state: CombatState, id: unknown, dealt: number): string {
  const c = typeof id === 'string' ? own(state.combatants, id) : undefined;
  const hit = c ? (c.data as Data).lastHit : null;
  const recorded = hit?.wounds === dealt ? hit.recorded : undefined;
  if (recorded === undefined || recorded >= dealt) return `${dealt} Wound${dealt === 1 ? '' : 's'}`;
  return `${recorded} Wound${recorded === 1 ? '' : 's'} (of ${dealt} dealt: the track is full)`;
}
