/**
 * Brace's part of the fold (seed 002, Brace): the bonus action spent, the polearm set until one's
 * next turn starts or until it has struck a charger.
 */
import type { CombatState } from '../../../../engine/index.js';
import type { BracedData, ReactionTakenData } from '../../events.js';
import { combatantOf, dataOf, withCond, withData } from '../../state.js';

export function braced(s: CombatState, e: BracedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, {
    health: d.health,
    budget: { ...d.budget, bonus: d.budget.bonus - 1 },
    surprised: d.surprised,
    cond: { ...d.cond, bracing: true },
  });
}

/** His own turn starts: bracing ends ("until his next turn"). */
export function braceEnded(s: CombatState, id: string): CombatState {
  const c = combatantOf(s, id);
  return c && dataOf(c).cond.bracing ? withCond(s, c, { bracing: false }) : s;
}

/** The set polearm has struck: the brace is spent. */
export function braceStruck(s: CombatState, r: ReactionTakenData): CombatState {
  const c = r.trigger === 'brace' ? combatantOf(s, r.id) : undefined;
  return c && dataOf(c).cond.bracing ? withCond(s, c, { bracing: false }) : s;
}
