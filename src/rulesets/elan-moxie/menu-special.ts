/** Menu entries of the special feature (issue 5) — stub until written. */
import type { ActionOption, Combatant, CombatState } from '../../engine/index.js';

export function specialMenu(_state: CombatState, _c: Combatant): ActionOption[] {
  return [];
}
