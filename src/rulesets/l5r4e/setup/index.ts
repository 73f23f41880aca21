/**
 * A combatant from its sheet: the weapon and armor tables (tables) and the data at the start
 * (combatant).
 */
export * from './combatant.js';
export * from './tables.js';
