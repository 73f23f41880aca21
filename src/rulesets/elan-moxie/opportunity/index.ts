/**
 * Attacks of Opportunity (seed 001): what provokes one, the offers, the answer, its odds, menu and
 * log lines.
 * The folder's public surface: other folders and the top import only this file.
 */
export { attackOfOpportunity } from './decide.js';
export { describeOpportunity } from './describe.js';
export { reactionMenu } from './menu.js';
export { opportunityOdds } from './odds.js';
export {
  pendingRefusal,
  opportunityOffers,
  canReact,
  provocation,
  pendingOffer,
} from './offers.js';
