/** The spells' part of the fold: the action or bonus action spent, the damage taken. */
import type { CombatState } from '../../../engine/index.js';
import type { SpellCastData } from '../events.js';
import { combatantOf, dataOf, withBudget, withData } from '../state.js';

export function spellCast(s: CombatState, e: SpellCastData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const d = dataOf(c);
  const b = d.budget;
  const budget =
    e.uses === 'action' ? { ...b, action: b.action - 1 } : { ...b, bonus: b.bonus - 1 };
  const next = withData(s, c, withBudget(d, budget));
  const t = combatantOf(next, e.target);
  if (!t || e.dealt === 0) return next;
  const td = dataOf(t);
  return withData(next, t, { ...td, health: Math.max(0, td.health - e.dealt) });
}
