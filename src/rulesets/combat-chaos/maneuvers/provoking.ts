/**
 * A maneuver that provokes an attack of opportunity lets the attack come first: taken at once
 * (standing choice 'always') it is rolled before the maneuver, and if it drops the one maneuvering
 * the maneuver is foiled; asked ('ask'), the maneuver is rolled now and lands once the answer is
 * in, if he is still up.
 */
import {
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Pending,
} from '../../../engine/index.js';
import { event } from '../events.js';
import { type Maneuver, type ManeuverFoiledData } from '../events.js';
import { answerOffers, offerEvents, reactionEvents, unavailable } from '../reactions/index.js';
import { combatantOf, isUp, sheetOf, type Offer } from '../state.js';

// ---------------------------------------------------------------------------------------------
// The attack of opportunity a maneuver provokes, before it.

export interface Attempt<T> {
  /** The event type of the attempt (GrappleAttempted, ...). */
  readonly type: string;
  readonly maneuver: Exclude<Maneuver, 'push'>;
  /** The maneuver provokes an attack of opportunity from its target (Grapple: if armed). */
  readonly provokes: boolean;
  /** Rolls the maneuver in the state it meets (after an attack of opportunity taken at once). */
  readonly roll: (s: CombatState) => T;
  readonly win: (data: T) => boolean;
  /** What follows a win landing at once (Trip: Kipup offered), in the state after it. */
  readonly after?: (s: CombatState) => { readonly state: CombatState; readonly offers: Pending[] };
}

export function provoking<T extends object>(
  state: CombatState,
  me: Combatant,
  target: Combatant,
  offer: Offer | undefined,
  dice: Dice,
  a: Attempt<T>,
): GameEvent[] {
  if (!offer || sheetOf(target).reactions === 'ask') {
    const data = a.roll(state);
    const win = a.win(data);
    const awaits = offer && win ? target.id : null;
    const events = [event(a.type, { ...data, awaits })];
    // Provoked, but the target cannot make it: the log says why.
    if (!offer && a.provokes) events.push(...unavailable(state, target, me, a.maneuver));
    if (offer) return [...events, ...offerEvents([offer], false)];
    if (!win || !a.after) return events;
    const next = a.after(state);
    return [...events, ...reactionEvents(next.state, next.offers, dice, false)];
  }
  // Taken at once (or let pass): the attack of opportunity comes first.
  const answered = answerOffers(state, [offer], dice);
  const work = answered.state;
  const still = combatantOf(work, me.id);
  if (!still || !isUp(still)) {
    const foiled: ManeuverFoiledData = {
      actor: me.id,
      target: target.id,
      maneuver: a.maneuver,
      uses: 'action',
    };
    return [...answered.events, event('ManeuverFoiled', foiled)];
  }
  const data = a.roll(work);
  const events = [...answered.events, event(a.type, { ...data, awaits: null })];
  const next = a.win(data) && a.after ? a.after(work) : undefined;
  const then = next ? answerOffers(next.state, next.offers, dice) : undefined;
  if (then) events.push(...then.events);
  return [...events, ...offerEvents([...answered.asked, ...(then?.asked ?? [])], false)];
}

export const foe = (s: CombatState, c: Combatant): Combatant => combatantOf(s, c.id) ?? c;
