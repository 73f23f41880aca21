/** commandOdds: the odds of a command before it is sent (maneuvers/odds.ts computes them). */
export { commandOdds } from './maneuvers/index.js';
