/** Ambush and surprise (seed 000): the Contested Stealth/Investigation rolls before the fight. */
export * from './decide.js';
