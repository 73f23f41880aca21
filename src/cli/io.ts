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
  /** Reads a text file (UTF-8); throws the system's error (ENOENT, ...). */
  readonly readFile: (path: string) => string;
  /** Writes a text file (UTF-8), replacing it atomically (a temporary file renamed); throws the system's error. */
  readonly writeFile: (path: string, text: string) => void;
  /** Standard input, line by line (`fray play`, `fray replay --step`). */
  readonly input: LineInput;
  /**
   * Redraws a one-line status (a progress bar) on a terminal's standard error; undefined clears
   * it. Absent when standard error is not a terminal: no progress is shown then.
   */
  readonly progress?: (line: string | undefined) => void;
  /** The terminal's width in columns, when output goes to a terminal. */
  readonly columns?: number;
}

export interface LineInput {
  /** The next line, without its line break; undefined at the end of the input. */
  readonly next: () => Promise<string | undefined>;
  /** True when a person types at a terminal; false for a pipe or a file. */
  readonly interactive: boolean;
}

/** Input with these lines, then the end: for tests and for commands given no input. */
export function scriptedInput(lines: readonly string[], interactive = false): LineInput {
  let at = 0;
  return { next: () => Promise.resolve(lines[at++]), interactive };
}
