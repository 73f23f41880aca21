/**
 * Initiative (seed 001: "1d20 + their Agility + their Elan").
 * The folder's public surface: other folders and the top import only this file.
 */
export { initiative } from './score.js';
