/**
 * The rule set's `odds` hook: the exact odds of a command before its roll, by kind of command
 * (the arithmetic is in attack/odds.ts, special/odds.ts and ability/odds.ts).
 */
import { own, type Command, type CombatState, type Odds } from '../../engine/index.js';
import { planAttack, planOdds } from './attack/index.js';
import { abilityOdds } from './ability/index.js';
import { opportunityOdds } from './opportunity/index.js';
import { specialOdds } from './special/index.js';
import { escapeOdds } from './grapple/index.js';

/** The rule set's `odds`: for an attack by whoever's turn it is (or meta.actor, or the pending reactor). */
export function odds(state: CombatState, command: Command): Odds | undefined {
  const id =
    command.meta?.actor !== undefined && command.meta.actor !== 'gm'
      ? command.meta.actor
      : (state.pending?.reactor ?? state.current);
  const attacker = own(state.combatants, id ?? undefined);
  if (!attacker) return undefined;
  switch (command.type) {
    case 'Attack': {
      const planned = planAttack(state, attacker, command);
      return planned.ok ? planOdds(planned.value) : undefined;
    }
    case 'Disarm':
    case 'Grapple':
    case 'Trip':
      return specialOdds(state, attacker, command);
    case 'Escape':
      return escapeOdds(state, attacker, command.data?.['how']);
    case 'UseAbility':
      return abilityOdds(state, attacker, command);
    case 'AttackOfOpportunity':
      return opportunityOdds(state, attacker, command);
    default:
      return undefined;
  }
}
