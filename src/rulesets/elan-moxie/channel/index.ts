/**
 * Channeled actions (seed 001): the effects an ability puts on others, and ending channels with
 * what hangs on them.
 * The folder's public surface: other folders and the top import only this file.
 */
export { effectCondition, endChanneling, type EffectData } from './effects.js';
