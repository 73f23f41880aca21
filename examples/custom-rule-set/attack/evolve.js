// @ts-check
/** A hit takes its damage off the target's Hit Points (sentence 6). */
import { attackData } from '../events.js';
import { dataOf, withData } from '../state.js';

/** @import { CombatState, GameEvent } from 'fray' */

/**
 * @param {CombatState} state
 * @param {GameEvent} event an AttackRolled
 * @returns {CombatState}
 */
export function evolveAttack(state, event) {
  const d = attackData(event);
  if (d.dealt === 0) return state;
  return withData(state, d.target, { hp: dataOf(state, d.target).hp - d.dealt });
}
