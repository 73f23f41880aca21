/**
 * The action budget of a turn (seed 001: "one Full action, one Move and one Attack action, or two
 * Move actions", Free actions): what is left, who is acting, what a situation forbids, FreeAction.
 * The folder's public surface: other folders and the top import only this file.
 */
export { cannotFree, cannotUse, cannotSpend, spent, budgetSpent } from './budget.js';
export { freeAction, SPEAK } from './free.js';
export { cannotAttack, violation, cannotMove } from './restrictions.js';
export { ableActor, ableBodied, turnActor, type Actor, gmOnly, intField } from './turn.js';
