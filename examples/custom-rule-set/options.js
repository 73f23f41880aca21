// @ts-check
/** SHARED DATA: the GM's option of Two Sixes (sentence 4), its default and its typed reader. */

/** @import { CombatState, OptionSpec } from 'fray' */

/** @type {Readonly<Record<string, OptionSpec>>} */
export const OPTIONS = {
  targetNumber: {
    description: 'the total of 2d6 + Skill an attack needs to hit (sentence 4)',
    default: 8,
    choices: [6, 7, 8, 9, 10],
  },
};

/**
 * The target number of this fight.
 * @param {CombatState} state
 * @returns {number}
 */
export const targetNumber = (state) => /** @type {number} */ (state.options['targetNumber'] ?? 8);
