export { MELEE_REACH, RANGE_METRES, stepTowards } from './distances.js';
export { inArea, isPosition, blocks, standsBetween } from './shapes.js';
