/**
 * The special attacks (seed 001: "Some types of attacks exist that aren't intended to deal
 * damage"): Disarm, Grapple, Trip, their numbers, decide, menu, odds and log lines.
 * The folder's public surface: other folders and the top import only this file.
 */
export { specialAttack } from './decide.js';
export { describeSpecial } from './describe.js';
export { specialMenu } from './menu.js';
export { specialOdds } from './odds.js';
