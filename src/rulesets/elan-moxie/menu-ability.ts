/** Menu entries of the ability feature (issue 5) — stub until written. */
import type { ActionOption, Combatant, CombatState } from '../../engine/index.js';

export function abilityMenu(_state: CombatState, _c: Combatant): ActionOption[] {
  return [];
}
