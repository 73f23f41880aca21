/** The attacks feature's part of every event (issue 6) — stub until written. */
import type { CombatState, GameEvent } from '../../engine/index.js';

export function evolveAttacks(s: CombatState, _e: GameEvent): CombatState {
  return s;
}
