/**
 * The dice module: notation, rolling with full records, a compiled fast path and exact odds.
 * Pure: no I/O, randomness only from an injected, seeded {@link Rng}. See docs/dice.md.
 */
export type * from './ast.js';
export { LIMITS } from './ast.js';
export { DiceError, isDiceError, attempt, type DiceErrorCode, type Result } from './errors.js';
export { parse } from './parse.js';
export { format } from './format.js';
export { Rng, createRng, deriveRng, rngFromState, type RngState, type Seed } from './rng.js';
export type { FaceSource } from './source.js';
export { applyTenDiceRule, type TenDiceOptions, type PoolSize } from './ten-dice.js';
export {
  roll,
  rollWithSource,
  type RollOptions,
  type RollRecord,
  type TermRecord,
  type DiceTermRecord,
  type PoolTermRecord,
  type DieRoll,
} from './roll.js';
export { compile, type CompiledRoll } from './compile.js';
export { odds, atLeast, exactly, percentile, type OddsOptions, type Distribution } from './odds.js';
export {
  checkOdds,
  contest,
  COMBAT_CHAOS,
  type CheckOdds,
  type CheckOptions,
  type ContestOdds,
  type Naturals,
} from './check.js';
