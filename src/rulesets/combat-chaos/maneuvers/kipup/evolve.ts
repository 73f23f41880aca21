/**
 * Getting up (seed 002, Kipup and standing up): a kipup spends its bonus action or reaction and
 * costs no move; standing up costs half the move.
 */
import type { CombatState } from '../../../../engine/index.js';
import type { KippedUpData, StoodUpData } from '../../events.js';
import { afterKipup } from '../../reactions/index.js';
import { combatantOf, dataOf, withData } from '../../state.js';

export function kippedUp(s: CombatState, k: KippedUpData): CombatState {
  const c = combatantOf(s, k.actor);
  return c ? afterKipup(s, c, k.uses) : s;
}

export function stoodUp(s: CombatState, u: StoodUpData): CombatState {
  const c = combatantOf(s, u.actor);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, {
    ...d,
    budget: { ...d.budget, move: u.move },
    cond: { ...d.cond, prone: false },
  });
}
