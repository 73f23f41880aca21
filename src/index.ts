/**
 * Fray as a library (the package root, `import { ... } from 'fray'`): dice and exact odds, the
 * combat engine, the three rule sets, encounter files and the simulator. The CLI is built on the
 * same calls. Each part's page in docs/ says more; docs/rule-sets.md shows what a rule set of
 * one's own imports from here (examples/custom-rule-set uses nothing else).
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
/*
 * For writing a rule set (docs/rule-sets.md): the RuleSet's types and the helpers its hooks use.
 * `ok(value)` and `refuse(code, message)` make the Result of `decide` and of the simulator's calls;
 * `own(record, key)` reads a record by an untrusted key (never a name of Object.prototype);
 * `copyState`, `copyCombatant` and `withCombatant` give the fresh copies `evolve` returns (the
 * state is never changed in place). `dice.odds`, `dice.parse` and `dice.atLeast` are the exact odds
 * and the notation check for `odds` and `setup`.
 */
export {
  ok,
  refuse,
  own,
  copyState,
  copyCombatant,
  withCombatant,
  type Mutable,
  type Combatant,
  type CombatantId,
  type Condition,
  type DecideContext,
  type Dice,
  type InitiativeRoll,
  type OptionSpec,
  type Outcome,
  type Plight,
  type Rolled,
  type RollWhy,
  type SimHooks,
  type TacticParam,
  type Tick,
  type ValidationIssue,
} from './engine/index.js';
/*
 * Dice as they fall (docs/engine.md): which roll a command makes next and how many dice to type,
 * for prompts of physical dice.
 */
export {
  nextRoll,
  needText,
  rollsOf,
  rollFaces,
  type Probe,
  type RollNeed,
  type RollMade,
} from './engine/index.js';
export { RULE_SETS, ruleSetById } from './rulesets/registry.js';
export { parseEncounter, type Encounter, type RosterReader } from './app/encounter/file.js';
export { parseRoster, type Roster } from './app/roster/file.js';
export { combatantFromRoster, withRosterSheet, type RosterBook } from './app/roster/expand.js';
export { lintEncounter, type EncounterWarning } from './app/check/lint.js';
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
