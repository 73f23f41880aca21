/**
 * The reactions' log lines for the core's causes: an attack of opportunity offered for a natural 1
 * or for leaving a reach, one that cannot be had, a chance let pass.
 */
import type { CombatState } from '../../../engine/index.js';
import type { ReactionUnavailableData } from '../events.js';
import { nameOf, type Offer } from '../state.js';

export function coreOfferLine(s: CombatState, o: Offer): string {
  const why = o.data.cause === 'fumble' ? 'a natural 1' : 'leaving their reach';
  return `${nameOf(s, o.reactor)} may make an attack of opportunity on ${nameOf(s, o.data.provoker)} (${why})`;
}

export function unavailableLine(s: CombatState, u: ReactionUnavailableData): string {
  const what = u.cause === 'fumble' ? 'natural 1' : `${u.cause} attempt`;
  return `No attack of opportunity for ${nameOf(s, u.provoker)}'s ${what}: ${u.reason}`;
}

export const declinedLine = (s: CombatState, id: string): string =>
  `${nameOf(s, id)} lets the chance pass`;
