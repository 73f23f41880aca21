/**
 * Shared pieces of the fuzz suite (docs/fuzzing.md): the run budget, the hostile strings, the
 * example encounters, and the one question every fuzz test asks of a thrown value: is it the
 * project's typed error? `FRAY_FUZZ_RUNS` sets the runs per property (default: a budget that keeps
 * the whole suite well under 30 s in `npm test`; `npm run fuzz` runs many more).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { DiceError } from '../dice/index.js';

/** Runs per property: FRAY_FUZZ_RUNS, else `fallback`. */
export function runs(fallback: number): number {
  const n = Number(process.env['FRAY_FUZZ_RUNS']);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** fast-check parameters: the budget, and a seed from FRAY_FUZZ_SEED to replay a failure. */
export function params(fallback: number): fc.Parameters<unknown> {
  const seed = Number(process.env['FRAY_FUZZ_SEED']);
  return { numRuns: runs(fallback), ...(Number.isInteger(seed) ? { seed } : {}) };
}

/** Ids and strings a stranger may send. */
export const HOSTILE_STRINGS = [
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'toString',
  'valueOf',
  'gm',
  '',
  ' ',
  'x'.repeat(10_000),
  '😀',
  '\u0000',
  '-1',
  'NaN',
] as const;

/** Any JSON-ish value, hostile strings included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ maxLength: 8 }),
    fc.integer({ min: -3, max: 30 }),
    fc.constantFrom(0, -0, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, NaN, Infinity, 0.5),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('id', 'target', 'to', 'x', 'y', 'weapon', ...HOSTILE_STRINGS),
      tie('value'),
      {
        maxKeys: 3,
      },
    ),
  ),
})).value;

export interface Example {
  readonly file: string;
  readonly text: string;
}

/** The example encounter files of examples/. */
export function examples(): readonly Example[] {
  const dir = join(import.meta.dirname, '..', '..', 'examples');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ file: join('examples', f), text: readFileSync(join(dir, f), 'utf8') }));
}

/** Whether `e` is the project's typed error (a DiceError: the dice module throws those by design). */
export function isTypedError(e: unknown): boolean {
  return e instanceof DiceError && typeof e.code === 'string' && e.code.includes('/');
}

function brief(input: unknown): string {
  const text = JSON.stringify(input, (_, v: unknown) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…` : v,
  );
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** Runs `fn`; a throw that is not a typed error fails the property with the input named. */
export function expectTypedOrNothing(fn: () => unknown, input: unknown): void {
  try {
    fn();
  } catch (e) {
    if (isTypedError(e)) return;
    throw new Error(
      `untyped ${e instanceof Error ? e.name : typeof e} for ${brief(input)}: ${String(e)}`,
      {
        cause: e,
      },
    );
  }
}
