/**
 * Surprise: the GM's DeclareSurprise (the surprised lose round 1).
 * The folder's public surface: other folders and the top import only this file.
 */
export { declareSurprise } from './decide.js';
