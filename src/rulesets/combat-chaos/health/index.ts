/** The health area: what the rest of the rule set may use of it (its only import point). */
export { decideAdjustHealth, harmAliases } from './decide.js';
export { adjusted } from './evolve.js';
export { adjustedLine } from './describe.js';
export { health } from './hurt.js';
