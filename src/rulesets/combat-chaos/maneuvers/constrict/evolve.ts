/**
 * Constrict's part of the fold (seed 002, Constrict): once a round, a bonus action or an action;
 * the crushing damage taken, and a grapple ended by the target's going down.
 */
import type { CombatState } from '../../../../engine/index.js';
import type { ConstrictedData } from '../../events.js';
import { combatantOf, dataOf, withData } from '../../state.js';
import { spend } from '../cond.js';
import { endGrapplesOf } from '../grapple/evolve.js';

export function constricted(s: CombatState, k: ConstrictedData): CombatState {
  const next = spend(s, k.actor, k.uses);
  const me = combatantOf(next, k.actor);
  const target = combatantOf(next, k.target);
  if (!me || !target) return next;
  const after = withData(next, me, {
    ...dataOf(me),
    cond: { ...dataOf(me).cond, constrictRound: k.round },
  });
  const t = combatantOf(after, k.target);
  if (!t) return after;
  const hurt = withData(after, t, { ...dataOf(t), health: k.health });
  return k.health === 0 ? endGrapplesOf(hurt, k.target) : hurt;
}
