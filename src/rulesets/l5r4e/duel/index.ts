/**
 * The iaijutsu duel (seed 000, reference §6): its state, Assess/Focus/Concede (decide), the Strike
 * (strike), feature.
 */
export * from './decide.js';
export * from './state.js';
export * from './strike.js';
export { duelFeature } from './feature.js';
