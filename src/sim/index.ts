/**
 * The simulator's pure core (issue 7): one fight (`runFight`), policies and tactics, Monte Carlo
 * tallies and summaries, paired A/B comparison and the report's shape. No I/O and no threads: the
 * app layer (src/app/sim/simulate.ts) spreads the fights over worker threads.
 */
export {
  runFight,
  actorOf,
  DEFAULT_ROUND_CAP,
  type FightOptions,
  type FightResult,
} from './fight.js';
export {
  GENERIC_TACTICS,
  aggressivePolicy,
  makePolicy,
  passOption,
  randomPolicy,
  tacticsOf,
} from './policy.js';
export {
  PLIGHTS,
  addFight,
  emptyTally,
  endingOf,
  fightSeed,
  merge,
  runRange,
  summarize,
  wilson,
  type Cast,
  type CombatantSummary,
  type Ending,
  type Estimate,
  type RunOptions,
  type Summary,
  type Tally,
} from './monte-carlo.js';
export {
  emptyPairTally,
  mergePairs,
  pairedDifference,
  runPairedRange,
  type Difference,
  type PairTally,
  type Variant,
} from './compare.js';
export type { SimReport } from './report.js';
export { invariantCheck, jsonProblem, sameJson, stateProblem } from './check.js';
