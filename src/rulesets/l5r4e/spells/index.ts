/** Spell casting (reference §1.1): the Spell Casting roll, scrolls. */
export * from './decide.js';
export { spellsFeature } from './feature.js';
