/**
 * Defend's part of the fold (seed 002, Defend: "for the round"; option `defendLasts`): the action
 * spent, the defend kept (one per defender) until the round ends or the defender's next turn.
 */
import type { CombatState } from '../../../../engine/index.js';
import type { DefendedData } from '../../events.js';
import { defendLasts } from '../../options.js';
import { combatantOf, gameOf, withGame } from '../../state.js';
import { spend } from '../cond.js';

export function defended(s: CombatState, e: DefendedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const next = spend(s, c.id, 'action');
  const g = gameOf(next);
  const defends = [
    ...g.defends.filter((d) => d.by !== e.actor),
    { by: e.actor, protect: e.protect, round: e.round },
  ];
  return withGame(next, { ...g, defends });
}

/** defendLasts 'next-turn': the defender's own turn starts, his Defend ends. */
export function defendTurnStarted(s: CombatState, id: string): CombatState {
  const defends = gameOf(s).defends;
  if (defends.length && defendLasts(s.options) === 'next-turn' && defends.some((d) => d.by === id))
    return withGame(s, { ...gameOf(s), defends: defends.filter((d) => d.by !== id) });
  return s;
}

/** defendLasts 'end-of-round': a Defend lasts the round it was taken in (else one round more). */
export function defendRoundStarted(s: CombatState, round: number): CombatState {
  const g = gameOf(s);
  if (g.defends.length === 0) return s;
  const keep = defendLasts(s.options) === 'end-of-round' ? round : round - 1;
  const defends = g.defends.filter((d) => d.round >= keep);
  return defends.length === g.defends.length ? s : withGame(s, { ...g, defends });
}
