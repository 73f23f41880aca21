/** The ambush area: what the rest of the rule set may use of it (its only import point). */
export { decideAmbush } from './decide.js';
export { decideDeclareSurprise } from './surprise.js';
export { ambushed, surprise } from './evolve.js';
export { ambushLine, surpriseLine } from './describe.js';
