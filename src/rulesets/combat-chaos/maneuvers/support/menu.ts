/** Support's menu entries (seed 002, Support): an ally against each foe they threaten (the action). */
import type { ActionOption, Combatant } from '../../../../engine/index.js';
import { threatens } from '../../attack/index.js';
import { dataOf } from '../../state.js';

export function supportEntries(
  me: Combatant,
  allies: readonly Combatant[],
  foes: readonly Combatant[],
): ActionOption[] {
  if (dataOf(me).budget.action < 1) return [];
  const out: ActionOption[] = [];
  for (const a of allies)
    for (const t of foes)
      if (t.side !== a.side && threatens(a, t.position))
        out.push({
          command: { type: 'Support', data: { ally: a.id, target: t.id } },
          label: `Support ${a.name} against ${t.name}`,
        });
  return out;
}
