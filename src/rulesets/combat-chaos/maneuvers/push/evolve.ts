/** Push's part of the fold (seed 002, Push): a push won moves the target, which may end a grapple. */
import { copyCombatant, withCombatant, type CombatState } from '../../../../engine/index.js';
import type { PushAttemptedData } from '../../events.js';
import { combatantOf } from '../../state.js';
import { spend } from '../cond.js';
import { pulledApart } from '../grapple/evolve.js';

export function pushed(s: CombatState, p: PushAttemptedData): CombatState {
  const next = spend(s, p.actor, 'action');
  const c = combatantOf(next, p.target);
  if (!p.win || !c) return next;
  const n = copyCombatant(c);
  n.position = p.to;
  return pulledApart(withCombatant(next, n), p.target);
}
