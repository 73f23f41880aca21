/** Disarm, Grapple, Trip { target, ... }: (issue 5, special attacks helper) — stub until written. */
import {
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import type { Special } from '../events.js';

export function specialAttack(
  _state: CombatState,
  _command: Command,
  _dice: Dice,
  special: Special,
): Result<readonly GameEvent[]> {
  return refuse('elan-moxie/unknown-command', `${special} is not written yet`);
}
