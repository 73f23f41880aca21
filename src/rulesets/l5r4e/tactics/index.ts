/**
 * The simulator's named tactics (policy makers): attack, stance, steps, odds, the kit they share.
 */
export * from './attack.js';
export * from './kit.js';
export * from './odds.js';
export * from './stance.js';
export * from './steps.js';
export * from './tactics.js';
