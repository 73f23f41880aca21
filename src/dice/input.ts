/**
 * The shapes the dice functions accept, checked at their entry: a caller in plain JavaScript (or
 * a server passing on a stranger's JSON) may hand over anything, and every wrong shape is a
 * {@link DiceError} with a code, never a TypeError from deep inside.
 */
import type { Expr } from './ast.js';
import { DiceError } from './errors.js';
import { parseCached } from './parse.js';
import { Rng } from './rng.js';
import type { FaceSource } from './source.js';

/** The tree of notation or of a tree: anything else is refused as `dice/syntax`. */
export function treeOf(expr: unknown): Expr {
  if (typeof expr === 'string') return parseCached(expr);
  if (typeof expr !== 'object' || expr === null || Array.isArray(expr)) {
    throw new DiceError(
      'dice/syntax',
      `dice notation must be a string, e.g. "2d6+3", or a tree made by parse(); got ${describe(expr)}`,
    );
  }
  return expr as Expr;
}

/** The options object of `fn` (undefined is no options); anything else is `dice/option`. */
export function optionsOf<T extends object>(options: unknown, fn: string): Partial<T> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new DiceError(
      'dice/option',
      `the options of ${fn} are an object such as { seed: 42 }; got ${describe(options)}`,
    );
  }
  const tenDice = (options as { tenDice?: unknown }).tenDice;
  if (tenDice !== undefined) {
    const odd =
      typeof tenDice === 'object' && tenDice !== null
        ? (tenDice as { oddRolledDie?: unknown }).oddRolledDie
        : null;
    if (odd !== undefined && odd !== 'lost' && odd !== 'bonus')
      throw new DiceError('dice/option', 'tenDice is { oddRolledDie: "lost" } or "bonus"');
  }
  return options;
}

/** Faces typed in: a list of whole numbers. */
export function facesOf(faces: unknown): readonly number[] | undefined {
  if (faces === undefined) return undefined;
  // Each face is checked against its die by TypedFaces, which names the face and the die.
  if (!Array.isArray(faces))
    throw new DiceError(
      'dice/faces',
      `faces are a list of whole numbers, e.g. [6, 3]; got ${describe(faces)}`,
    );
  return faces as readonly number[];
}

/** A generator made by createRng, deriveRng or rngFromState. */
export function rngOf(rng: unknown): Rng | undefined {
  if (rng === undefined) return undefined;
  if (!(rng instanceof Rng))
    throw new DiceError(
      'dice/option',
      'rng is a generator made by createRng(seed), deriveRng or rngFromState',
    );
  return rng;
}

/** A short description of a wrong value for messages (never the whole of a huge one). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return value.length > 40 ? `a text of ${value.length} characters` : JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  // What is left: a number, a boolean, a bigint, a symbol, a function or undefined.
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return `${typeof value} ${String(value)}`;
  return `a ${typeof value}`;
}

/** A face source: an object with a face(lo, hi, what) method. */
export function sourceOf(source: unknown): FaceSource {
  if (
    typeof source !== 'object' ||
    source === null ||
    typeof (source as { face?: unknown }).face !== 'function'
  )
    throw new DiceError('dice/option', 'a face source is an object with face(lo, hi, what)');
  return source as FaceSource;
}
