/** The reactions area: what the rest of the rule set may use of it (its only import point). */
export { decideReactAttack, reactionLeft } from './decide.js';
export {
  type ReactionPassedData,
  type ReactionUnavailableData,
  afterAttack,
  afterKipup,
  answerOffers,
  canKipup,
  fumbleOffer,
  fumbleUnavailable,
  kipupOffer,
  leavingReachOffers,
  maneuverOffer,
  offerEvents,
  promote,
  reactionEvents,
  standOffers,
  standingProvokes,
  unavailable,
} from './offers.js';
