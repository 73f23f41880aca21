/** AttackOfOpportunity { weapon? | ability? }: (issue 5, movement helper) — stub until written. */
import {
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';

export function attackOfOpportunity(
  _state: CombatState,
  _command: Command,
  _dice: Dice,
): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'AttackOfOpportunity is not written yet');
}
