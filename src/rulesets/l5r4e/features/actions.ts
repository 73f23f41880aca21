/** The other Actions (draw, scrolls, horses, bows, kata, skills), spells and techniques (seed 000). */
import type { Feature } from './types.js';

export const actionsFeature: Feature = { name: 'actions' };
