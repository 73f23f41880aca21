/**
 * Fray as a library (the package root, `import { ... } from 'fray'`): dice and exact odds, the
 * combat engine, the three rule sets, encounter files and the simulator. The CLI is built on the
 * same calls. Each part's page in docs/ says more.
 */
export * as dice from './dice/index.js';
export {
  Combat,
  createCombat,
  decide,
  evolve,
  step,
  type ActionOption,
  type Command,
  type CombatState,
  type EncounterSpec,
  type GameEvent,
  type Odds,
  type Policy,
  type PolicyContext,
  type Result,
  type RuleSet,
  type Tactic,
  type Violation,
} from './engine/index.js';
export { RULE_SETS, ruleSetById } from './rulesets/registry.js';
export { parseEncounter, type Encounter } from './app/encounter/file.js';
export {
  simulate,
  loadEncounterInput,
  type EncounterInput,
  type SimulateApiOptions,
} from './app/sim/api.js';
export type { SweepSpec } from './app/sim/sweep.js';
export {
  runFight,
  makePolicy,
  tacticsOf,
  type FightResult,
  type SimReport,
  type Summary,
  type Estimate,
  type Difference,
} from './sim/index.js';
