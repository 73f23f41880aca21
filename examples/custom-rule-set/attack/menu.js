// @ts-check
/** Attack options: one per foe still standing, with its exact odds. */
import { isDown } from '../health/index.js';
import { combatant, sheetOf } from '../state.js';
import { attackOdds } from './odds.js';

/** @import { ActionOption, CombatState } from 'fray' */

/**
 * @param {CombatState} state
 * @param {string} attacker
 * @returns {ActionOption[]}
 */
export function attackOptions(state, attacker) {
  const side = combatant(state, attacker).side;
  const weapon = sheetOf(state, attacker).weapon.name;
  return Object.values(state.combatants)
    .filter((c) => c.side !== side && !isDown(state, c.id))
    .map((c) => ({
      command: { type: 'Attack', data: { target: c.id } },
      label: `Attack ${c.name} with ${weapon}`,
      odds: attackOdds(state, attacker, c.id),
    }));
}
