/**
 * legalActions: the commands the actor may send now, ready to send, for menus and simulator
 * policies, each folder's entries in order. Only commands decide accepts; EndTurn always while it
 * is the actor's turn. A pending reaction is answered by the folder whose reaction it is (Kipup,
 * Brace, else an attack of opportunity).
 */
import type { ActionOption, CombatState } from '../../engine/index.js';
import { END_TURN } from './actions/index.js';
import { holdEntries } from './initiative/index.js';
import {
  attackEntries,
  menuAttacks,
  menuBraceReaction,
  menuKipup,
  menuManeuvers,
  opportunityAnswers,
} from './maneuvers/index.js';
import { moveEntries } from './move/index.js';
import { combatantOf, type Offer } from './state.js';

export function legalActions(s: CombatState, actor: string): readonly ActionOption[] {
  if (s.status !== 'active') return [];
  if (s.pending)
    return s.pending.reactor === actor
      ? (menuKipup(s, s.pending) ??
          menuBraceReaction(s, s.pending) ??
          opportunityAnswers(s, s.pending as Offer))
      : [];
  const me = combatantOf(s, actor);
  if (actor !== s.current || !me) return [];
  return [
    ...attackEntries(s, me),
    ...menuAttacks(s, me),
    ...menuManeuvers(s, me),
    ...moveEntries(s, me),
    ...holdEntries(s, me),
    END_TURN,
  ];
}
