/** The GM's health adjustment, folded: the new health as the event states it. */
import type { CombatState } from '../../../engine/index.js';
import type { HealthAdjustedData } from '../events.js';
import { combatantOf, dataOf, patchOne } from '../state.js';

export function adjusted(s: CombatState, h: HealthAdjustedData): CombatState {
  const c = combatantOf(s, h.id);
  return c ? patchOne(s, c, { ...dataOf(c), health: h.health }) : s;
}
