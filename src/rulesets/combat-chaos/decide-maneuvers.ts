/** The maneuvers feature's commands (issue 6) — stub until written. */
import type { Command, CombatState, Dice, GameEvent, Result } from '../../engine/index.js';

/** The commands this feature decides; `undefined` for any other command. */
export const MANEUVERS_COMMANDS: readonly string[] = [];

export function decideManeuvers(
  _state: CombatState,
  _command: Command,
  _dice: Dice,
): Result<readonly GameEvent[]> | undefined {
  return undefined;
}
