// @ts-check
/** The attack (sentences 4–7): the only file of attack/ that others import. */
export { decideAttack } from './decide.js';
export { evolveAttack } from './evolve.js';
export { attackOdds } from './odds.js';
export { attackOptions } from './menu.js';
export { describeAttack } from './describe.js';
