/**
 * Parsers of option values, run by commander as each option is read, and the options shared by
 * several commands. A bad value throws commander's InvalidArgumentError, which names the option:
 * `option '--times <n>' argument '0' is invalid. ...` (exit 2).
 */
import { InvalidArgumentError, Option } from 'commander';
import type { Seed } from '../dice/index.js';

/** The L5R Ten Dice Rule reading of a leftover odd rolled die (l5r4e reference §1.2). */
export type OddDie = 'bonus' | 'lost';

/** `--odd-die bonus|lost`, for `roll` and `odds`. */
export function oddDieOption(): Option {
  return new Option(
    '--odd-die <reading>',
    'Ten Dice Rule: a leftover odd rolled die above 10 is lost, or gives +2 (bonus)',
  )
    .choices(['bonus', 'lost'])
    .default('lost');
}

/** Most rolls of one `fray roll --times`. */
export const MAX_TIMES = 1_000_000;

/** A seed: digits only are read as a number (`42`), anything else is a text seed (`goblin-fight`). */
export function parseSeed(text: string): Seed {
  if (text === '') throw new InvalidArgumentError('a seed cannot be empty.');
  if (!/^\d+$/.test(text)) return text;
  const n = Number(text);
  if (!Number.isSafeInteger(n)) {
    throw new InvalidArgumentError(
      `a numeric seed must be at most ${Number.MAX_SAFE_INTEGER}; use a smaller number or a text.`,
    );
  }
  return n;
}

/** A whole number, optionally signed: `25`, `-5`. */
export function parseInteger(text: string): number {
  const n = Number(text);
  if (!/^[+-]?\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) {
    throw new InvalidArgumentError('expected a whole number.');
  }
  return n;
}

/** A whole number ≥ 0 (Raises). */
export function parseCount(text: string): number {
  const n = parseInteger(text);
  if (n < 0) throw new InvalidArgumentError('expected a whole number, 0 or more.');
  return n;
}

/** The number of rolls of `--times`: 1 to 1,000,000. */
export function parseTimes(text: string): number {
  const n = parseInteger(text);
  if (n < 1 || n > MAX_TIMES) {
    throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_TIMES}.`);
  }
  return n;
}

/** Physical dice typed in: whole numbers separated by commas (spaces allowed), `10,3,8`. */
export function parseFaces(text: string): number[] {
  const parts = text.split(',').map((s) => s.trim());
  const faces = parts.map(Number);
  const bad = parts.findIndex((s, i) => !/^[+-]?\d+$/.test(s) || !Number.isSafeInteger(faces[i]));
  if (bad >= 0) {
    const part = parts[bad] ?? '';
    throw new InvalidArgumentError(
      `face ${bad + 1} ${part === '' ? 'is empty' : `is "${part}"`}: expected whole numbers separated by commas, e.g. 10,3,8.`,
    );
  }
  return faces;
}
