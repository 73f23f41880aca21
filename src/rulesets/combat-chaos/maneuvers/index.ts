/**
 * The maneuvers (seed 002, Maneuvers), one folder each: what the rest of the rule set may use of
 * them (their commands, the contests their odds and tactics weigh).
 */
export { decideManeuvers, MANEUVERS_COMMANDS } from './decide.js';
export { bestSkill } from './arguments.js';
export { athleticsContest, escapeContest } from './grapple/decide.js';
export { disarmContest } from './disarm/decide.js';
export { PUSH_DISTANCE, shovedTo } from './push/decide.js';
export { tripContest, TRIP_ATTACK } from './trip/decide.js';
export { ATTACKS_COMMANDS, decideAttacks } from './attacks.js';
export { decideAttack, hurt } from './attack/decide.js';
export { commandOdds } from './odds.js';
export { attackExtras, braceOfferLine, describeAttacks, modeText } from './attack/describe.js';
export { evolveAttacks } from './attack/evolve.js';
export { menuAttacks, menuBraceReaction } from './attack/menu.js';
export { type BraceOffer, bracersCharged, chargeBonus, chargerReach } from './brace/brace.js';
export { attackRollChance, chanceOf, meleeRollSources } from './contest.js';
export { describeManeuvers, offerText } from './describe.js';
export {
  evolveManeuvers,
  grappleReach,
  grapplerOf,
  hasBonusAttack,
  hasBonusUse,
  speedNow,
} from './evolve.js';
export { menuManeuvers, menuPending } from './menu.js';
export { type ChaosOdds, attackOdds, critChance, damageOdds, hitChance } from './odds.js';
