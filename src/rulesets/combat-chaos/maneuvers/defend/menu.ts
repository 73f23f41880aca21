/** Defend's menu entries (seed 002, Defend): oneself, or an ally within guard reach (the action). */
import { distance, type ActionOption, type Combatant } from '../../../../engine/index.js';
import { guardReach } from '../../attack/index.js';
import { dataOf } from '../../state.js';

export function defendEntries(me: Combatant, allies: readonly Combatant[]): ActionOption[] {
  if (dataOf(me).budget.action < 1) return [];
  const out: ActionOption[] = [{ command: { type: 'Defend' }, label: 'Defend yourself' }];
  const reach = guardReach(me);
  for (const a of allies)
    if (distance(me.position, a.position) <= reach + 1e-9)
      out.push({ command: { type: 'Defend', data: { ally: a.id } }, label: `Defend ${a.name}` });
  return out;
}
