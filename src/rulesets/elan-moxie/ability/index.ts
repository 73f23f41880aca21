/**
 * Abilities as data: checks, targets and areas, UseAbility and StopChanneling, an ability used as
 * an Attack of Opportunity, their menu entries, odds and log lines.
 * The folder's public surface: other folders and the top import only this file.
 */
export { stopChanneling, useAbility, opportunityAbilityEvents } from './decide.js';
export { describeAbility } from './describe.js';
export { abilityMenu, offeredTo } from './menu.js';
export { abilityOdds } from './odds.js';
export { affectsTarget, aimReach, areaTargets } from './plan.js';
