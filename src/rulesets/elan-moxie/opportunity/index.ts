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
