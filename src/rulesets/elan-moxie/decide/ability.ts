/** UseAbility { ability, target? | at? }, StopChanneling { ability? }: (issue 5, abilities helper) — stubs until written. */
import {
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';

export function useAbility(
  _state: CombatState,
  _command: Command,
  _dice: Dice,
): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'UseAbility is not written yet');
}

export function stopChanneling(
  _state: CombatState,
  _command: Command,
): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'StopChanneling is not written yet');
}
