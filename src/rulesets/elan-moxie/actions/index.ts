export { cannotFree, cannotUse, cannotSpend, spent, budgetSpent } from './budget.js';
export { freeAction, SPEAK } from './free.js';
export { cannotAttack, violation, cannotMove } from './restrictions.js';
export { ableActor, ableBodied, turnActor, type Actor, gmOnly, intField } from './turn.js';
