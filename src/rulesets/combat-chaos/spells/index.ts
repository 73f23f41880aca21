/** Spells (seed 002: "Damaging spells can only score critical hits if they use spellcraft ..."). */
export * from './cast.js';
export * from './decide.js';
export * from './odds.js';
export * from './menu.js';
export * from './evolve.js';
export { spellLine } from './describe.js';
