/**
 * Harm outside an attack: the GM's AdjustWounds (adjust), falling, deep water, healing and
 * Medicine (outside), how hurt a combatant is for the player view (health). The Wound Rank table
 * is shared data (state.ts).
 */
export * from './adjust.js';
export * from './outside.js';
export * from './water.js';
export { health } from './health.js';
