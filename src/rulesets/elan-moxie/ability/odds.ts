/**
 * Odds of an ability's attack before the roll (the same exact numbers as a weapon's, attack/:
 * planOdds on the plan of seed 001's procedure). An ability without an attack roll is certain: no
 * odds. An ability used as an Attack of Opportunity: opportunity/odds.ts.
 */
import type { Combatant, Command, CombatState, Odds } from '../../../engine/index.js';
import { findAbility, planTargets } from './plan.js';
import { abilityStrike, planStrike, hitChance, pct, planOdds } from '../attack/index.js';
import { readOptions } from '../options.js';
import type { Ability } from '../sheet.js';

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

export function abilityOdds(
  state: CombatState,
  attacker: Combatant,
  command: Command,
): Odds | undefined {
  if (command.type === 'UseAbility') return useOdds(state, attacker, command);
  return undefined;
}
