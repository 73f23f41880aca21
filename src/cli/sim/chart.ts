/**
 * The ASCII chart of `fray sim --sweep` (issue 7): the first side's win chance against the swept
 * value, drawn in the terminal under the sweep's table.
 */
import { decimal } from '../render.js';

/** Rows of the sweep chart (its plotting area; axis and labels come on top). */
export const CHART_HEIGHT = 10;

/**
 * An ASCII line chart of y (a percentage) against x: `*` at each point, `.` along the straight
 * lines between them, a y axis labelled at its bounds (the data's range widened to tens) and the
 * x values under their columns where they fit. Points are in increasing x.
 */
export function sweepChart(data: readonly { x: number; y: number }[], width: number): string[] {
  if (data.length === 0) return [];
  const ys = data.map((d) => d.y);
  let yLo = Math.max(0, Math.floor(Math.min(...ys) / 10) * 10);
  let yHi = Math.min(100, Math.ceil(Math.max(...ys) / 10) * 10);
  if (yHi - yLo < 10) [yLo, yHi] = yHi >= 10 ? [yHi - 10, yHi] : [0, 10];
  const gutter = 5;
  const plotWidth = Math.max(10, width - 1 - 2 - gutter - 2);
  const grid = Array.from({ length: CHART_HEIGHT }, () => new Array<string>(plotWidth).fill(' '));
  const xLo = data[0]?.x ?? 0;
  const xSpan = (data.at(-1)?.x ?? 0) - xLo;
  const col = (x: number): number =>
    xSpan > 0 ? Math.round(((x - xLo) / xSpan) * (plotWidth - 1)) : Math.floor(plotWidth / 2);
  const row = (y: number): number =>
    CHART_HEIGHT - 1 - Math.round(((y - yLo) / (yHi - yLo)) * (CHART_HEIGHT - 1));
  const mark = (c: number, r: number, ch: string): void => {
    const line = grid[r];
    if (line && (ch === '*' || line[c] === ' ')) line[c] = ch;
  };
  data.forEach((d, i) => {
    const next = data[i + 1];
    if (next) {
      const c0 = col(d.x);
      const c1 = col(next.x);
      for (let c = c0 + 1; c < c1; c++)
        mark(c, row(d.y + ((next.y - d.y) * (c - c0)) / (c1 - c0)), '.');
    }
  });
  for (const d of data) mark(col(d.x), row(d.y), '*');
  const label = (r: number): string =>
    r === 0 ? `${yHi} %` : r === CHART_HEIGHT - 1 ? `${yLo} %` : '';
  const lines = grid.map((cells, r) =>
    `  ${label(r).padStart(gutter)} ${r === 0 || r === CHART_HEIGHT - 1 ? '+' : '|'}${cells.join('')}`.trimEnd(),
  );
  const axis = `  ${' '.repeat(gutter)} +${'-'.repeat(plotWidth)}`;
  const labels = data.map((d) => ({ at: col(d.x), text: decimal(d.x) }));
  return [...lines, axis, xLabels(labels, gutter + 4, plotWidth)];
}

/**
 * The x values centred under their columns (within the plot's width), left to right, skipping
 * one that would touch the one before.
 */
function xLabels(
  labels: readonly { at: number; text: string }[],
  offset: number,
  plotWidth: number,
): string {
  let line = '';
  for (const { at, text } of labels) {
    const centred = offset + at - Math.floor((text.length - 1) / 2);
    const start = Math.max(0, Math.min(centred, offset + plotWidth - text.length));
    if (line.length === 0 || start > line.length) line = line.padEnd(start) + text;
  }
  return line;
}
