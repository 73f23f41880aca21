/**
 * The lines of the reactions around the maneuvers: the attack of opportunity a maneuver (or standing
 * up, or the GM) provokes and why, the Kipup offered when tripped, the chance let pass, and the
 * maneuver foiled by an attack taken first.
 */
import type { CombatState } from '../../../engine/index.js';
import type { ManeuverFoiledData } from '../events.js';
import type { ReactionPassedData } from '../reactions/index.js';
import { nameOf } from '../state.js';

/** Why an attack of opportunity is offered, for the maneuvers' causes. */
export function causeText(cause: string): string | undefined {
  switch (cause) {
    case 'disarm':
      return 'a disarm attempt';
    case 'grapple':
      return 'a grapple attempt on an armed foe';
    case 'trip':
      return 'a trip attempt';
    case 'stand':
      return 'standing up';
    case 'gm':
      return "the GM's ruling";
    default:
      return undefined;
  }
}

/**
 * The line of an offered reaction of this feature (a maneuver's attack of opportunity, Kipup), or
 * undefined for the core's causes.
 */
export function offerText(
  s: CombatState,
  o: { reactor: string; trigger: string; data?: unknown },
): string | undefined {
  const data = o.data as { provoker: string; cause: string } | undefined;
  if (!data) return undefined;
  if (o.trigger === 'kipup')
    return `${nameOf(s, o.reactor)} may kip up at once (a reaction), knocked prone by ${nameOf(s, data.provoker)}`;
  const why = causeText(data.cause);
  return why
    ? `${nameOf(s, o.reactor)} may make an attack of opportunity on ${nameOf(s, data.provoker)} (${why})`
    : undefined;
}

export const passedLine = (s: CombatState, r: ReactionPassedData): string =>
  `${nameOf(s, r.id)} lets the chance of an attack of opportunity on ${nameOf(s, r.provoker)} pass (standing choice: never)`;

export const foiledLine = (s: CombatState, f: ManeuverFoiledData): string =>
  `${nameOf(s, f.actor)}'s ${f.maneuver} on ${nameOf(s, f.target)} is foiled: the attack of opportunity came first`;
