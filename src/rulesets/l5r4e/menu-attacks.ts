/** The attack entries of the menu (legalActions): each enemy in the fight, 0 … max Raises, with odds. */
import type { ActionOption, Combatant, CombatState } from '../../engine/index.js';
import { planAttack } from './decide/attack.js';
import { attackOdds } from './odds.js';
import { maxRaises } from './resolve.js';
import { enemiesOf, weaponOf } from './state.js';

export function* attacks(
  state: CombatState,
  c: Combatant,
  withOdds: boolean,
): Generator<ActionOption> {
  const weapon = weaponOf(c);
  const max = maxRaises(c, weapon);
  for (const e of enemiesOf(state, c)) {
    for (let raises = 0; raises <= max; raises++) {
      const data = raises ? { target: e.id, raises } : { target: e.id };
      const plan = planAttack(state, c, data);
      if (!plan.ok) break;
      const label = `Attack ${e.name} with the ${weapon.name}${raises ? ` (${raises} Raise${raises > 1 ? 's' : ''})` : ''}`;
      const command = { type: 'Attack', data };
      yield withOdds ? { command, label, odds: attackOdds(plan.value, max) } : { command, label };
    }
  }
}
