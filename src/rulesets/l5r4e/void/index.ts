/** Void Points (reference §1.5): +10 Armor TN, −10 Wounds, and the once-per-Round rule. */
export * from './decide.js';
