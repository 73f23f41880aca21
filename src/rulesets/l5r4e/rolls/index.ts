/**
 * Every roll a character makes (Skill, Trait, Ring, attack) and its modifiers: Wound Rank, Fear,
 * Dazed, Void, Center, terrain, armor, techniques and kata.
 */
export * from './roll.js';
export * from './terrain.js';
export * from './odds.js';
