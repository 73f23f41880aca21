export { specialAttack } from './decide.js';
export { describeSpecial } from './describe.js';
export { specialMenu } from './menu.js';
export { specialOdds } from './odds.js';
