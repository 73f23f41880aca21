/**
 * A maneuver that provokes an attack of opportunity (Disarm, Grapple on an armed target, Trip) is
 * rolled when it is made, but when its target is asked about the attack (standing choice 'ask') it
 * lands only once that reaction is answered, and only if the one who made it is still up
 * (`game.deferred`): "the provocation resolves before the maneuver". An attack taken at once
 * (standing choice 'always') is rolled before the maneuver, in the same command (provoking.ts).
 */
import type { CombatState } from '../../../engine/index.js';
import { deferredOf, type Deferred } from '../events.js';
import { combatantOf, gameOf, isUp, withGame } from '../state.js';
import { spend } from './cond.js';
import { disarmLands } from './disarm/evolve.js';
import { grappleLands } from './grapple/evolve.js';
import { kipupAfterTrip, tripLands } from './trip/evolve.js';

/** The effect of a maneuver won, once nothing stands in its way. */
function land(s: CombatState, x: Deferred): CombatState {
  const actor = combatantOf(s, x.data.actor);
  const target = combatantOf(s, x.data.target);
  // "if the attack of opportunity drops him, the maneuver fails"
  if (!actor || !target || !isUp(actor) || !isUp(target)) return s;
  switch (x.type) {
    case 'GrappleAttempted':
      return grappleLands(s, actor, target);
    case 'DisarmAttempted':
      return disarmLands(s, target, x.data.targetWeapon);
    case 'TripAttempted':
      return tripLands(s, target);
  }
}

/** A provoking maneuver rolled: its action spent; won, it lands now or waits for the answer. */
export function attempted(s: CombatState, x: Deferred): CombatState {
  const next = spend(s, x.data.actor, 'action');
  if (!x.data.win) return next;
  if (x.data.awaits === null) return land(next, x);
  return withGame(next, { ...gameOf(next), deferred: x });
}

/** The reaction the deferred maneuver waited for is answered: it lands (or fails) now. */
export function answered(s: CombatState, id: unknown): CombatState {
  const x = deferredOf(s);
  if (x === null || x.data.awaits !== id) return s;
  const next = land(withGame(s, { ...gameOf(s), deferred: null }), x);
  if (x.type !== 'TripAttempted') return next;
  return kipupAfterTrip(next, x.data);
}

/** The one who made the deferred maneuver, or its target, left the fight: it never lands. */
export function droppedWith(s: CombatState, id: unknown): CombatState {
  const x = deferredOf(s);
  return x && (x.data.actor === id || x.data.target === id)
    ? withGame(s, { ...gameOf(s), deferred: null })
    : s;
}

/** The combat ended: nothing waits any more. */
export const noneDeferred = (s: CombatState): CombatState =>
  deferredOf(s) === null ? s : withGame(s, { ...gameOf(s), deferred: null });
