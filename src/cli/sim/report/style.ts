/** The report page's style sheet: readable on screen, and printable (charts and tables unbroken). */
export const STYLE = `
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
