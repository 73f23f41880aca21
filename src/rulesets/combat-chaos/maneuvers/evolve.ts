/**
 * The maneuvers' part of the fold (seed 002, Maneuvers), event by event: each maneuver's in its
 * folder (grapple/, disarm/, trip/, push/, constrict/, kipup/), what waits for an attack of
 * opportunity in deferred.ts; and before it the attacks feature's (issue 6: charge/, brace/,
 * defend/, support/, and spells/), with the ends of what they leave behind.
 */
import type { CombatantId, CombatState, GameEvent } from '../../../engine/index.js';
import {
  deferredOf,
  type AttackMadeData,
  type BracedData,
  type ChargedData,
  type DefendedData,
  type ReactionTakenData,
  type SpellCastData,
  type SupportedData,
  type ConstrictedData,
  type DisarmAttemptedData,
  type EscapeAttemptedData,
  type GrappleAttemptedData,
  type GrappleEndedData,
  type HealthAdjustedData,
  type KippedUpData,
  type ManeuverFoiledData,
  type MovedData,
  type PushAttemptedData,
  type StoodUpData,
  type TripAttemptedData,
  type WeaponPickedUpData,
} from '../events.js';
import { spellCast } from '../spells/index.js';
import { braceEnded, braced, braceStruck } from './brace/evolve.js';
import { chargeAttacked, charged, chargeEnded } from './charge/evolve.js';
import { spend, withCondOf } from './cond.js';
import { defended, defendRoundStarted, defendTurnStarted } from './defend/evolve.js';
import { supported, supportRoundStarted } from './support/evolve.js';
import { constricted } from './constrict/evolve.js';
import { answered, attempted, droppedWith, noneDeferred } from './deferred.js';
import { pickedUp } from './disarm/evolve.js';
import { endGrapplesOf, escaped, grappledTurnStarted, pulledApart } from './grapple/evolve.js';
import { kippedUp, stoodUp } from './kipup/evolve.js';
import { pushed } from './push/evolve.js';

/** The attacks feature's part (issue 6); events not its own return the state unchanged. */
export function evolveAttacks(s: CombatState, e: GameEvent): CombatState {
  const d = e.data;
  switch (e.type) {
    case 'AttackMade':
      return chargeAttacked(s, d as AttackMadeData);
    case 'TurnStarted': {
      const id = d['id'] as string;
      return defendTurnStarted(chargeEnded(braceEnded(s, id), id), id);
    }
    case 'TurnEnded':
      return chargeEnded(s, d['id'] as string);
    case 'RoundStarted': {
      const round = d['round'] as number;
      return supportRoundStarted(defendRoundStarted(s, round), round);
    }
    case 'Charged':
      return charged(s, d as ChargedData);
    case 'Braced':
      return braced(s, d as BracedData);
    case 'ReactionTaken':
      return braceStruck(s, d as ReactionTakenData);
    case 'Defended':
      return defended(s, d as DefendedData);
    case 'Supported':
      return supported(s, d as SupportedData);
    case 'SpellCast':
      return spellCast(s, d as SpellCastData);
    default:
      return s;
  }
}

export function evolveManeuvers(s: CombatState, e: GameEvent): CombatState {
  const d = e.data;
  switch (e.type) {
    case 'Moved':
      return pulledApart(s, (d as MovedData).id);
    case 'TokenMoved':
      return pulledApart(s, d['id'] as CombatantId);
    case 'AttackMade': {
      const a = d as AttackMadeData;
      return a.health === 0 && a.dealt > 0 ? endGrapplesOf(s, a.target) : s;
    }
    case 'TurnStarted':
      return grappledTurnStarted(s, d['id']);
    case 'ReactionTaken':
    case 'ReactionDeclined':
      return deferredOf(s) === null ? s : answered(s, d['id']);
    case 'GrappleAttempted':
      return attempted(s, { type: e.type, data: d as GrappleAttemptedData });
    case 'DisarmAttempted':
      return attempted(s, { type: e.type, data: d as DisarmAttemptedData });
    case 'TripAttempted':
      return attempted(s, { type: e.type, data: d as TripAttemptedData });
    case 'PushAttempted':
      return pushed(s, d as PushAttemptedData);
    case 'ManeuverFoiled':
      return spend(s, (d as ManeuverFoiledData).actor, 'action');
    case 'EscapeAttempted':
      return escaped(s, d as EscapeAttemptedData);
    case 'Constricted':
      return constricted(s, d as ConstrictedData);
    case 'KippedUp':
      return kippedUp(s, d as KippedUpData);
    case 'StoodUp':
      return stoodUp(s, d as StoodUpData);
    case 'GrappleEnded':
      return withCondOf(s, (d as GrappleEndedData).grappled, { grappledBy: null });
    case 'WeaponPickedUp':
      return pickedUp(s, d as WeaponPickedUpData);
    case 'HealthAdjusted': {
      const h = d as HealthAdjustedData;
      return h.health === 0 ? endGrapplesOf(s, h.id) : s;
    }
    case 'CombatantRemoved':
      return droppedWith(endGrapplesOf(s, d['id'] as CombatantId), d['id']);
    case 'CombatEnded':
      return noneDeferred(s);
    default:
      return s;
  }
}
