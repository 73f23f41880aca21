/** Fear, conditions and what happens outside the fight (healing, falling, drowning) (seed 000). */
import type { Feature } from './types.js';

export const conditionsFeature: Feature = { name: 'conditions' };
