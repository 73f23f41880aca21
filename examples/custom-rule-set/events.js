// @ts-check
/**
 * SHARED DATA: the events of Two Sixes. Dice outcomes are inside them, so a replay never rolls.
 * Staggered and defending are the kernel's `ConditionAdded` events (conditions/).
 */

/** @import { GameEvent, Rolled } from 'fray' */

/**
 * `AttackRolled`: an attack (sentences 4–7), with its roll and, on a hit, its damage.
 * @typedef {object} AttackRolledData
 * @property {string} actor
 * @property {string} target
 * @property {Rolled} roll the 2d6
 * @property {number} total the 2d6 + Skill, with −2 when staggered
 * @property {number} need the target number, +2 against a defender
 * @property {boolean} hit
 * @property {Rolled} [damage] the weapon's damage roll, on a hit
 * @property {number} dealt Hit Points lost: damage − Armor, at least 1; 0 on a miss
 * @property {boolean} staggers a natural 12
 */

/**
 * `Defended` (sentence 8).
 * @typedef {object} DefendedData
 * @property {string} actor
 */

/**
 * @param {AttackRolledData} data
 * @returns {GameEvent}
 */
export const attackRolled = (data) => ({ type: 'AttackRolled', data: { ...data } });

/**
 * @param {DefendedData} data
 * @returns {GameEvent}
 */
export const defended = (data) => ({ type: 'Defended', data: { ...data } });

/**
 * @param {GameEvent} e
 * @returns {AttackRolledData}
 */
export const attackData = (e) => /** @type {AttackRolledData} */ (/** @type {unknown} */ (e.data));
