/** Escape { how }, Release: (issue 5, special attacks helper) — stubs until written. */
import {
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';

export function escape(
  _state: CombatState,
  _command: Command,
  _dice: Dice,
): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'Escape is not written yet');
}

export function release(_state: CombatState, _command: Command): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'Release is not written yet');
}
