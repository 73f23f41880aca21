// @ts-check
/**
 * Initiative (sentence 2: "each combatant rolls 1d6 + Speed for initiative; the highest acts first,
 * and a tie goes to the higher Speed").
 */
import { sheetOf } from '../state.js';

/** @import { CombatState, Dice, InitiativeRoll } from 'fray' */

/**
 * @param {CombatState} state
 * @param {string} id
 * @param {Dice} dice
 * @returns {InitiativeRoll}
 */
export function initiative(state, id, dice) {
  const speed = sheetOf(state, id).speed;
  const roll = dice.roll('1d6', { by: id, what: 'initiative' });
  return { score: roll.total + speed, tiebreak: [speed], roll };
}
