/**
 * The grapple's part of the fold (seed 002, Grapple): a won grapple holds its target (speed 0)
 * while the grappler stays within reach and up; an escape won, a release, the grappler going down
 * or leaving the fight, or moving (or being moved) beyond reach ends it.
 */
import {
  withinReach,
  type CombatantId,
  type CombatState,
  type Combatant,
} from '../../../../engine/index.js';
import type { EscapeAttemptedData } from '../../events.js';
import { combatantOf, dataOf } from '../../state.js';
import { grappleReach, grapplerOf, spend, withCondOf } from '../cond.js';

/** Ends every grapple `id` is part of (he went down, or left the fight). */
export function endGrapplesOf(s: CombatState, id: CombatantId): CombatState {
  let next = s;
  for (const key in s.combatants) {
    const c = s.combatants[key];
    if (!c) continue;
    const by = dataOf(c).cond.grappledBy;
    if (by !== null && (by === id || c.id === id))
      next = withCondOf(next, c.id, { grappledBy: null });
  }
  return next;
}

/** After `id` moved (or was moved): grapples now beyond the grappler's reach end. */
export function pulledApart(s: CombatState, id: CombatantId): CombatState {
  let next = s;
  for (const key in s.combatants) {
    const c = s.combatants[key];
    if (!c) continue;
    const by = dataOf(c).cond.grappledBy;
    if (by === null || (by !== id && c.id !== id)) continue;
    const g = combatantOf(s, by);
    if (!g || !withinReach(g.position, c.position, grappleReach(g)))
      next = withCondOf(next, c.id, { grappledBy: null });
  }
  return next;
}

/** A grapple won lands: the target is held, if still within the grappler's reach. */
export const grappleLands = (s: CombatState, actor: Combatant, target: Combatant): CombatState =>
  withinReach(actor.position, target.position, grappleReach(actor))
    ? withCondOf(s, target.id, { grappledBy: actor.id })
    : s;

export function escaped(s: CombatState, x: EscapeAttemptedData): CombatState {
  const next = spend(s, x.actor, 'action');
  return x.win ? withCondOf(next, x.actor, { grappledBy: null }) : next;
}

/** A grapple whose grappler is gone or down is cleared as the grappled one's turn starts. */
export function grappledTurnStarted(s: CombatState, id: unknown): CombatState {
  const c = combatantOf(s, id);
  if (!c || dataOf(c).cond.grappledBy === null || grapplerOf(s, c)) return s;
  return withCondOf(s, c.id, { grappledBy: null });
}
