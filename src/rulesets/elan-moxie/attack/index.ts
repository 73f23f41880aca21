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
