/** Stances (Full Defense roll, Center bonus, Full Attack move), movement and terrain (seed 000). */
import type { Feature } from './types.js';

export const stancesFeature: Feature = { name: 'stances' };
