/**
 * Constrict's menu entries (seed 002, Constrict): once a round, on each one holds, as the bonus
 * action if it is left, else as the action.
 */
import type { ActionOption, Combatant, CombatState } from '../../../../engine/index.js';
import { dataOf } from '../../state.js';
import { option } from '../choices.js';
import { grappledBy } from '../cond.js';
import { constrictOdds } from './odds.js';

export function constrictEntries(s: CombatState, me: Combatant): ActionOption[] {
  const d = dataOf(me);
  if (d.cond.constrictRound === s.round) return [];
  const as = d.budget.bonus >= 1 ? 'bonus' : d.budget.action >= 1 ? 'action' : null;
  if (!as) return [];
  return grappledBy(s, me).map((t) =>
    option(
      { type: 'Constrict', data: { target: t.id, as } },
      `Constrict ${t.name} (${as === 'bonus' ? 'bonus action' : 'action'})`,
      constrictOdds(me, t),
    ),
  );
}
