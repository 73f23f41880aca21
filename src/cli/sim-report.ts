/**
 * The HTML report of `fray sim --report out.html` (issue 7): one self-contained page, readable by a
 * GM and printable. Every number is in a table (readable without JavaScript); the charts are
 * drawn by Chart.js, whose UMD source the caller passes in and which is inlined with the data, so
 * the page needs no network. Pure: a report and the library's source in, the page out.
 */
import {
  PLIGHTS,
  type CombatantSummary,
  type Difference,
  type Estimate,
  type SimReport,
  type Summary,
} from '../sim/index.js';

/** `1 fight`, `500 fights`. */
const fightsText = (n: number): string => `${n} ${n === 1 ? 'fight' : 'fights'}`;
/** The charts of a page, by their `data-chart` name. */
export type ChartName =
  'wins' | 'rounds' | 'combatants' | 'vs-wins' | 'vs-difference' | 'vs-combatants' | 'sweep';

/** One series of a chart: values (percent or percentage points) and, maybe, their 95 % intervals. */
interface Series {
  readonly label: string;
  readonly data: readonly (number | null)[];
  readonly intervals?: readonly (readonly [number, number] | null)[];
  /** One colour, or one per bar. */
  readonly color: string | readonly string[];
}

/**
 * What the page's script turns into a Chart.js chart: bars (with interval whiskers when the series
 * has intervals), horizontal stacked bars, or lines (with the intervals as a band).
 */
interface ChartSpec {
  readonly kind: 'bars' | 'stacked' | 'lines';
  readonly labels: readonly string[];
  readonly series: readonly Series[];
  /** '%': percent of fights; 'pts': percentage points (a difference). */
  readonly unit: '%' | 'pts';
  /** The value axis's range; else from the data, starting at 0. */
  readonly range?: readonly [number, number];
  readonly xTitle?: string;
  readonly yTitle?: string;
}

const SIDE_COLORS = ['#4e79a7', '#e15759', '#59a14f', '#b07aa1', '#f28e2b', '#76b7b2', '#9c755f'];
const DRAW_COLOR = '#8c8c8c';
const PLIGHT_COLORS = { unhurt: '#59a14f', wounded: '#edc948', down: '#f28e2b', dead: '#8b1e1e' };
const FILE_COLORS = ['#4e79a7', '#f28e2b'] as const;

// ---- text ---------------------------------------------------------------------------------------

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * A value as JSON that can sit inside a <script> block: `<`, `>` and `&` become \u escapes (so no
 * `</script>` or `<!--` can appear), as do the line separators JavaScript once rejected.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A library's source inlined in a <script>: a `</script` in it would end the block early. */
const scriptSource = (js: string): string => js.replace(/<\/(script)/gi, '<\\/$1');

const NBSP = '\u00a0';

/** A chance as a percentage: "43.2 %", and "< 0.1 %" rather than a misleading "0.0 %". */
export function pct(p: number): string {
  const text = (p * 100).toFixed(1);
  if (p > 0 && text === '0.0') return `< 0.1${NBSP}%`;
  if (p < 1 && text === '100.0') return `> 99.9${NBSP}%`;
  return `${text}${NBSP}%`;
}

const minus = (text: string): string => text.replace('-', '−');

/** A 95 % interval of a chance: "38.9–47.6 %". */
const span = (e: Estimate): string => `${(e.low * 100).toFixed(1)}–${pct(e.high)}`;

/** A difference of chances in percentage points: "+4.3 pts", "−2.0 pts". */
const points = (d: number): string => {
  const text = (d * 100).toFixed(1);
  return `${d > 0 && text !== '0.0' ? '+' : ''}${minus(text === '-0.0' ? '0.0' : text)}${NBSP}pts`;
};

const decimal = (x: number, digits: number): string => x.toFixed(digits);

/** A sweep value as written (no floating-point noise). */
const valueText = (v: number): string => String(Number(v.toFixed(6)));

const sideLabel = (side: string): string => `${side} win`;

// ---- HTML pieces ----------------------------------------------------------------------------------

/** A cell with a chance and its interval under it. */
const estimateCell = (e: Estimate): string =>
  `<td>${escapeHtml(pct(e.p))}<small>${escapeHtml(span(e))}</small></td>`;

