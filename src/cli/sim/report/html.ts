/**
 * Text and HTML pieces of the report: escaping, the JSON and script blocks, chances, intervals
 * and differences as text, tables, cells and chart canvases.
 */
import type { Estimate } from '../../../sim/index.js';
import type { ChartName } from './charts.js';

/** `1 fight`, `500 fights`. */
export const fightsText = (n: number): string => `${n} ${n === 1 ? 'fight' : 'fights'}`;

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
export const scriptSource = (js: string): string => js.replace(/<\/(script)/gi, '<\\/$1');

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
export const span = (e: Estimate): string => `${(e.low * 100).toFixed(1)}–${pct(e.high)}`;

/** A difference of chances in percentage points: "+4.3 pts", "−2.0 pts". */
export const points = (d: number): string => {
  const text = (d * 100).toFixed(1);
  return `${d > 0 && text !== '0.0' ? '+' : ''}${minus(text === '-0.0' ? '0.0' : text)}${NBSP}pts`;
};

export const decimal = (x: number, digits: number): string => x.toFixed(digits);

/** A sweep value as written (no floating-point noise). */
export const valueText = (v: number): string => String(Number(v.toFixed(6)));

export const sideLabel = (side: string): string => `${side} win`;

/** A cell with a chance and its interval under it. */
export const estimateCell = (e: Estimate): string =>
  `<td>${escapeHtml(pct(e.p))}<small>${escapeHtml(span(e))}</small></td>`;

/** A table with a caption; its first `left` columns are words (left-aligned), the rest numbers. */
export function table(
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
export const th = (text: string): string => `<th scope="row">${escapeHtml(text)}</th>`;
export const td = (text: string): string => `<td>${escapeHtml(text)}</td>`;

/** A chart's canvas; `label` says what it shows, for screen readers (the table follows it). */
export function canvas(name: ChartName, label: string, height = 260): string {
  return `<div class="chart" style="height:${height}px"><canvas data-chart="${name}" role="img" aria-label="${escapeHtml(label)}"><p>${escapeHtml(label)}: see the table.</p></canvas></div>`;
}
