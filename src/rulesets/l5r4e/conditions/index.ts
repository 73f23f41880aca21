/**
 * Conditions of reference §11.3 and seed 000 (Stunned, Dazed, Entangled, helpless, underwater…):
 * evolve helpers (kit), durations and recovery (status), log lines (describe), feature.
 */
export * from './describe.js';
export * from './kit.js';
export * from './status.js';
export { conditionsFeature } from './feature.js';
