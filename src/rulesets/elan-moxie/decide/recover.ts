/** Stand, PickUp { weapon }: (issue 5, movement helper) — stubs until written. */
import {
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';

export function stand(_state: CombatState, _command: Command): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'Stand is not written yet');
}

export function pickUp(_state: CombatState, _command: Command): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'PickUp is not written yet');
}
