/**
 * What a command may touch of the outside world, passed in by main.ts (the composition root) so
 * that commands run the same in the process, in tests and in a spawned `fray`.
 */
export interface Io {
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** A fresh random seed, for rolls given none (printed so that they can be replayed). */
  readonly randomSeed: () => number;
  /** FRAY_DEBUG=1: internal errors print their stack trace. */
  readonly debug: boolean;
}
