/**
 * A grapple held (seed 001, Grapple): Escape with Agility or Strength, Release, their odds, menu
 * entries and log lines.
 * The folder's public surface: other folders and the top import only this file.
 */
export { escape, release } from './decide.js';
export { describeGrapple } from './describe.js';
export { grappleMenu } from './menu.js';
export { escapeOdds } from './odds.js';
