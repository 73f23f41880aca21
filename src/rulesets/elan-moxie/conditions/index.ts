/**
 * Durations (seed 001: "one round duration should be counted off at the start of the action of
 * the character that caused the effect").
 * The folder's public surface: other folders and the top import only this file.
 */
export { conditionAdded } from './durations.js';
