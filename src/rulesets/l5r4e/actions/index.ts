/**
 * The action budget of a Turn (seed 000: one Complex or two Simple Actions, and Free Actions):
 * what an Action costs (budget), what the situation forbids (forbids), paying it (spend), the
 * command's actor checks (command), the minor Actions, gear and Skill use (minor, gear, plan,
 * skills) and their feature (feature).
 */
export * from './budget.js';
export * from './command.js';
export * from './forbids.js';
export * from './gear.js';
export * from './lines.js';
export * from './minor.js';
export * from './plan.js';
export * from './skills.js';
export * from './spend.js';
export { actionsFeature } from './feature.js';
