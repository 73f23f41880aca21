/**
 * The sections of the report page: its header, who wins, rounds, combatants, endings, and the
 * comparison (`--vs`) and the sweep when present. The vs and sweep sections add their charts.
 */
import type { Difference, Estimate, SimReport, Summary } from '../../../sim/index.js';
import { DRAW_COLOR, FILE_COLORS, type Charts } from './charts.js';
import {
  canvas,
  decimal,
  escapeHtml,
  estimateCell,
  fightsText,
  points,
  sideLabel,
  table,
  td,
  th,
  valueText,
} from './html.js';
import {
  colorOf,
  combatantsChart,
  combatantsHeight,
  combatantsTable,
  endingsTable,
  histogramTable,
  interval,
  roundsTable,
  winsTable,
} from './summary.js';

export function header(r: SimReport): string {
  const facts: [string, string][] = [
    ['rule set', r.encounter.ruleSetTitle],
    ['fights', String(r.runs)],
    ['base seed', String(r.seed)],
    ['workers', String(r.workers)],
    ['round cap', String(r.roundCap)],
    ['invariants checked', r.check ? 'on' : 'off'],
  ];
  return [
    '<header>',
    `<h1>Simulation of <code>${escapeHtml(r.encounter.file)}</code></h1>`,
    `<dl class="facts">${facts.map(([k, v]) => `<div><dt>${k}</dt><dd>${escapeHtml(v)}</dd></div>`).join('')}</dl>`,
    '</header>',
  ].join('\n');
}

const INTERVAL_NOTE =
  '<p class="note">The black line on each bar is its 95 % interval: with this many fights, the true chance lies within it 95 times out of 100.</p>';

export function winsSection(s: Summary): string {
  return [
    '<section id="wins">',
    '<h2>Who wins</h2>',
    canvas('wins', 'Chance of each outcome, with 95 % intervals'),
    INTERVAL_NOTE,
    winsTable(s),
    '</section>',
  ].join('\n');
}

export function roundsSection(s: Summary): string {
  return [
    '<section id="rounds">',
    '<h2>How long the fights last</h2>',
    roundsTable(s),
    canvas('rounds', 'Share of fights by number of rounds', 220),
    histogramTable(s),
    '</section>',
  ].join('\n');
}

export function combatantsSection(s: Summary): string {
  return [
    '<section id="combatants">',
    '<h2>Combatants</h2>',
    canvas(
      'combatants',
      'How each combatant ended the fights: unhurt, wounded, down, dead',
      combatantsHeight(s),
    ),
    combatantsTable(s),
    '</section>',
  ].join('\n');
}

export function endingsSection(s: Summary): string {
  return [
    '<section id="endings">',
    '<h2>How the fights end</h2>',
    endingsTable(s),
    '</section>',
  ].join('\n');
}

/** Plain words for a paired difference: does its interval exclude 0, and which way? */
export function verdict(side: string, d: Difference, here: string, there: string): string {
  if (d.low > 0)
    return `${side} win more often with ${here} than with ${there}: the interval excludes 0.`;
  if (d.high < 0)
    return `${side} win less often with ${here} than with ${there}: the interval excludes 0.`;
  return 'No clear difference: the interval includes 0.';
}

