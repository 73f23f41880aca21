/**
 * The terminal output of `fray sim` (issue 7): the readable summary of a {@link SimReport} (wins
 * with their 95 % intervals, rounds with an ASCII histogram, the combatants, the likeliest endings,
 * the A/B comparison and the sweep with its chart, drawn by chart.ts); the progress line redrawn
 * while the fights run is progress.ts. Pure: a report in, strings out. docs/simulator.md explains every figure.
 */
import type { Difference } from '../../sim/compare.js';
import type { Estimate, Summary } from '../../sim/monte-carlo.js';
import type { SimReport } from '../../sim/report.js';
import { bucketize } from '../buckets.js';
import { asciiBar, bar, count, decimal, plural, rangeLabel, table } from '../render.js';
import { sweepChart } from './chart.js';

/** Distance from 0 or 1 under which a probability is rounding noise of the float sums. */
const NOISE = 1e-12;

/**
 * A probability as a percentage with one decimal: `68.1 %`. A possible outcome never shows as
 * 0 % (`< 0.1 %`), a possible failure never as 100 % (`> 99.9 %`).
 */
export function pct(p: number): string {
  if (p <= NOISE) return '0.0 %';
  if (p >= 1 - NOISE) return '100.0 %';
  const text = (p * 100).toFixed(1);
  if (text === '0.0') return '< 0.1 %';
  if (text === '100.0') return '> 99.9 %';
  return `${text} %`;
}

/** `x` (in percent or points) rounded down or up to one decimal, float noise aside. */
const down = (x: number): number => Math.floor(x * 10 + 1e-9) / 10;
const up = (x: number): number => Math.ceil(x * 10 - 1e-9) / 10;

/** A number with one decimal, without negative zero: `67.2`, `0.0`. */
const oneDecimal = (x: number): string => {
  const text = x.toFixed(1);
  return text === '-0.0' ? '0.0' : text;
};

/**
 * A 95 % interval of a probability, `(67.2–69.0 %)`: the bounds are rounded outwards, so the
 * interval printed always contains the one computed (no draw in 10,000 fights is `(0.0–0.1 %)`,
 * not a certain `(0.0–0.0 %)`).
 */
export function interval(e: Estimate): string {
  return `(${oneDecimal(down(e.low * 100))}–${oneDecimal(up(e.high * 100))} %)`;
}

/** `68.1 %  (67.2–69.0 %)`, the percentage padded to 7 columns so that intervals line up. */
export const estimate = (e: Estimate): string => `${pct(e.p).padStart(7)}  ${interval(e)}`;

/** A signed difference in percentage points: `+4.1`, `−0.3`, `0.0`. */
export function points(x: number): string {
  const text = oneDecimal(x);
  if (text === '0.0') return text;
  return x > 0 ? `+${text}` : `−${text.slice(1)}`;
}

/** The paired interval of a difference in points, bounds rounded outwards: `(+1.2 to +7.0)`. */
export const differenceInterval = (d: Difference): string =>
  `(${points(down(d.low * 100))} to ${points(up(d.high * 100))})`;

/**
 * The plain reading of a difference for a side, A being the encounter and B the `--vs` file:
 * "A is better for lion by 4.1 points (1.2–7.0)" when the whole interval is above 0, "B is better
 * ..." when below, else "no clear difference for lion: +0.3 points (−0.5 to +1.1)".
 */
export function verdict(side: string, d: Difference): string {
  if (d.low > 0)
    return `A is better for ${side} by ${oneDecimal(d.d * 100)} points (${oneDecimal(down(d.low * 100))}–${oneDecimal(up(d.high * 100))})`;
  if (d.high < 0)
    return `B is better for ${side} by ${oneDecimal(-d.d * 100)} points (${oneDecimal(down(-d.high * 100))}–${oneDecimal(up(-d.low * 100))})`;
  return `no clear difference for ${side}: ${points(d.d * 100)} points ${differenceInterval(d)}`;
}

export interface SimRenderOptions {
  /** The terminal's width in columns: bars and the chart are scaled to it. */
  readonly width: number;
}

