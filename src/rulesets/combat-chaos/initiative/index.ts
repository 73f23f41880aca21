/** The initiative area: what the rest of the rule set may use of it (its only import point). */
export { initiative } from './roll.js';
export { heldLine, initiativeLine } from './describe.js';
export { holdEntries } from './menu.js';
