/**
 * Disarm's menu entries (seed 002, Disarm): each melee weapon in hand that reaches the foe against
 * each weapon the foe holds; and picking up a weapon on the ground (the move).
 */
import type { ActionOption, Combatant, CombatState } from '../../../../engine/index.js';
import { dataOf } from '../../state.js';
import { held, meleeReaching, option } from '../choices.js';
import { disarmWith } from './odds.js';

export function disarmEntries(s: CombatState, me: Combatant, t: Combatant): ActionOption[] {
  const out: ActionOption[] = [];
  const theirs = held(t);
  for (const w of meleeReaching(me, t))
    for (const tw of theirs)
      out.push(
        option(
          { type: 'Disarm', data: { target: t.id, weapon: w.name, targetWeapon: tw.name } },
          `Disarm ${t.name} of the ${tw.name} with the ${w.name}`,
          disarmWith(s, me, t, w, tw),
        ),
      );
  return out;
}

export function pickUpEntries(me: Combatant): ActionOption[] {
  const d = dataOf(me);
  if (!(d.budget.move > 0)) return [];
  return d.cond.dropped.map((w) =>
    option({ type: 'PickUp', data: { weapon: w } }, `Pick up the ${w} (the move)`),
  );
}
