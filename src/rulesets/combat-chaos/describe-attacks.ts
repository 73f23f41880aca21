/** Log lines of the attacks feature's events (issue 6) — stub until written. */
import type { CombatState, GameEvent } from '../../engine/index.js';

export function describeAttacks(_e: GameEvent, _s: CombatState): string | undefined {
  return undefined;
}
