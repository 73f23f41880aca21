/** The reactions area: what the rest of the rule set may use of it (its only import point). */
export { decideReactAttack, reactionLeft } from './decide.js';
export {
  type ReactionPassedData,
  type ReactionUnavailableData,
  canKipup,
  fumbleOffer,
  fumbleUnavailable,
  kipupOffer,
  leavingReachOffers,
  maneuverOffer,
  offerEvents,
  standOffers,
  standingProvokes,
  unavailable,
} from './offers.js';
export { afterAttack, afterKipup, answerOffers, promote, reactionEvents } from './answers.js';
export { queued, queueCleared, removed } from './evolve.js';
export { coreOfferLine, declinedLine, unavailableLine } from './describe.js';
