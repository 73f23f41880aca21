/**
 * Typed errors of the dice module. Bad input never throws anything else: a caller can switch on
 * `code`, show `message` (which says what to fix) and, for notation errors, point at `column`.
 */

export type DiceErrorCode =
  /** The notation does not parse; `column` (1-based) points at the problem. */
  | 'dice/syntax'
  /** The notation parses but asks for something refused before any work (too many dice, ...). */
  | 'dice/limit'
  /** The notation parses but makes no sense (keep 3 of 2 dice, an explosion that never stops, ...). */
  | 'dice/invalid'
  /** Physical dice typed in (`faces`) do not fit the roll. */
  | 'dice/faces'
  /** An option passed to a dice function is out of range. */
  | 'dice/option'
  /** Exact odds cannot be computed for this expression within the limits. */
  | 'odds/unsupported'
  | 'odds/too-large';

export class DiceError extends Error {
  override readonly name = 'DiceError';
  readonly code: DiceErrorCode;
  /** 1-based column in the notation where the problem is, when there is one. */
  readonly column: number | undefined;

  constructor(code: DiceErrorCode, message: string, column?: number) {
    super(message);
    this.code = code;
    this.column = column;
  }

  /** Plain JSON for CLI and HTTP output. */
  toJSON(): { code: DiceErrorCode; message: string; column?: number } {
    return this.column === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, column: this.column };
  }
}

/** True when `e` is a {@link DiceError}. */
export function isDiceError(e: unknown): e is DiceError {
  return e instanceof DiceError;
}

/** A value or a typed error, for callers that prefer values to exceptions. */
export type Result<T, E = DiceError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Runs `fn`, turning a thrown {@link DiceError} into an error value. Other errors are bugs: rethrown. */
export function attempt<T>(fn: () => T): Result<T> {
  if (typeof fn !== 'function')
    return { ok: false, error: new DiceError('dice/option', 'attempt needs a function to run') };
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    if (e instanceof DiceError) return { ok: false, error: e };
    throw e;
  }
}
