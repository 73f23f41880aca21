/**
 * The charts and tables of one summary (wins, rounds, combatants, endings): each section of the
 * report shows one of each, for the encounter and, with `--vs`, for the other file.
 */
import { PLIGHTS, type CombatantSummary, type Estimate, type Summary } from '../../../sim/index.js';
import { DRAW_COLOR, PLIGHT_COLORS, SIDE_COLORS, type ChartSpec } from './charts.js';
import { decimal, escapeHtml, estimateCell, pct, sideLabel, table, td, th } from './html.js';

export const colorOf = (sides: readonly string[], side: string): string =>
  SIDE_COLORS[sides.indexOf(side) % SIDE_COLORS.length] ?? DRAW_COLOR;

export const interval = (e: Estimate): [number, number] => [e.low * 100, e.high * 100];

export function winsChart(s: Summary): ChartSpec {
  const estimates = [...s.sides.map((side) => s.wins[side] ?? zero), s.draw];
  return {
    kind: 'bars',
    labels: [...s.sides.map(sideLabel), 'draw'],
    series: [
      {
        label: 'chance',
        data: estimates.map((e) => e.p * 100),
        intervals: estimates.map(interval),
        color: [...s.sides.map((side) => colorOf(s.sides, side)), DRAW_COLOR],
      },
    ],
    unit: '%',
    range: [0, 100],
  };
}

export const zero: Estimate = { p: 0, low: 0, high: 0 };

export function winsTable(s: Summary): string {
  const rows = [
    ...s.sides.map((side) => [th(sideLabel(side)), estimateCell(s.wins[side] ?? zero)]),
    [th('draw'), estimateCell(s.draw)],
  ];
  return table(
    `Chances over ${s.fights} ${s.fights === 1 ? 'fight' : 'fights'}`,
    ['outcome', 'chance <small>95 % interval</small>'],
    rows,
  );
}

/** Rounds from the shortest to the longest fight seen, with the share of fights that lasted each. */
export function roundsChart(s: Summary): ChartSpec {
  const keys = Object.keys(s.rounds.histogram).map(Number);
  const from = Math.min(...keys);
  const labels: string[] = [];
  const data: number[] = [];
  for (let r = keys.length ? from : 1; r <= s.rounds.max; r++) {
    labels.push(String(r));
    data.push(s.fights ? ((s.rounds.histogram[r] ?? 0) / s.fights) * 100 : 0);
  }
  return {
    kind: 'bars',
    labels,
    series: [{ label: 'fights', data, color: SIDE_COLORS[0] ?? DRAW_COLOR }],
    unit: '%',
    xTitle: 'rounds',
    yTitle: 'share of fights',
  };
}

export function roundsTable(s: Summary): string {
  const r = s.rounds;
  return table(
    'How many rounds the fights lasted',
    ['mean', '10 % were over by', 'half were over by', '90 % were over by', 'longest'],
    [[decimal(r.mean, 1), r.p10, r.p50, r.p90, r.max].map((v) => td(String(v)))],
  );
}

export function histogramTable(s: Summary): string {
  const rows = Object.entries(s.rounds.histogram)
    .map(([r, n]) => [Number(r), n] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([r, n]) => [th(String(r)), td(String(n)), td(pct(s.fights ? n / s.fights : 0))]);
  return `<details><summary>Every number of rounds</summary>\n${table('Fights by number of rounds', ['rounds', 'fights', 'share'], rows)}\n</details>`;
}

export const combatantsOf = (s: Summary): [string, CombatantSummary][] =>
  Object.entries(s.combatants);

export function combatantsChart(s: Summary): ChartSpec {
  const cs = combatantsOf(s);
  return {
    kind: 'stacked',
    labels: cs.map(([, c]) => `${c.name} (${c.side})`),
    series: PLIGHTS.map((plight) => ({
      label: plight,
      data: cs.map(([, c]) => c[plight].p * 100),
      color: PLIGHT_COLORS[plight],
    })),
    unit: '%',
    range: [0, 100],
  };
}

export function combatantsTable(s: Summary): string {
  const unit = escapeHtml(s.harmUnit);
  const rows = combatantsOf(s).map(([, c]) => [
    th(c.name),
    td(c.side),
    td(c.policy),
    ...PLIGHTS.map((plight) => estimateCell(c[plight])),
    td(decimal(c.dealt, 2)),
    td(decimal(c.taken, 2)),
  ]);
  return table(
    'How each combatant ended the fights (95 % intervals under the chances)',
    [
      'combatant',
      'side',
      'tactic',
      ...PLIGHTS,
      `${unit} dealt <small>mean per fight</small>`,
      `${unit} taken <small>mean per fight</small>`,
    ],
    rows,
    3,
  );
}

export const combatantsHeight = (s: Summary): number => 90 + 34 * combatantsOf(s).length;

export function endingsTable(s: Summary): string {
  const rows = s.endings.map((e) => [th(e.ending), td(String(e.fights)), td(pct(e.p))]);
  return table('The most likely endings', ['ending', 'fights', 'share'], rows);
}
