/** Push's menu entry (seed 002, Push): a foe within arm's length, shoved PUSH_DISTANCE ft. */
import type { ActionOption, Combatant, CombatState } from '../../../../engine/index.js';
import { close, option } from '../choices.js';
import { PUSH_DISTANCE } from './decide.js';
import { pushOdds } from './odds.js';

export function pushEntries(s: CombatState, me: Combatant, t: Combatant): ActionOption[] {
  if (!close(me, t)) return [];
  return [
    option(
      { type: 'Push', data: { target: t.id, distance: PUSH_DISTANCE } },
      `Push ${t.name} ${PUSH_DISTANCE} ft away`,
      pushOdds(s, me, t),
    ),
  ];
}
