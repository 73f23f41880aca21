/**
 * The HTML report of `fray sim --report out.html` (issue 7): one self-contained page, readable by a
 * GM and printable. Every number is in a table (readable without JavaScript); the charts are
 * drawn by Chart.js, whose UMD source the caller passes in and which is inlined with the data, so
 * the page needs no network. Pure: a report and the library's source in, the page out.
 */ import type { SimReport } from '../../../sim/index.js';
import type { Charts } from './charts.js';
import { escapeHtml, scriptJson, scriptSource } from './html.js';
import { SCRIPT } from './script.js';
import {
  combatantsSection,
  endingsSection,
  header,
  roundsSection,
  sweepSection,
  vsSection,
  winsSection,
} from './sections.js';
import { STYLE } from './style.js';
import { combatantsChart, roundsChart, winsChart } from './summary.js';

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
