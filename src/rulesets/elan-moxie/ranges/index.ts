/**
 * Distances and areas (seed 001: melee 2 m, short 20 m, medium 70 m, long 150 m; cones, lines),
 * and the shapes of cover.
 * The folder's public surface: other folders and the top import only this file.
 */
export { MELEE_REACH, RANGE_METRES, stepTowards } from './distances.js';
export { inArea, isPosition, blocks, standsBetween } from './shapes.js';
