/**
 * Withdraw { to } (seed 001): "A special Full action exists called Withdrawing. When Withdrawing,
 * the character may move at twice his movement speed as if taking two Move actions, and avoids all
 * Attacks of Opportunity". One straight line of up to twice the movement of a Move action
 * (move/decide.ts `movementOf`), or, with `via`, two straight legs of at most one movement each
 * (it bends once, as two Move actions can); no offers; `Moved` with action 'withdraw' (and `via`)
 * spends the Full action (evolve). Refused after any other action this turn, while prone or
 * grappling.
 */
import {
  ok,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { ownMoveEvents } from './decide.js';

export function withdraw(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const moved = ownMoveEvents(state, command, 'withdraw');
  return moved.ok ? ok(moved.value.events) : moved;
}
