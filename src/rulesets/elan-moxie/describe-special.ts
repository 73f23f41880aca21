/** Log lines of the special feature's events (issue 5) — stub until written. */
import type { CombatState, GameEvent } from '../../engine/index.js';

export function describeSpecial(_event: GameEvent, _state: CombatState): string | undefined {
  return undefined;
}
