/**
 * Trip's part of the fold (seed 002, Trip): a trip won knocks the target prone; tripped with the
 * reaction still in hand (the attack of opportunity declined), a kipup-capable target is offered
 * Kipup "right after the trip".
 */
import { copyState, type Pending, type CombatState } from '../../../../engine/index.js';
import type { Combatant } from '../../../../engine/index.js';
import type { TripAttemptedData } from '../../events.js';
import { kipupOffer } from '../../reactions/index.js';
import {
  canKipup,
  canReact,
  combatantOf,
  gameOf,
  sheetOf,
  withGame,
  type Offer,
} from '../../state.js';
import { withCondOf } from '../cond.js';

/** A trip won lands: the target falls prone. */
export const tripLands = (s: CombatState, target: Combatant): CombatState =>
  withCondOf(s, target.id, { prone: true });

function withPending(s: CombatState, pending: Pending): CombatState {
  const next = copyState(s);
  next.pending = pending;
  return next;
}

/** Tripped, the reaction still in hand (the attack of opportunity was declined): Kipup is offered. */
export function kipupAfterTrip(next: CombatState, x: TripAttemptedData): CombatState {
  const target = combatantOf(next, x.target);
  if (!target || !canKipup(target) || !canReact(target) || sheetOf(target).reactions === 'never')
    return next;
  const offer = kipupOffer(target.id, x.actor);
  if (next.pending === null) return withPending(next, offer);
  // "right after the trip": before whatever the answer had made pending.
  const queue = [next.pending as Offer, ...gameOf(next).queue];
  return withPending(withGame(next, { ...gameOf(next), queue }), offer);
}
