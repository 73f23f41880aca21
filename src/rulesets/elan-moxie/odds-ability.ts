/**
 * Odds of an ability's attack before the roll (the same exact numbers as a weapon's, odds.ts:
 * planOdds on the plan of seed 001's procedure), and of an Attack of Opportunity, with a weapon or
 * an ability that says it can be used as one. An ability without an attack roll is certain: no odds.
 */
import type { Combatant, Command, CombatState, Odds } from '../../engine/index.js';
import { findAbility, planTargets } from './ability-plan.js';
import { abilityStrike, planStrike } from './attack-plan.js';
import { hitChance, pct, planOdds } from './odds-core.js';
import { checkOpportunity, strikePlan } from './opportunity.js';
import { readOptions } from './options.js';
import type { Ability } from './sheet.js';

/** The odds of `a`'s attack on `target`: `hit` only when it has no damage (nothing to soak). */
export function strikeOdds(
  state: CombatState,
  user: Combatant,
  a: Ability,
  target: Combatant,
): Odds {
  const p = planStrike(state, user, target, abilityStrike(a));
  if (a.damage !== undefined) return planOdds(p);
  const hit = hitChance(p.hitBonus, p.defense);
  return { hit, note: `hit ${pct(hit)}; ${a.name} deals no damage (its effects land on a hit)` };
}

function useOdds(state: CombatState, user: Combatant, command: Command): Odds | undefined {
  const found = findAbility(user, command.data?.['ability']);
  if (!found.ok || !found.value.attack) return undefined;
  const a = found.value;
  const planned = planTargets(state, user, a, command);
  if (!planned.ok) return undefined;
  const [first, ...rest] = planned.value.targets;
  if (!first) return undefined;
  const odds = strikeOdds(state, user, a, first);
  if (rest.length === 0) return odds;
  const how =
    readOptions(state.options).areaAttackRoll === 'once'
      ? 'one hit roll against every defense'
      : 'a hit roll for each';
  const names = planned.value.targets.map((t) => t.name).join(', ');
  return {
    ...odds,
    note: `against ${first.name}, the nearest of ${names} (${how}); ${odds.note ?? ''}`,
  };
}

/**
 * An Attack of Opportunity, checked and planned as decide/opportunity.ts does it (opportunity.ts):
 * the provoker struck where he provoked it, with the weapon or ability the offer lists.
 */
function opportunityOdds(
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

export function abilityOdds(
  state: CombatState,
  attacker: Combatant,
  command: Command,
): Odds | undefined {
  if (command.type === 'UseAbility') return useOdds(state, attacker, command);
  if (command.type === 'AttackOfOpportunity') return opportunityOdds(state, attacker, command);
  return undefined;
}
