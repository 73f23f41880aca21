/**
 * Maneuvers (seed 000): the Raises each costs and what it does on a hit (Called Shot, Disarm,
 * Extra Attack, Feint, Increased Damage, Knockdown).
 */
export * from './maneuvers.js';
