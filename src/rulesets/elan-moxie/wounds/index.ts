/**
 * Wounds (seed 001): the track, healing by rest, what a collapse or death ends, AdjustWounds and
 * Rest.
 * The folder's public surface: other folders and the top import only this file.
 */
export { afterWounds } from './consequences.js';
export { adjustWounds, harmAliases, rest } from './decide.js';
export { healthChange, addWounds } from './track.js';
export { health } from './health.js';
