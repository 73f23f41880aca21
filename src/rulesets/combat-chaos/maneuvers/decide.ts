/**
 * The maneuvers' commands, each decided in its folder (seed 002, Maneuvers): Grapple, Constrict,
 * Disarm, Push, Trip, Kipup, and around them Stand, Escape, Release and PickUp; Charge, Brace and
 * its reaction BraceStrike, Defend, Support (decided in their folders too).
 */
import {
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { decideEscape, decideGrapple, decideRelease } from './grapple/decide.js';
import { decideConstrict } from './constrict/decide.js';
import { decideDisarm, decidePickUp } from './disarm/decide.js';
import { decidePush } from './push/decide.js';
import { decideTrip } from './trip/decide.js';
import { decideKipup, decideStand } from './kipup/decide.js';

/** The commands this feature decides; `undefined` for any other command. */
export const MANEUVERS_COMMANDS: readonly string[] = [
  'Grapple',
  'Constrict',
  'Disarm',
  'Push',
  'Trip',
  'Kipup',
  'Stand',
  'Escape',
  'Release',
  'PickUp',
];

export function decideManeuvers(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> | undefined {
  switch (command.type) {
    case 'Grapple':
      return decideGrapple(state, command, dice);
    case 'Constrict':
      return decideConstrict(state, command, dice);
    case 'Disarm':
      return decideDisarm(state, command, dice);
    case 'Push':
      return decidePush(state, command, dice);
    case 'Trip':
      return decideTrip(state, command, dice);
    case 'Kipup':
      return decideKipup(state, command);
    case 'Stand':
      return decideStand(state, dice);
    case 'Escape':
      return decideEscape(state, command, dice);
    case 'Release':
      return decideRelease(state, command);
    case 'PickUp':
      return decidePickUp(state, command);
    default:
      return undefined;
  }
}
