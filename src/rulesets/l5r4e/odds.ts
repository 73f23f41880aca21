/**
 * Exact odds of an Attack before the roll (issue item 13): P(hit) at the command's Raises and at
 * 1 … max Raises (checkOdds of the dice module), the distribution of the damage roll, and the
 * expected Wounds of a plain attack with 0 … max Raises of Increased Damage (after Reduction,
 * misses counting 0), so a player sees what the Raises of a maneuver cost. Memoised by notation,
 * TN and Reduction: the simulator asks the same questions thousands of times.
 */
import { own } from '../../engine/index.js';
import type { Combatant, Command, CombatState, Odds } from '../../engine/index.js';
import { attackOdds, planAttack } from './attack/index.js';

/** P(hit), damage and expected Wounds of rolls and attacks: rolls/odds.ts and attack/odds.ts. */
export { attackOdds } from './attack/index.js';
export { damageOdds, hitChance, woundsOnHit } from './rolls/index.js';

/** The odds hook: for an Attack the current combatant (or meta.actor) could make now. */
export function odds(state: CombatState, command: Command): Odds | undefined {
  if (command.type !== 'Attack') return undefined;
  const actor = command.meta?.actor;
  const id = actor !== undefined && actor !== 'gm' ? actor : state.current;
  const c: Combatant | undefined = id ? own(state.combatants, id) : undefined;
  if (!c) return undefined;
  const plan = planAttack(state, c, command.data ?? {});
  return plan.ok ? attackOdds(plan.value) : undefined;
}
