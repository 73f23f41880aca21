export { escape, release } from './decide.js';
export { describeGrapple } from './describe.js';
export { grappleMenu } from './menu.js';
export { escapeOdds } from './odds.js';
