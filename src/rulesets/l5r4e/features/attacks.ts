/** Maneuvers, off-hand fighting, Guard and Void Points (seed 000). */
import type { Feature } from './types.js';

export const attacksFeature: Feature = { name: 'attacks' };
