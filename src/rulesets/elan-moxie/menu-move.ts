/** Menu entries of the move feature (issue 5) — stub until written. */
import type { ActionOption, Combatant, CombatState } from '../../engine/index.js';

export function moveMenu(_state: CombatState, _c: Combatant): ActionOption[] {
  return [];
}

/** What the pending reactor may answer (attacks of opportunity, DeclineReaction). */
export function reactionMenu(_state: CombatState, _actor: string): ActionOption[] {
  return [];
}
