/** The attacks feature's menu entries (issue 6) — stub until written. */
import type { ActionOption, Combatant, CombatState } from '../../engine/index.js';

export function menuAttacks(_s: CombatState, _me: Combatant): ActionOption[] {
  return [];
}
