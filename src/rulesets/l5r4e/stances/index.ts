/**
 * Stances (seed 000, reference §3.4): what each forbids and gives (stance), what conditions allow
 * (limits), SetStance (decide), the Center's bonus and feature.
 */
export * from './decide.js';
export * from './limits.js';
export * from './stance.js';
export { stancesFeature } from './feature.js';
