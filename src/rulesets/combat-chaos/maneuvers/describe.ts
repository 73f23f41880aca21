/**
 * Log lines of the maneuvers' events, each written in its folder, e.g. "Akodo tries to grapple
 * Bayushi: athletics 2d20kl1+3 = 8 (disadvantage: armed target) vs athletics d20+1 = 6 — Bayushi
 * is grappled (speed 0)".
 */
import type { CombatState, GameEvent } from '../../../engine/index.js';
import type {
  ConstrictedData,
  DisarmAttemptedData,
  EscapeAttemptedData,
  GrappleAttemptedData,
  GrappleEndedData,
  KippedUpData,
  ManeuverFoiledData,
  PushAttemptedData,
  StoodUpData,
  TripAttemptedData,
  WeaponPickedUpData,
} from '../events.js';
import type { ReactionPassedData } from '../reactions/index.js';
import { constrictLine } from './constrict/describe.js';
import { disarmLine, pickUpLine } from './disarm/describe.js';
import { escapeLine, grappleLine, releaseLine } from './grapple/describe.js';
import { kipupLine, standLine } from './kipup/describe.js';
import { foiledLine, offerText, passedLine } from './offers.js';
import { pushLine } from './push/describe.js';
import { tripLine } from './trip/describe.js';

export { offerText } from './offers.js';

export function describeManeuvers(e: GameEvent, s: CombatState): string | undefined {
  const d = e.data;
  switch (e.type) {
    case 'GrappleAttempted':
      return grappleLine(s, d as GrappleAttemptedData);
    case 'DisarmAttempted':
      return disarmLine(s, d as DisarmAttemptedData);
    case 'PushAttempted':
      return pushLine(s, d as PushAttemptedData);
    case 'TripAttempted':
      return tripLine(s, d as TripAttemptedData);
    case 'ManeuverFoiled':
      return foiledLine(s, d as ManeuverFoiledData);
    case 'EscapeAttempted':
      return escapeLine(s, d as EscapeAttemptedData);
    case 'Constricted':
      return constrictLine(s, d as ConstrictedData);
    case 'KippedUp':
      return kipupLine(s, d as KippedUpData);
    case 'StoodUp':
      return standLine(s, d as StoodUpData);
    case 'GrappleEnded':
      return releaseLine(s, d as GrappleEndedData);
    case 'WeaponPickedUp':
      return pickUpLine(s, d as WeaponPickedUpData);
    case 'ReactionPassed':
      return passedLine(s, d as ReactionPassedData);
    case 'ReactionOffered':
      return offerText(s, d['pending'] as { reactor: string; trigger: string; data?: unknown });
    default:
      return undefined;
  }
}
