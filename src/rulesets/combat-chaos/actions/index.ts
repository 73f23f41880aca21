/** The actions area: what the rest of the rule set may use of it (its only import point). */
export { heldWeapon, isGm, positionArg, targetArg, turnTaker, weaponArg } from './commands.js';
export { startRound, startTurn } from './evolve.js';
export { END_TURN } from './menu.js';