/** A table with a caption; its first `left` columns are words (left-aligned), the rest numbers. */
function table(
  caption: string,
  head: readonly string[],
  rows: readonly string[][],
  left = 1,
  cls = '',
): string {
  return [
    `<div class="scroll"><table class="left-${left}${cls ? ` ${cls}` : ''}">`,
    `<caption>${escapeHtml(caption)}</caption>`,
    `<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map((r) => `<tr>${r.join('')}</tr>`),
    '</tbody>',
    '</table></div>',
  ].join('\n');
}

/** A row-header cell (the first of a row). */
const th = (text: string): string => `<th scope="row">${escapeHtml(text)}</th>`;
const td = (text: string): string => `<td>${escapeHtml(text)}</td>`;

/** A chart's canvas; `label` says what it shows, for screen readers (the table follows it). */
function canvas(name: ChartName, label: string, height = 260): string {
  return `<div class="chart" style="height:${height}px"><canvas data-chart="${name}" role="img" aria-label="${escapeHtml(label)}"><p>${escapeHtml(label)}: see the table.</p></canvas></div>`;
}

// ---- charts and tables of one summary ---------------------------------------------------------------

const colorOf = (sides: readonly string[], side: string): string =>
  SIDE_COLORS[sides.indexOf(side) % SIDE_COLORS.length] ?? DRAW_COLOR;

const interval = (e: Estimate): [number, number] => [e.low * 100, e.high * 100];

function winsChart(s: Summary): ChartSpec {
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

const zero: Estimate = { p: 0, low: 0, high: 0 };

function winsTable(s: Summary): string {
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
function roundsChart(s: Summary): ChartSpec {
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

function roundsTable(s: Summary): string {
  const r = s.rounds;
  return table(
    'How many rounds the fights lasted',
    ['mean', '10 % were over by', 'half were over by', '90 % were over by', 'longest'],
    [[decimal(r.mean, 1), r.p10, r.p50, r.p90, r.max].map((v) => td(String(v)))],
  );
}

function histogramTable(s: Summary): string {
  const rows = Object.entries(s.rounds.histogram)
    .map(([r, n]) => [Number(r), n] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([r, n]) => [th(String(r)), td(String(n)), td(pct(s.fights ? n / s.fights : 0))]);
  return `<details><summary>Every number of rounds</summary>\n${table('Fights by number of rounds', ['rounds', 'fights', 'share'], rows)}\n</details>`;
}

const combatantsOf = (s: Summary): [string, CombatantSummary][] => Object.entries(s.combatants);

function combatantsChart(s: Summary): ChartSpec {
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

function combatantsTable(s: Summary): string {
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

const combatantsHeight = (s: Summary): number => 90 + 34 * combatantsOf(s).length;

function endingsTable(s: Summary): string {
  const rows = s.endings.map((e) => [th(e.ending), td(String(e.fights)), td(pct(e.p))]);
  return table('The most likely endings', ['ending', 'fights', 'share'], rows);
}

// ---- the sections ---------------------------------------------------------------------------------

function header(r: SimReport): string {
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

function winsSection(s: Summary): string {
  return [
    '<section id="wins">',
    '<h2>Who wins</h2>',
    canvas('wins', 'Chance of each outcome, with 95 % intervals'),
    INTERVAL_NOTE,
    winsTable(s),
    '</section>',
  ].join('\n');
}

function roundsSection(s: Summary): string {
  return [
    '<section id="rounds">',
    '<h2>How long the fights last</h2>',
    roundsTable(s),
    canvas('rounds', 'Share of fights by number of rounds', 220),
    histogramTable(s),
    '</section>',
  ].join('\n');
}

function combatantsSection(s: Summary): string {
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

function endingsSection(s: Summary): string {
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

function vsSection(r: SimReport, vs: NonNullable<SimReport['vs']>, charts: Charts): string {
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

function sweepSection(sweep: NonNullable<SimReport['sweep']>, charts: Charts): string {
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

type Charts = Partial<Record<ChartName, ChartSpec>>;

// ---- the page ---------------------------------------------------------------------------------------

const STYLE = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5b6473; --rule: #d9dde3; }
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
  background: #fff; max-width: 980px; margin: 1.5rem auto 3rem; padding: 0 1rem; }
h1 { font-size: 1.55rem; margin: 0 0 .4rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .6rem; padding-bottom: .2rem; border-bottom: 2px solid var(--rule); }
h3 { font-size: 1rem; margin: 1.4rem 0 .4rem; }
code { font: .95em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.facts { display: flex; flex-wrap: wrap; gap: .2rem 1.4rem; margin: 0; color: var(--muted); }
.facts div { display: flex; gap: .35rem; }
.facts dt::after { content: ":"; }
.facts dd { margin: 0; color: var(--ink); font-weight: 600; }
.chart { position: relative; margin: .8rem 0; }
table { border-collapse: collapse; margin: .6rem 0 1rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; color: var(--muted); font-size: .9em; padding-bottom: .2rem; }
th, td { padding: .3rem .65rem; border-bottom: 1px solid var(--rule); text-align: right; vertical-align: top; }
th:first-child, td:first-child { text-align: left; }
thead th { font-weight: 600; border-bottom: 2px solid var(--rule); }
tbody th { font-weight: 500; }
small { display: block; color: var(--muted); font-size: .78em; font-weight: 400; }
.left-2 :is(th, td):nth-child(-n + 2), .left-3 :is(th, td):nth-child(-n + 3),
.verdicts :is(th, td):last-child { text-align: left; }
td { white-space: nowrap; }
.left-2 td:nth-child(-n + 2), .left-3 td:nth-child(-n + 3), td.verdict { white-space: normal; }
.scroll { overflow-x: auto; }
td.verdict.clear { font-weight: 600; }
.note { color: var(--muted); font-size: .88em; margin: .2rem 0; }
summary { cursor: pointer; color: var(--muted); }
footer { margin-top: 2.5rem; color: var(--muted); font-size: .85em; }
@media print {
  body { margin: 0; max-width: none; font-size: 10.5pt; }
  h2 { break-after: avoid; }
  .chart, table { break-inside: avoid; }
  table { font-size: 9pt; }
  th, td { padding: .2rem .4rem; }
  .scroll { overflow: visible; }
  .chart canvas { max-width: 100% !important; height: auto !important; }
  summary { display: none; }
}
`;

/**
 * Turns the chart specs into Chart.js charts: every canvas[data-chart] gets its chart. Whiskers
 * (a small plugin) draw the intervals on bars; lines get them as a band (two hidden-from-the-legend
 * datasets filled between). No animation, so the page prints and is tested as it opens.
 */
const SCRIPT = String.raw`
(() => {
  'use strict';
  const specs = JSON.parse(document.getElementById('fray-charts').textContent);
  if (typeof Chart === 'undefined') return;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.color = '#1d2330';
  const fmt = (unit, v) => {
    if (v === null || v === undefined) return '—';
    if (unit === 'pts') return (v > 0 ? '+' : '') + v.toFixed(1).replace('-', '−') + ' pts';
    return v.toFixed(1) + ' %';
  };
  const tick = (unit) => (v) => (unit === 'pts' ? (v > 0 ? '+' : '') + v : v + ' %');
  const whiskers = {
    id: 'frayIntervals',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const scale = chart.scales.y;
      chart.data.datasets.forEach((ds, i) => {
        if (!ds.intervals || ds.band || !chart.isDatasetVisible(i)) return;
        chart.getDatasetMeta(i).data.forEach((bar, j) => {
          const iv = ds.intervals[j];
          if (!iv) return;
          const a = scale.getPixelForValue(iv[0]);
          const b = scale.getPixelForValue(iv[1]);
          const w = Math.max(3, Math.min(10, (bar.width || 24) / 4));
          ctx.save();
          ctx.strokeStyle = '#1d2330';
          ctx.lineWidth = 1.5;
          ctx.beginPath();
          ctx.moveTo(bar.x, a); ctx.lineTo(bar.x, b);
          ctx.moveTo(bar.x - w, a); ctx.lineTo(bar.x + w, a);
          ctx.moveTo(bar.x - w, b); ctx.lineTo(bar.x + w, b);
          ctx.stroke();
          ctx.restore();
        });
      });
    },
  };
  const title = (text) => (text ? { display: true, text } : { display: false });
  const valueScale = (s) => ({
    min: s.range ? s.range[0] : undefined,
    max: s.range ? s.range[1] : undefined,
    beginAtZero: true,
    title: title(s.yTitle),
    ticks: { callback: tick(s.unit) },
    grid: { color: (c) => (c.tick && c.tick.value === 0 ? '#5b6473' : '#e6e8ec') },
  });
  const label = (s) => (item) => {
    const iv = item.dataset.intervals && item.dataset.intervals[item.dataIndex];
    const v = s.kind === 'stacked' ? item.parsed.x : item.parsed.y;
    const name = item.dataset.label ? item.dataset.label + ': ' : '';
    return name + fmt(s.unit, v) + (iv ? ' (95 %: ' + fmt(s.unit, iv[0]) + ' to ' + fmt(s.unit, iv[1]) + ')' : '');
  };
  const common = (s, legend) => ({
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: legend, labels: { filter: (it, data) => !data.datasets[it.datasetIndex].band } },
      tooltip: { filter: (it) => !it.dataset.band, callbacks: { label: label(s) } },
    },
  });
  const configOf = (s) => {
    if (s.kind === 'stacked') {
      return {
        type: 'bar',
        data: { labels: s.labels, datasets: s.series.map((d) => ({ label: d.label, data: d.data, backgroundColor: d.color })) },
        options: { ...common(s, true), indexAxis: 'y',
          scales: { x: { ...valueScale(s), stacked: true }, y: { stacked: true } } },
      };
    }
    if (s.kind === 'lines') {
      const datasets = s.series.flatMap((d) => [
        { label: d.label + ' (high)', band: true, data: d.intervals.map((iv) => (iv ? iv[1] : null)),
          borderWidth: 0, pointRadius: 0, fill: false, backgroundColor: d.color + '30' },
        { label: d.label + ' (low)', band: true, data: d.intervals.map((iv) => (iv ? iv[0] : null)),
          borderWidth: 0, pointRadius: 0, fill: '-1', backgroundColor: d.color + '30' },
        { label: d.label, data: d.data, intervals: d.intervals, borderColor: d.color,
          backgroundColor: d.color, borderWidth: 2, pointRadius: 3, fill: false },
      ]);
      return {
        type: 'line',
        data: { labels: s.labels, datasets },
        options: { ...common(s, true), interaction: { mode: 'index', intersect: false },
          scales: { x: { title: title(s.xTitle) }, y: valueScale(s) } },
      };
    }
    return {
      type: 'bar',
      data: { labels: s.labels, datasets: s.series.map((d) => ({ label: d.label, data: d.data, intervals: d.intervals, backgroundColor: d.color })) },
      options: { ...common(s, s.series.length > 1),
        scales: { x: { title: title(s.xTitle), grid: { display: false } }, y: valueScale(s) } },
      plugins: [whiskers],
    };
  };
  for (const canvas of document.querySelectorAll('canvas[data-chart]')) {
    const spec = specs[canvas.dataset.chart];
    if (spec) new Chart(canvas, configOf(spec));
  }
  window.addEventListener('beforeprint', () => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    for (const chart of Object.values(Chart.instances)) chart.resize();
  });
})();
`;

/**
 * The report as one HTML page: the run's facts, who wins, rounds, combatants and endings, then the
 * comparison (`vs`) and the sweep when present. `chartJs` is Chart.js's UMD source, inlined.
 */
export function renderReport(report: SimReport, chartJs: string): string {
  const s = report.summary;
  const charts: Charts = {
    wins: winsChart(s),
    rounds: roundsChart(s),
    combatants: combatantsChart(s),
  };
  const sections = [winsSection(s), roundsSection(s), combatantsSection(s), endingsSection(s)];
  if (report.vs) sections.push(vsSection(report, report.vs, charts));
  if (report.sweep) sections.push(sweepSection(report.sweep, charts));
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Fray simulation: ${escapeHtml(report.encounter.file)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    header(report),
    '<noscript><p class="note">The charts need JavaScript; every number is in the tables.</p></noscript>',
    '<main>',
    ...sections,
    '</main>',
    `<footer>Made by <code>fray sim</code> (${escapeHtml(report.format)}). Chances have 95 % Wilson intervals; differences have paired 95 % intervals over the same fight seeds. The data is in the page: <code>script#fray-report</code>.</footer>`,
    `<script type="application/json" id="fray-report">${scriptJson(report)}</script>`,
    `<script type="application/json" id="fray-charts">${scriptJson(charts)}</script>`,
    `<script>${scriptSource(chartJs)}</script>`,
    `<script>${SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
