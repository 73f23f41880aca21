/** The move area: what the rest of the rule set may use of it (its only import point). */
export { decideMove } from './decide.js';
export { moved } from './evolve.js';
export { movedLine } from './describe.js';
export { moveEntries } from './menu.js';
