// @ts-check
/**
 * Hit Points and being down (sentence 9: "A combatant at 0 Hit Points or fewer is down: he is out
 * of the fight and takes no turns"), and how a combatant fared, for the simulator.
 */
import { dataOf, sheetOf } from '../state.js';

/** @import { CombatState, Plight } from 'fray' */

/** @param {CombatState} state @param {string} id */
export const isDown = (state, id) => dataOf(state, id).hp <= 0;

/**
 * Hit Points lost so far.
 * @param {CombatState} state
 * @param {string} id
 */
export const harm = (state, id) => sheetOf(state, id).hp - dataOf(state, id).hp;

/**
 * Unhurt at full Hit Points, wounded below, down at 0 or fewer; Two Sixes has no death.
 * @param {CombatState} state
 * @param {string} id
 * @returns {Plight}
 */
export function plight(state, id) {
  if (isDown(state, id)) return 'down';
  return harm(state, id) > 0 ? 'wounded' : 'unhurt';
}
