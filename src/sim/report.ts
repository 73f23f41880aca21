/**
 * The shape of what `fray sim --json` prints and `simulate()` returns (docs/simulator.md). Types
 * only: the app layer fills it in, the CLI and the HTML report render it.
 */
import type { Difference } from './compare.js';
import type { Summary } from './monte-carlo.js';

export interface SimReport {
  /** "fray-sim/1": the version of this shape. */
  readonly format: 'fray-sim/1';
  readonly encounter: {
    readonly file: string;
    readonly ruleSet: string;
    readonly ruleSetTitle: string;
  };
  readonly runs: number;
  readonly seed: string | number;
  readonly workers: number;
  readonly roundCap: number;
  /** True when every fight ran with the engine's invariants checked after each event. */
  readonly check: boolean;
  /** The encounter as written. */
  readonly summary: Summary;
  /** `--vs`: the other encounter, played with the same fight seeds, and the differences. */
  readonly vs?: {
    readonly file: string;
    readonly summary: Summary;
    /** By side present in both: P(win here) − P(win in the other file), paired 95 % interval. */
    readonly difference: Readonly<Record<string, Difference>>;
  };
  /** `--sweep path=from..to`: one run of `runs` fights per value. */
  readonly sweep?: {
    readonly path: string;
    readonly points: readonly { readonly value: number; readonly summary: Summary }[];
  };
}
