/**
 * The combat engine: a pure, event-sourced kernel that runs the turn loop of every rule set.
 * See docs/engine.md.
 */
export type * from './types.js';
export { decide, step, GM_COMMANDS, type DecideOptions } from './kernel.js';
export { evolve } from './evolve.js';
export {
  createCombat,
  idProblem,
  makeCombatant,
  resolveOptions,
  type CombatantEntry,
  type EncounterSpec,
} from './combat.js';
export {
  applyCommand,
  replay,
  replayFrom,
  stateAt,
  Combat,
  type CombatLog,
  type LogEntry,
  type Applied,
  type Replay,
} from './log.js';
export { commandDice, RngDice, TypedDice } from './dice.js';
export {
  needText,
  nextRoll,
  rollsOf,
  rollFaces,
  type Probe,
  type RollNeed,
  type RollMade,
} from './probe.js';
export { ok, refuse } from './result.js';
export { adjustHarm, unalias, type HarmCommand } from './aliases.js';
export { own, hasOwn } from './own.js';
export { idleOptions, type OptionNeed } from './lint.js';
export { closestOnPath, distance, pathDistance, towards, withinReach } from './geometry.js';
export { enqueue, nextOffer, offerEvents } from './reactions.js';
export { sortedOrder, compareInitiative } from './order.js';
export { copyCombatant, copyState, withCombatant, type Mutable } from './copy.js';
