export { move } from './decide.js';
export { describeMove } from './describe.js';
export { moveMenu } from './menu.js';
export { pickUp, stand } from './recover.js';
export { withdraw } from './withdraw.js';
