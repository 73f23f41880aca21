export { initiative } from './score.js';
