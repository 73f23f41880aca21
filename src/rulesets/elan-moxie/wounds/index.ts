export { afterWounds } from './consequences.js';
export { adjustWounds, rest } from './decide.js';
export { healthChange, addWounds } from './track.js';
