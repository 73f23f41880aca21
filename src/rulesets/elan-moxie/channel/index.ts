export { effectCondition, endChanneling, type EffectData } from './effects.js';
