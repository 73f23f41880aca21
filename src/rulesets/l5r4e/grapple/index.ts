/**
 * Grapples (seed 000, reference §7): starting one (decide), control and its options (control,
 * roll), evolve, menu, log lines, state, feature.
 */
export * from './control.js';
export * from './decide.js';
export * from './describe.js';
export * from './evolve.js';
export * from './menu.js';
export * from './roll.js';
export * from './state.js';
export { grappleFeature } from './feature.js';
