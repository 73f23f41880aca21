/** seed 002 Hold: to the count of someone still to act later this round, before doing anything. */
import type { ActionOption, Combatant, CombatState } from '../../../engine/index.js';
import { canTakeTurn } from '../state.js';

export function holdEntries(s: CombatState, me: Combatant): ActionOption[] {
  if (s.turnUsed || me.initiative === null) return [];
  const mine = me.initiative;
  const later = s.order.slice(s.order.indexOf(me.id) + 1);
  const counts = new Map<number, string[]>();
  for (const id of later) {
    const c = s.combatants[id];
    if (!c || s.acted.includes(id) || !canTakeTurn(c) || c.initiative === null) continue;
    if (!Number.isInteger(c.initiative) || c.initiative > mine) continue;
    counts.set(c.initiative, [...(counts.get(c.initiative) ?? []), c.name]);
  }
  return [...counts].map(([until, names]) => ({
    command: { type: 'Delay', data: { until } },
    label: `Hold until ${until} (after ${names.join(', ')})`,
  }));
}
