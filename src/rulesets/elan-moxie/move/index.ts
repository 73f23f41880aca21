/**
 * Movement (seed 001: "a base movement score of 10m"): Move, Withdraw, Stand, PickUp, their menu
 * entries and log lines.
 * The folder's public surface: other folders and the top import only this file.
 */
export { move } from './decide.js';
export { describeMove } from './describe.js';
export { moveMenu } from './menu.js';
export { pickUp, stand } from './recover.js';
export { withdraw } from './withdraw.js';
