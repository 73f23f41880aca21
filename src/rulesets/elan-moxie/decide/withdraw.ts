/** Withdraw { to }: (issue 5, movement helper) — stub until written. */
import {
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';

export function withdraw(_state: CombatState, _command: Command): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', 'Withdraw is not written yet');
}
