/**
 * Log lines of the maneuvers' and the attacks feature's events, each written in its folder, e.g. "Akodo tries to grapple
 * Bayushi: athletics 2d20kl1+3 = 8 (disadvantage: armed target) vs athletics d20+1 = 6 — Bayushi
 * is grappled (speed 0)".
 */
import type { CombatState, GameEvent } from '../../../engine/index.js';
import type {
  BracedData,
  ChargedData,
  DefendedData,
  SpellCastData,
  SupportedData,
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
import { spellLine } from '../spells/index.js';
import { bracedLine } from './brace/describe.js';
import { chargeLine } from './charge/describe.js';
import { defendedLine } from './defend/describe.js';
import { supportedLine } from './support/describe.js';
import { constrictLine } from './constrict/describe.js';
import { disarmLine, pickUpLine } from './disarm/describe.js';
import { escapeLine, grappleLine, releaseLine } from './grapple/describe.js';
import { kipupLine, standLine } from './kipup/describe.js';
import { foiledLine, offerText, passedLine } from './offers.js';
import { pushLine } from './push/describe.js';
import { tripLine } from './trip/describe.js';

export { offerText } from './offers.js';

/** The attacks feature's lines (issue 6): Charge, Brace, Defend, Support, and spells. */
export function describeAttacks(e: GameEvent, s: CombatState): string | undefined {
  const d = e.data;
  switch (e.type) {
    case 'Charged':
      return chargeLine(s, d as ChargedData);
    case 'Braced':
      return bracedLine(s, d as BracedData);
    case 'Defended':
      return defendedLine(s, d as DefendedData);
    case 'Supported':
      return supportedLine(s, d as SupportedData);
    case 'SpellCast':
      return spellLine(s, d as SpellCastData);
    default:
      return undefined;
  }
}

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
