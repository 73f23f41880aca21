/**
 * A combatant's maneuver state (`cond`: prone, grappled by whom, weapons dropped, ...): the readings
 * the maneuvers share (state.ts), and the two writes their folds share: a patch of `cond` and an
 * action spent.
 */
import type { CombatantId, CombatState } from '../../../engine/index.js';
import { combatantOf, dataOf, withData, type Cond } from '../state.js';

export {
  HANDS,
  grappleReach,
  grapplerOf,
  grappledBy,
  isArmed,
  speedNow,
  hasBonusAttack,
  hasBonusUse,
} from '../state.js';

export function withCondOf(s: CombatState, id: CombatantId, patch: Partial<Cond>): CombatState {
  const c = combatantOf(s, id);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, { ...d, cond: { ...d.cond, ...patch } });
}

export function spend(
  s: CombatState,
  id: CombatantId,
  what: 'action' | 'bonus' | 'reaction',
): CombatState {
  const c = combatantOf(s, id);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, { ...d, budget: { ...d.budget, [what]: d.budget[what] - 1 } });
}
