/** Log lines of the move feature's events (issue 5) — stub until written. */
import type { CombatState, GameEvent } from '../../engine/index.js';

export function describeMove(_event: GameEvent, _state: CombatState): string | undefined {
  return undefined;
}
