export { stopChanneling, useAbility, opportunityAbilityEvents } from './decide.js';
export { describeAbility } from './describe.js';
export { abilityMenu, offeredTo } from './menu.js';
export { abilityOdds } from './odds.js';
export { affectsTarget, aimReach, areaTargets } from './plan.js';
