/** The attack area: what the rest of the rule set may use of it (its only import point). */
export {
  type Mode,
  type ModeSources,
  NO_SOURCES,
  attackSources,
  d20Of,
  d20PlusIn,
  defendActive,
  guardReach,
  inHand,
  meleeReachInHand,
  mergeSources,
  modeOf,
  naturalChance,
  threatens,
} from './advantage.js';
export { doubledDice, shortDice, withBonus } from './notation.js';
export { canStrike, firstWeaponFor, strikeDistance } from './reach.js';
export { attacksPerAction, dealtDamage, isHit, judge, resolveAttack } from './resolve.js';
export {
  type ChaosOdds,
  cached,
  critChance,
  damageOdds,
  distribution,
  hitChance,
  modeNote,
  pct,
} from './odds.js';
export { attacked } from './evolve.js';
export { modeText } from './describe.js';
