/**
 * Odds of an Attack of Opportunity before the roll, with a weapon or an ability that says it can
 * be used as one (the same exact numbers as an Attack's: attack/ planOdds on the plan of seed
 * 001's procedure).
 */
import type { Combatant, Command, CombatState, Odds } from '../../../engine/index.js';
import { hitChance, pct, planOdds } from '../attack/index.js';
import { checkOpportunity, strikePlan } from './offers.js';

/**
 * An Attack of Opportunity, checked and planned as opportunity/decide.ts does it (opportunity/offers.ts):
 * the provoker struck where he provoked it, with the weapon or ability the offer lists.
 */
export function opportunityOdds(
  state: CombatState,
  reactor: Combatant,
  command: Command,
): Odds | undefined {
  const checked = checkOpportunity(state, command);
  if (!checked.ok || checked.value.reactor.id !== reactor.id) return undefined;
  const { plan, damaging } = strikePlan(state, checked.value);
  if (damaging) return planOdds(plan);
  const hit = hitChance(plan.hitBonus, plan.defense);
  return {
    hit,
    note: `hit ${pct(hit)}; ${plan.weapon.name} deals no damage (its effects land on a hit)`,
  };
}
