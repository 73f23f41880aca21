/** Odds of the special feature's commands (issue 5) — stub until written. */
import type { Combatant, Command, CombatState, Odds } from '../../engine/index.js';

export function specialOdds(
  _state: CombatState,
  _attacker: Combatant,
  _command: Command,
): Odds | undefined {
  return undefined;
}
