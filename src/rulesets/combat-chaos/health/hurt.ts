/**
 * The `health` hook (issue 17, the player view): the damage taken from the health pool, the
 * pool's size (at 0 health a creature is down: README, "Health"), and a word. The seed names no
 * states between full health and 0 ("The target then sustains any remaining damage to its health
 * pool"), so the words are ours (README): Unhurt at full health, Wounded above half of it,
 * Bloodied at half or less (the word d20 players know), Down at 0. The seed has no death.
 */
import type { CombatState, CombatantId, Health } from '../../../engine/index.js';
import { combatantOf, dataOf, sheetOf } from '../state.js';

/** How hurt the combatant is; no harm and no word for an unknown id. */
export function health(state: CombatState, id: CombatantId): Health {
  const c = combatantOf(state, id);
  if (!c) return { harm: 0, label: '' };
  const max = sheetOf(c).health;
  const now = dataOf(c).health;
  const harm = Math.max(0, max - now);
  const label = now <= 0 ? 'Down' : harm === 0 ? 'Unhurt' : now * 2 <= max ? 'Bloodied' : 'Wounded';
  return { harm, max, label };
}
