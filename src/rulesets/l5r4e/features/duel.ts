/** The iaijutsu duel and the magic duel (seed 000). */
import type { Feature } from './types.js';

export const duelFeature: Feature = { name: 'duel' };
