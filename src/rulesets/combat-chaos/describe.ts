/**
 * One readable log line per event, each written by the folder of its rule: the core's events here
 * dispatched, then the attacks' maneuvers' and the maneuvers' (issue 6). An offered reaction is
 * read by the Brace, then the maneuvers, then the core's causes.
 */
import type { CombatState, GameEvent, Rolled } from '../../engine/index.js';
import { ambushLine, surpriseLine } from './ambush/index.js';
import type {
  AmbushRolledData,
  AttackMadeData,
  HealthAdjustedData,
  MovedData,
  ReactionsQueuedData,
  SurpriseDeclaredData,
} from './events.js';
import { adjustedLine } from './health/index.js';
import { heldLine, initiativeLine } from './initiative/index.js';
import {
  attackLine,
  braceOfferLine,
  describeAttacks,
  describeManeuvers,
  offerText,
} from './maneuvers/index.js';
import { movedLine } from './move/index.js';
import {
  coreOfferLine,
  declinedLine,
  unavailableLine,
  type ReactionUnavailableData,
} from './reactions/index.js';
import type { Offer } from './state.js';

function offerLine(s: CombatState, o: Offer): string {
  return braceOfferLine(s, o) ?? offerText(s, o) ?? coreOfferLine(s, o);
}

export function describe(e: GameEvent, s: CombatState): string | undefined {
  return describeCore(e, s) ?? describeAttacks(e, s) ?? describeManeuvers(e, s);
}

function describeCore(e: GameEvent, s: CombatState): string | undefined {
  const d = e.data;
  switch (e.type) {
    case 'AttackMade':
      return attackLine(s, d as AttackMadeData);
    case 'Moved':
      return movedLine(s, d as MovedData);
    case 'ReactionOffered':
      return offerLine(s, d['pending'] as Offer);
    case 'ReactionsQueued':
      return (d as ReactionsQueuedData).offers.map((o) => `then ${offerLine(s, o)}`).join('; ');
    case 'ReactionUnavailable':
      return unavailableLine(s, d as ReactionUnavailableData);
    case 'ReactionDeclined':
      return declinedLine(s, d['id'] as string);
    case 'AmbushRolled':
      return ambushLine(s, d as AmbushRolledData);
    case 'SurpriseDeclared':
      return surpriseLine(d as SurpriseDeclaredData);
    case 'HealthAdjusted':
      return adjustedLine(s, d as HealthAdjustedData);
    case 'InitiativeRolled':
      return initiativeLine(s, d['id'] as string, d['roll'] as Rolled);
    case 'InitiativeHeld':
      return heldLine(s, d['id'] as string, d['score'] as number);
    default:
      return undefined;
  }
}
