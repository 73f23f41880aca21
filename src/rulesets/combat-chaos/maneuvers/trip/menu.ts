/**
 * Trip's menu entries (seed 002, Trip), for a foe still on their feet: by a test when within arm's
 * length (one's better skill), and by an attack with each melee weapon in hand that reaches.
 */
import type { ActionOption, Combatant, CombatState } from '../../../../engine/index.js';
import { dataOf } from '../../state.js';
import { bestSkill } from '../arguments.js';
import { close, meleeReaching, option } from '../choices.js';
import { tripAttackOdds, tripTestOdds } from './odds.js';

export function tripEntries(s: CombatState, me: Combatant, t: Combatant): ActionOption[] {
  if (dataOf(t).cond.prone) return [];
  const out: ActionOption[] = [];
  if (close(me, t)) {
    const how = bestSkill(me);
    out.push(
      option(
        { type: 'Trip', data: { target: t.id, how } },
        `Trip ${t.name} (${how})`,
        tripTestOdds(s, me, t, how),
      ),
    );
  }
  for (const w of meleeReaching(me, t))
    out.push(
      option(
        { type: 'Trip', data: { target: t.id, how: 'attack', weapon: w.name } },
        `Trip ${t.name} with the ${w.name}`,
        tripAttackOdds(s, me, t, w),
      ),
    );
  return out;
}
