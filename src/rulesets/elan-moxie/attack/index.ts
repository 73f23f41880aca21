/**
 * Seed 001's attack procedure: to hit, extra damage, to soak, wounds dealt, with every modifier
 * (conditions, cover, a grapple's −4); the one attack roll, its odds, the Attack command.
 * The folder's public surface: other folders and the top import only this file.
 */
export { attack } from './decide.js';
export { movementOf, coverOf, grappleDefense, modifiersOf } from './modifiers.js';
export { hitChance, pct, planOdds } from './odds.js';
export {
  abilityStrike,
  planStrike,
  checkRange,
  reachOf,
  planAttack,
  findWeapon,
  type AttackPlan,
  type StrikeSpec,
  findTarget,
} from './plan.js';
export {
  d20,
  extraDamage,
  baseDamage,
  defenseScore,
  hitBonus,
  soakBonus,
  woundsDealt,
} from './resolve.js';
export { hits, rollStrike, strikeEvents } from './strike.js';
