/** The maneuvers feature's menu entries (issue 6) — stub until written. */
import type { ActionOption, Combatant, CombatState } from '../../engine/index.js';

export function menuManeuvers(_s: CombatState, _me: Combatant): ActionOption[] {
  return [];
}
