/**
 * Attacks (seed 000): the Armor TN and damage (resolve), the Attack command (decide), Guard, its
 * menu entries and feature.
 */
export * from './decide.js';
export * from './guard.js';
export * from './menu.js';
export * from './resolve.js';
export * from './odds.js';
export { stanceArmorTN, stanceAttackDice } from './modifiers.js';
export { attacksFeature } from './feature.js';
