/**
 * What `fray check` warns about in a Combat Chaos encounter (issue 16, item 7): legal sheets and
 * options that likely do not do what the GM meant. The folder's public surface.
 */
export { lint, NEAR_ZERO_DAMAGE } from './lint.js';
