/** Support's part of the fold (seed 002, Support: "for the rest of the round"): the action spent. */
import type { CombatState } from '../../../../engine/index.js';
import type { SupportedData } from '../../events.js';
import { combatantOf, gameOf, withGame } from '../../state.js';
import { spend } from '../cond.js';

export function supported(s: CombatState, e: SupportedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const next = spend(s, c.id, 'action');
  const g = gameOf(next);
  const support = { by: e.actor, ally: e.ally, target: e.target, round: e.round };
  return withGame(next, { ...g, supports: [...g.supports, support] });
}

/** A new round: the supports of the last one are over. */
export function supportRoundStarted(s: CombatState, round: number): CombatState {
  const g = gameOf(s);
  if (g.supports.length === 0) return s;
  const supports = g.supports.filter((x) => x.round >= round);
  return supports.length === g.supports.length ? s : withGame(s, { ...g, supports });
}
