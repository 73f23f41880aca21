/**
 * The maneuvers (seed 002, Maneuvers; issue 6, the attacks' maneuvers), one folder each holding its
 * decide, evolve, menu, odds and description: what the rest of the rule set may use of them. The
 * files here gather the folders' parts for the assemblers (evolve, menu, odds, describe), and hold
 * what several maneuvers share (cond, contest, choices, lines, deferred, provoking, offers).
 */
export { decideAttack, hurt } from './attack/decide.js';
export { decideBrace, decideBraceStrike } from './brace/decide.js';
export { decideCharge } from './charge/decide.js';
export { decideConstrict } from './constrict/decide.js';
export { decideDefend } from './defend/decide.js';
export { decideDisarm, decidePickUp } from './disarm/decide.js';
export { decideEscape, decideGrapple, decideRelease } from './grapple/decide.js';
export { decideKipup, decideStand } from './kipup/decide.js';
export { decidePush } from './push/decide.js';
export { decideSupport } from './support/decide.js';
export { decideTrip } from './trip/decide.js';
export { bestSkill } from './arguments.js';
export { athleticsContest, escapeContest } from './grapple/decide.js';
export { disarmContest } from './disarm/decide.js';
export { PUSH_DISTANCE, shovedTo } from './push/decide.js';
export { tripContest, TRIP_ATTACK } from './trip/decide.js';
export { commandOdds } from './odds.js';
export { attackOdds } from './attack/odds.js';
export { attackLine } from './attack/describe.js';
export { braceOfferLine } from './brace/describe.js';
export { attackEntries, opportunityAnswers } from './attack/menu.js';
export { menuBraceReaction } from './brace/menu.js';
export { menuKipup } from './kipup/menu.js';
export { type BraceOffer, bracersCharged, chargeBonus, chargerReach } from './brace/brace.js';
export { attackRollChance, chanceOf, meleeRollSources } from './contest.js';
export { describeAttacks, describeManeuvers, offerText } from './describe.js';
export { evolveAttacks, evolveManeuvers } from './evolve.js';
export { grappleReach, grapplerOf, hasBonusAttack, hasBonusUse, speedNow } from './cond.js';
export { menuAttacks, menuManeuvers } from './menu.js';