/** The whole summary of `fray sim`, ending with a newline. */
export function renderSim(report: SimReport, o: SimRenderOptions): string {
  const s = report.summary;
  const sections = [
    [headerLine(report)],
    winsLines(s),
    roundsLines(s, o.width),
    combatantLines(s),
    endingLines(s),
    ...(report.vs ? [vsLines(report, report.vs)] : []),
    ...(report.sweep ? [sweepLines(report.sweep, report.runs, o.width)] : []),
  ];
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** `duel.yaml: Combat Chaos, 10,000 fights, seed 42, 2 workers, round cap 100, invariants checked`. */
export function headerLine(r: SimReport): string {
  const parts = [
    r.encounter.ruleSetTitle,
    `${count(r.runs)} ${r.runs === 1 ? 'fight' : 'fights'}`,
    `seed ${String(r.seed)}`,
    plural(r.workers, 'worker'),
    `round cap ${r.roundCap}`,
    ...(r.check ? ['invariants checked'] : []),
  ];
  return `${r.encounter.file}: ${parts.join(', ')}`;
}

/** Wins per side and the draw, each with its interval and a small bar. */
export function winsLines(s: Summary): string[] {
  const rows: [string, Estimate][] = [
    ...s.sides.map((side): [string, Estimate] => [side, s.wins[side] ?? noEstimate]),
    ['draw', s.draw],
  ];
  const cells = rows.map(([label, e]) => [label, pct(e.p), interval(e), bar(e.p, 20)]);
  return [
    'Wins (95 % interval)',
    ...table(
      [
        { header: '', align: 'left' },
        { header: '' },
        { header: '', align: 'left' },
        { header: '', align: 'left' },
      ],
      cells,
    ).slice(1),
  ];
}

const noEstimate: Estimate = { p: 0, low: 0, high: 1 };

/** Rows of the rounds histogram at most. */
export const HISTOGRAM_ROWS = 20;
/** Round counts rarer than this at either end are folded into a `≤ k` or `≥ k` row. */
const RARE_END = 0.005;

/** One row of the rounds histogram: `rounds` is `7`, `10–14`, or `≥ 25` for the folded tail. */
export interface RoundsRow {
  readonly rounds: string;
  readonly fights: number;
}

/**
 * The histogram's rows: one per round count, from the shortest fight to the longest; the rarest
 * at either end (under 0.5 % of the fights together) folded into a `≤ k` and a `≥ k` row; and
 * when that still makes more than {@link HISTOGRAM_ROWS} rows, round counts grouped in steps of
 * 5, 10, 25, ... as in `fray odds` (buckets.ts).
 */
export function roundsRows(histogram: Readonly<Record<number, number>>): RoundsRow[] {
  const entries = Object.entries(histogram)
    .map(([k, v]): [number, number] => [Number(k), v])
    .filter(([, v]) => v > 0)
    .sort((a, b) => a[0] - b[0]);
  const n = entries.reduce((sum, [, v]) => sum + v, 0);
  if (n === 0) return [];
  const { rows } = bucketize(
    entries.map(([k, v]) => [k, v / n] as const),
    0,
    { maxRows: HISTOGRAM_ROWS, cut: RARE_END },
  );
  const fightsIn = (from: number, to: number): number =>
    entries.reduce((sum, [k, v]) => (k >= from && k <= to ? sum + v : sum), 0);
  return rows.map((r) => ({
    rounds: rangeLabel(r.from, r.to, r.kind),
    fights: r.kind === 'tail' ? fightsIn(r.from, Infinity) : fightsIn(r.from, r.to),
  }));
}

/** Rounds: mean and percentiles, then the histogram with `#` bars scaled to the width. */
export function roundsLines(s: Summary, width: number): string[] {
  const r = s.rounds;
  const head = `Rounds: mean ${decimal(r.mean)} · p10 ${r.p10} · p50 ${r.p50} · p90 ${r.p90} · max ${r.max}`;
  const rows = roundsRows(r.histogram);
  const top = Math.max(0, ...rows.map((row) => row.fights));
  const labels = rows.map((row) => [
    row.rounds,
    count(row.fights),
    pct(row.fights / (s.fights || 1)),
  ]);
  const used = table([{ header: 'rounds' }, { header: 'fights' }, { header: 'share' }], labels)[0]
    ?.length;
  const cells = Math.max(10, width - 1 - (used ?? 0) - 2);
  const withBars = labels.map((cellsOf, i) => [
    ...cellsOf,
    asciiBar(top > 0 ? (rows[i]?.fights ?? 0) / top : 0, cells),
  ]);
  return [
    head,
    ...table(
      [
        { header: 'rounds' },
        { header: 'fights' },
        { header: 'share' },
        { header: '', align: 'left' },
      ],
      withBars,
    ),
  ];
}

/** Per combatant: how he ended the fights (in %) and the mean harm dealt and taken. */
export function combatantLines(s: Summary): string[] {
  const share = (e: Estimate): string => pct(e.p).replace(/ %$/, '');
  const rows = Object.values(s.combatants).map((c) => [
    c.name,
    c.side,
    c.policy,
    share(c.unhurt),
    share(c.wounded),
    share(c.down),
    share(c.dead),
    oneDecimal(c.dealt),
    oneDecimal(c.taken),
  ]);
  return [
    `Combatants: how they end the fights (in %), mean ${s.harmUnit} dealt and taken per fight`,
    ...table(
      [
        { header: 'name', align: 'left' },
        { header: 'side', align: 'left' },
        { header: 'policy', align: 'left' },
        { header: 'unhurt' },
        { header: 'wounded' },
        { header: 'down' },
        { header: 'dead' },
        { header: 'dealt' },
        { header: 'taken' },
      ],
      rows,
    ),
  ];
}

/** The three likeliest endings with their share of the fights. */
export function endingLines(s: Summary): string[] {
  const top = s.endings.slice(0, 3);
  const rows = top.map((e) => [pct(e.p), e.ending]);
  return [
    'Most likely endings',
    ...table([{ header: '' }, { header: '', align: 'left' }], rows).slice(1),
  ];
}

/** `--vs`: both files' win chances side by side, the paired differences and their reading. */
export function vsLines(r: SimReport, vs: NonNullable<SimReport['vs']>): string[] {
  const a = r.summary;
  const b = vs.summary;
  const sides = [...a.sides, ...b.sides.filter((x) => !a.sides.includes(x))];
  const win = (s: Summary, side: string): string => {
    const e = s.wins[side];
    return e && s.sides.includes(side) ? estimate(e) : '—';
  };
  const rows = sides.map((side) => {
    const d = vs.difference[side];
    return [
      side,
      win(a, side),
      win(b, side),
      d ? `${points(d.d * 100)} ${differenceInterval(d)}` : '—',
    ];
  });
  rows.push(['draw', estimate(a.draw), estimate(b.draw), '']);
  const verdicts = sides.flatMap((side) => {
    const d = vs.difference[side];
    return d ? [`  ${verdict(side, d)}`] : [];
  });
  return [
    `A/B comparison over the same fight seeds: A = ${r.encounter.file}, B = ${vs.file}`,
    ...table(
      [
        { header: 'wins', align: 'left' },
        { header: 'A', align: 'left' },
        { header: 'B', align: 'left' },
        { header: 'A − B (points)', align: 'left' },
      ],
      rows,
    ),
    ...verdicts,
  ];
}

type Sweep = NonNullable<SimReport['sweep']>;

/** `--sweep`: a table per value, then a chart of the first side's win chance. */
export function sweepLines(sweep: Sweep, runs: number, width: number): string[] {
  const sorted = [...sweep.points].sort((x, y) => x.value - y.value);
  const sides = sorted[0]?.summary.sides ?? [];
  const rows = sorted.map(({ value, summary: s }) => [
    decimal(value),
    ...sides.map((side) => estimate(s.wins[side] ?? noEstimate)),
    pct(s.draw.p),
    s.rounds.mean.toFixed(2),
  ]);
  const first = sides[0];
  const chart =
    first === undefined
      ? []
      : [
          '',
          `${first} win % by ${sweep.path}`,
          ...sweepChart(
            sorted.map((x) => ({ x: x.value, y: (x.summary.wins[first]?.p ?? 0) * 100 })),
            width,
          ),
        ];
  return [
    `Sweep of ${sweep.path} (${count(runs)} ${runs === 1 ? 'fight' : 'fights'} per value)`,
    ...table(
      [
        { header: 'value' },
        // `knights win`, `lion win`: the endings' phrasing (sim/monte-carlo.ts endingOf).
        ...sides.map((side) => ({ header: `${side} win`, align: 'left' as const })),
        { header: 'draw' },
        { header: 'rounds' },
      ],
      rows,
    ),
    ...chart,
  ];
}
