/**
 * The output of `fray odds`, as text and as JSON values. Pure: distributions and odds in, strings
 * and plain objects out. docs/cli.md documents every shape.
 */
import {
  percentile,
  type CheckOdds,
  type ContestOdds,
  type Distribution,
  type Naturals,
} from '../../dice/index.js';
import { bucketize, denseEntries } from '../buckets.js';
import { bar, decimal, percent, plural, rangeLabel, table } from '../render.js';

/** The percentiles shown and put in JSON. */
export const PERCENTILES = [5, 25, 50, 75, 95] as const;

export interface Percentiles {
  readonly p5: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p95: number;
}

export function percentilesOf(d: Distribution): Percentiles {
  const at = (q: number): number => percentile(d, q / 100);
  return { p5: at(5), p25: at(25), p50: at(50), p75: at(75), p95: at(95) };
}

/**
 * P(total ≥ min + i) for every entry, leftover included: what `atLeast(d, min + i)` returns, in
 * one pass from the top (atLeast per entry would cost the square of the length).
 */
export function atLeastAll(d: Distribution): number[] {
  const out = new Array<number>(d.probabilities.length);
  let s = d.leftover;
  for (let i = d.probabilities.length - 1; i >= 0; i--) {
    s += d.probabilities[i] ?? 0;
    out[i] = s;
  }
  return out;
}

/** The whole distribution as a table (at most ~40 rows), then mean, sd and percentiles. */
export function distributionText(d: Distribution): string {
  const { step, rows } = bucketize(denseEntries(d.min, d.probabilities), d.leftover);
  const top = Math.max(...rows.map((r) => r.p), 0);
  const cells = rows.map((r) => [
    rangeLabel(r.from, r.to, r.kind),
    percent(r.p),
    percent(r.atLeast),
    bar(top > 0 ? r.p / top : 0, 30),
  ]);
  const grouped = step > 1 || rows.some((r) => r.kind !== 'range');
  const lines = [
    `${d.expression}: exact odds${step > 1 ? `, totals in steps of ${step}` : ''}`,
    ...table(
      [
        { header: grouped ? 'totals' : 'total' },
        { header: grouped ? 'P(in)' : 'P(=)' },
        { header: grouped ? 'P(≥ first)' : 'P(≥)' },
        { header: '', align: 'left' },
      ],
      cells,
    ),
    statsLine(d),
  ];
  if (d.leftover > 0) {
    lines.push(
      `leftover ${d.leftover.toExponential(1)}: explosion chains cut where rarer than 1e-16`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `mean 26.54 · sd 8.35 · percentiles 5th 13, 25th 20, 50th 26, 75th 32, 95th 42`. */
function statsLine(d: Distribution): string {
  const p = percentilesOf(d);
  const parts = [
    ...(d.mean === undefined ? [] : [`mean ${decimal(d.mean)}`]),
    ...(d.sd === undefined ? [] : [`sd ${decimal(d.sd)}`]),
    `percentiles 5th ${p.p5}, 25th ${p.p25}, 50th ${p.p50}, 75th ${p.p75}, 95th ${p.p95}`,
  ];
  return parts.join(' · ');
}

/** JSON of `fray odds <expr>`: the Distribution plus `atLeast` and `percentiles`. */
export function distributionJson(d: Distribution): object {
  return { ...d, atLeast: atLeastAll(d), percentiles: percentilesOf(d) };
}

/**
 * `P(6k3 ≥ 25) = 51.58 %`, `P(6k3 ≥ 35: TN 25 + 2 Raises) = 15.53 %`; with natural results, one
 * more line each for the natural misses and hits.
 */
export function checkText(c: CheckOdds, naturals?: Naturals): string {
  const raises = c.raises > 0 ? `: TN ${c.tn} + ${plural(c.raises, 'Raise')}` : '';
  const head = `P(${c.expression} ≥ ${c.target}${raises}) = ${percent(c.probability)}`;
  if (naturals === undefined) return `${head}\n`;
  return [
    `${head} under Combat Chaos`,
    `  natural ${faces(naturals.miss)} always misses: ${percent(c.naturalMiss ?? 0)}`,
    `  natural ${faces(naturals.hit)} always hits: ${percent(c.naturalHit ?? 0)}`,
    '',
  ].join('\n');
}

/** `1–2`, `19–20`, `1, 3`: die faces, runs joined by a dash. */
export function faces(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const lo = sorted[0];
  const hi = sorted[sorted.length - 1];
  if (lo === undefined || hi === undefined) return '';
  const run = hi - lo === sorted.length - 1 && sorted.length > 1;
  return run ? `${lo}–${hi}` : sorted.join(', ');
}

export interface ContestView {
  readonly expression: string;
  readonly vs: string;
  readonly raises: number;
  readonly odds: ContestOdds;
}

/** A contested roll: win, (short of the Raises), tie and lose, with bars. */
export function contestText(c: ContestView): string {
  const win = c.raises > 0 ? `win (by ${5 * c.raises} or more)` : 'win';
  const rows: [string, number][] = [[win, c.odds.win]];
  if (c.raises > 0)
    rows.push([`higher but short of the ${plural(c.raises, 'Raise')}`, c.odds.short]);
  rows.push(['tie', c.odds.tie], ['lose', c.odds.lose]);
  const title = `${c.expression} vs ${c.vs}${c.raises > 0 ? ` with ${plural(c.raises, 'Raise')}` : ''}`;
  const cells = rows.map(([label, p]) => [label, percent(p), bar(p, 30)]);
  const lines = table(
    [{ header: 'outcome', align: 'left' }, { header: 'P' }, { header: '', align: 'left' }],
    cells,
  );
  return `${[title, ...lines].join('\n')}\n`;
}

/** JSON of --vs: `{ expression, vs, raises, win, tie, lose, short }`. */
export function contestJson(c: ContestView): object {
  const { win, tie, lose, short } = c.odds;
  return { expression: c.expression, vs: c.vs, raises: c.raises, win, tie, lose, short };
}
