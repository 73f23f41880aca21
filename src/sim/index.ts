/**
 * The simulator (issue 7): one fight at a time so far (`runFight`) with named policies. Pure: no
 * I/O; the Monte Carlo driver, worker threads and reports come on top of it.
 */
export {
  runFight,
  actorOf,
  DEFAULT_ROUND_CAP,
  type FightOptions,
  type FightResult,
} from './fight.js';
export { POLICIES, aggressivePolicy, randomPolicy, type Policy } from './policy.js';
export {
  emptyTally,
  fightSeed,
  merge,
  runRange,
  summarize,
  wilson,
  type Estimate,
  type RunOptions,
  type Summary,
  type Tally,
} from './monte-carlo.js';
