/** Log lines of the ability feature's events (issue 5) — stub until written. */
import type { CombatState, GameEvent } from '../../engine/index.js';

export function describeAbility(_event: GameEvent, _state: CombatState): string | undefined {
  return undefined;
}