export function vsSection(r: SimReport, vs: NonNullable<SimReport['vs']>, charts: Charts): string {
  const here = r.encounter.file;
  const there = vs.file;
  const a = r.summary;
  const b = vs.summary;
  const sides = [...new Set([...a.sides, ...b.sides])];
  const estimates = (s: Summary) => [...sides.map((side) => s.wins[side] ?? null), s.draw];
  const both: readonly (readonly [string, Summary])[] = [
    [here, a],
    [there, b],
  ];
  charts['vs-wins'] = {
    kind: 'bars',
    labels: [...sides.map(sideLabel), 'draw'],
    series: both.map(([file, s], i) => {
      const es = estimates(s);
      return {
        label: file,
        data: es.map((e) => (e ? e.p * 100 : null)),
        intervals: es.map((e) => (e ? interval(e) : null)),
        color: FILE_COLORS[i] ?? DRAW_COLOR,
      };
    }),
    unit: '%',
    range: [0, 100],
  };
  const diffs = Object.entries(vs.difference);
  const reach = Math.max(0.05, ...diffs.flatMap(([, d]) => [Math.abs(d.low), Math.abs(d.high)]));
  const edge = Math.min(100, Math.ceil((reach * 100) / 5) * 5);
  charts['vs-difference'] = {
    kind: 'bars',
    labels: diffs.map(([side]) => sideLabel(side)),
    series: [
      {
        label: 'difference',
        data: diffs.map(([, d]) => d.d * 100),
        intervals: diffs.map(([, d]) => [d.low * 100, d.high * 100]),
        color: diffs.map(([side]) => colorOf(sides, side)),
      },
    ],
    unit: 'pts',
    range: [-edge, edge],
    yTitle: 'percentage points',
  };
  const cell = (e: Estimate | undefined) => (e ? estimateCell(e) : td('—'));
  const sideBySide = table(
    'Side by side',
    ['', escapeHtml(here), escapeHtml(there)],
    [
      ...sides.map((side) => [th(sideLabel(side)), cell(a.wins[side]), cell(b.wins[side])]),
      [th('draw'), cell(a.draw), cell(b.draw)],
      [th('mean rounds'), td(decimal(a.rounds.mean, 1)), td(decimal(b.rounds.mean, 1))],
      [th('half over by round'), td(String(a.rounds.p50)), td(String(b.rounds.p50))],
      [th('90 % over by round'), td(String(a.rounds.p90)), td(String(b.rounds.p90))],
    ],
  );
  const differences = table(
    `P(win with ${here}) − P(win with ${there}), paired over the same fight seeds`,
    ['side', 'difference', '95 % interval', 'what it means'],
    diffs.map(([side, d]) => [
      th(side),
      td(points(d.d)),
      `<td class="interval">${points(d.low)} to ${points(d.high)}</td>`,
      `<td class="verdict${d.low > 0 || d.high < 0 ? ' clear' : ''}">${escapeHtml(verdict(side, d, here, there))}</td>`,
    ]),
    1,
    'verdicts',
  );
  charts['vs-combatants'] = combatantsChart(b);
  return [
    '<section id="vs">',
    `<h2>Compared with <code>${escapeHtml(there)}</code></h2>`,
    `<p>Both files played the same ${a.fights} fight seeds, so the difference of their win chances has a paired interval, narrower than two separate runs would give.</p>`,
    canvas('vs-wins', `Chances with ${here} and with ${there}, with 95 % intervals`),
    sideBySide,
    '<h3>The difference</h3>',
    canvas(
      'vs-difference',
      'Difference of win chances in percentage points, with 95 % intervals',
      220,
    ),
    differences,
    `<h3>Combatants with <code>${escapeHtml(there)}</code></h3>`,
    canvas(
      'vs-combatants',
      `How each combatant ended the fights with ${there}`,
      combatantsHeight(b),
    ),
    combatantsTable(b),
    endingsTable(b),
    '</section>',
  ].join('\n');
}

export function sweepSection(sweep: NonNullable<SimReport['sweep']>, charts: Charts): string {
  const pts = sweep.points;
  const sides = [...new Set(pts.flatMap((p) => p.summary.sides))];
  charts.sweep = {
    kind: 'lines',
    labels: pts.map((p) => valueText(p.value)),
    series: sides.map((side) => {
      const es = pts.map((p) => p.summary.wins[side]);
      return {
        label: sideLabel(side),
        data: es.map((e) => (e ? e.p * 100 : null)),
        intervals: es.map((e) => (e ? interval(e) : null)),
        color: colorOf(sides, side),
      };
    }),
    unit: '%',
    range: [0, 100],
    xTitle: sweep.path,
    yTitle: 'chance to win',
  };
  const rows = pts.map((p) => [
    th(valueText(p.value)),
    ...sides.map((side) => {
      const e = p.summary.wins[side];
      return e ? estimateCell(e) : td('—');
    }),
    estimateCell(p.summary.draw),
    td(decimal(p.summary.rounds.mean, 1)),
  ]);
  return [
    '<section id="sweep">',
    `<h2>Sweep of <code>${escapeHtml(sweep.path)}</code></h2>`,
    `<p>One run of ${fightsText(pts[0]?.summary.fights ?? 0)} for each value; the band around each line is its 95 % interval.</p>`,
    canvas('sweep', `Chance to win for each value of ${sweep.path}, with 95 % intervals`, 300),
    table(
      `Chances for each value of ${sweep.path}`,
      [
        escapeHtml(sweep.path),
        ...sides.map((side) => `${escapeHtml(sideLabel(side))} <small>95 % interval</small>`),
        'draw',
        'mean rounds',
      ],
      rows,
    ),
    '</section>',
  ].join('\n');
}
