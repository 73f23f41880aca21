/** The spells' menu entries: each spell whose action is left, at each foe in its range, with its odds. */
import {
  distance,
  type ActionOption,
  type Combatant,
  type CombatState,
} from '../../../engine/index.js';
import { dataOf, sheetOf } from '../state.js';
import { spellOdds } from './odds.js';

export function spellEntries(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
): ActionOption[] {
  const list = sheetOf(me).spells;
  if (list.length === 0) return [];
  const b = dataOf(me).budget;
  const out: ActionOption[] = [];
  for (const sp of list) {
    if ((sp.action === 'bonus' ? b.bonus : b.action) < 1) continue;
    for (const t of foes)
      if (distance(me.position, t.position) <= sp.range + 1e-9)
        out.push({
          command: { type: 'CastSpell', data: { spell: sp.name, target: t.id } },
          label: `Cast ${sp.name} on ${t.name}`,
          odds: spellOdds(s, me, t, sp),
        });
  }
  return out;
}
