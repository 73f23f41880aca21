// @ts-check
/**
 * SHARED DATA: the typed views of a combatant's state in Two Sixes. A combatant's `data` holds his
 * Hit Points left and whether he has taken his one action this turn (sentence 3); his sheet is
 * the checked {@link Sheet}. Conditions (staggered, defending) are the kernel's, on the combatant.
 */

/** @import { Combatant, CombatState } from 'fray' */
/** @import { Sheet } from './sheet.js' */

/**
 * @typedef {object} Data
 * @property {number} hp Hit Points left (may be below 0)
 * @property {boolean} acted the combatant has taken his action this turn
 */

/**
 * @param {CombatState} state
 * @param {string} id
 * @returns {Combatant}
 */
export function combatant(state, id) {
  const c = state.combatants[id];
  if (!c) throw new Error(`no combatant ${id}`);
  return c;
}

/**
 * @param {CombatState} state
 * @param {string} id
 * @returns {Sheet}
 */
export const sheetOf = (state, id) => /** @type {Sheet} */ (combatant(state, id).sheet);

/**
 * @param {CombatState} state
 * @param {string} id
 * @returns {Data}
 */
export const dataOf = (state, id) => /** @type {Data} */ (combatant(state, id).data);

/**
 * The state with the combatant's data replaced (a fresh copy: the state is never changed in place).
 * @param {CombatState} state
 * @param {string} id
 * @param {Partial<Data>} change
 * @returns {CombatState}
 */
export function withData(state, id, change) {
  const c = combatant(state, id);
  return {
    ...state,
    combatants: { ...state.combatants, [id]: { ...c, data: { ...dataOf(state, id), ...change } } },
  };
}

/**
 * @param {CombatState} state
 * @param {string} id
 * @param {string} condition
 */
export const hasCondition = (state, id, condition) =>
  combatant(state, id).conditions.some((c) => c.name === condition);
