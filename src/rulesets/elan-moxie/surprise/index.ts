export { declareSurprise } from './decide.js';
