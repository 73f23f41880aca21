/** Log lines of the maneuvers feature's events (issue 6) — stub until written. */
import type { CombatState, GameEvent } from '../../engine/index.js';

export function describeManeuvers(_e: GameEvent, _s: CombatState): string | undefined {
  return undefined;
}
