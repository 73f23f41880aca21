/** Grapples (seed 000). */
import type { Feature } from './types.js';

export const grappleFeature: Feature = { name: 'grapple' };
