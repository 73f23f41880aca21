/**
 * The output of `fray roll`, as text and as JSON values. Pure: records and summaries in, strings
 * and plain objects out. docs/cli.md documents every shape.
 */
import type { RollRecord, Seed } from '../../dice/index.js';
import { bucketize, type Entries } from '../buckets.js';
import { asciiBar, count, decimal, percent, rangeLabel, table } from '../render.js';
import type { Summary } from './tally.js';

/** Where the dice came from: a seed (printed, to replay the roll) or physical dice typed in. */
export type DiceSource = { readonly seed: Seed } | { readonly faces: readonly number[] };

/** JSON holds the seed or the faces, whichever the roll used. */
function sourceJson(source: DiceSource): { seed: Seed } | { faces: readonly number[] } {
  return 'seed' in source ? { seed: source.seed } : { faces: source.faces };
}

/** `seed 123456` (nothing for typed faces: the breakdown shows them). */
export function sourceLine(source: DiceSource): string {
  return 'seed' in source ? `seed ${String(source.seed)}\n` : '';
}

/** One roll: its breakdown, then the seed. */
export function rollText(record: RollRecord, source: DiceSource): string {
  return `${record.breakdown}\n${sourceLine(source)}`;
}

/** `20 rolls of 6k3: mean 26.35, sd 8.1, min 12, max 45`. */
export function summaryLine(expression: string, s: Summary): string {
  const what = s.times === 1 ? '1 roll' : `${count(s.times)} rolls`;
  return `${what} of ${expression}: mean ${decimal(s.mean)}, sd ${decimal(s.sd)}, min ${s.min}, max ${s.max}`;
}

/** A few rolls (--times ≤ 20): one breakdown per line, the summary, the seed. */
export function fewRollsText(
  records: readonly RollRecord[],
  s: Summary,
  source: DiceSource,
): string {
  const expression = records[0]?.expression ?? '';
  const lines = records.map((r) => r.breakdown);
  return `${[...lines, summaryLine(expression, s)].join('\n')}\n${sourceLine(source)}`;
}

/** Many rolls: the summary, a histogram of the totals, the seed. */
export function manyRollsText(
  expression: string,
  s: Summary,
  shares: Entries,
  source: DiceSource,
): string {
  return `${[summaryLine(expression, s), ...histogram(shares, s.times)].join('\n')}\n${sourceLine(source)}`;
}

/**
 * An ASCII histogram of rolled totals: rows of total, rolls, share and a bar of `#` scaled to the
 * fullest row. Ranges wider than ~40 rows are grouped in round steps (see buckets.ts).
 */
export function histogram(shares: Entries, times: number): string[] {
  const { rows } = bucketize(shares);
  const top = Math.max(...rows.map((r) => r.p), 0);
  const cells = rows.map((r) => [
    rangeLabel(r.from, r.to, r.kind),
    count(Math.round(r.p * times)),
    percent(r.p),
    asciiBar(top > 0 ? r.p / top : 0, 40),
  ]);
  return table(
    [{ header: 'total' }, { header: 'rolls' }, { header: 'share' }, { header: '', align: 'left' }],
    cells,
  );
}

/** JSON of one roll: the RollRecord plus the seed (or the faces typed in). */
export function rollJson(record: RollRecord, source: DiceSource): object {
  return { ...record, ...sourceJson(source) };
}

/** Rolls kept in the JSON of --times: the records up to 100 rolls, the totals up to 100,000. */
export const JSON_ROLLS_MAX = 100;
export const JSON_TOTALS_MAX = 100_000;

/** JSON of --times N: `{ expression, seed, times, totals?, mean, sd, min, max, rolls? }`. */
export function manyRollsJson(
  expression: string,
  source: DiceSource,
  s: Summary,
  totals: readonly number[] | undefined,
  rolls: readonly RollRecord[] | undefined,
): object {
  return {
    expression,
    ...sourceJson(source),
    times: s.times,
    ...(totals === undefined ? {} : { totals }),
    mean: s.mean,
    sd: s.sd,
    min: s.min,
    max: s.max,
    ...(rolls === undefined ? {} : { rolls }),
  };
}
