export { conditionAdded } from './durations.js';
