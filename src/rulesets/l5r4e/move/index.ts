/**
 * Movement and terrain (seed 000): Move Actions (decide), their menu, terrain zones and their
 * Water Ring loss.
 */
export * from './decide.js';
export * from './menu.js';
