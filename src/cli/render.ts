/**
 * Text primitives of the CLI output: percentages, numbers, bars and aligned tables. Pure: each
 * function takes values and returns strings, so the output is unit-tested without spawning.
 */

/** Distance from 0 or 1 under which a probability is rounding noise of the float sums. */
const NOISE = 1e-12;

/**
 * A probability as a percentage with two decimals: `51.58 %`. A possible outcome never shows as
 * 0 % (`< 0.01 %`), a possible failure never as 100 % (`> 99.99 %`), beyond float noise.
 */
export function percent(p: number): string {
  if (p <= NOISE) return '0.00 %';
  if (p >= 1 - NOISE) return '100.00 %';
  const text = (p * 100).toFixed(2);
  if (text === '0.00') return '< 0.01 %';
  if (text === '100.00') return '> 99.99 %';
  return `${text} %`;
}

/** A number with at most `digits` decimals and no trailing zeros: `26.54`, `3`, `-0.5`. */
export function decimal(x: number, digits = 2): string {
  const text = x.toFixed(digits);
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  return trimmed === '-0' ? '0' : trimmed;
}

/** A whole number with thousands separators: `1,000,000`. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** `1 Raise`, `2 Raises`: a count with its noun, plural unless one. */
export function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : nouns}`;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'] as const;

/**
 * A horizontal bar of unicode blocks for `fraction` of `width` cells, to an eighth of a cell.
 * A non-zero fraction too small to see still gets the thinnest block, so it is not read as zero.
 */
export function bar(fraction: number, width: number): string {
  const f = Math.min(1, Math.max(0, fraction));
  const eighths = Math.round(f * width * 8);
  if (eighths === 0) return f > 0 ? '▏' : '';
  return '█'.repeat(Math.floor(eighths / 8)) + (EIGHTHS[eighths % 8] ?? '');
}

/** A bar of `#` for terminals and logs that do not show unicode blocks well. */
export function asciiBar(fraction: number, width: number): string {
  const f = Math.min(1, Math.max(0, fraction));
  const cells = Math.round(f * width);
  return cells === 0 && f > 0 ? '.' : '#'.repeat(cells);
}

export interface Column {
  readonly header: string;
  /** Numbers read best right-aligned; text and bars left-aligned. Default `right`. */
  readonly align?: 'left' | 'right';
}

/**
 * Lays out rows under headers, columns separated by two spaces, each line with `indent` in front
 * and no trailing spaces. Rows shorter than the headers leave the last cells empty.
 */
export function table(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  indent = '  ',
): string[] {
  const widths = columns.map((c, i) =>
    Math.max(c.header.length, ...rows.map((r) => (r[i] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    (
      indent +
      columns
        .map((c, i) => {
          const cell = cells[i] ?? '';
          const w = widths[i] ?? 0;
          return c.align === 'left' ? cell.padEnd(w) : cell.padStart(w);
        })
        .join('  ')
    ).trimEnd();
  return [line(columns.map((c) => c.header)), ...rows.map(line)];
}

/** A row label for totals `from`..`to`: `14`, `10–14`, `≤ 4` (head) or `≥ 75` (tail). */
export function rangeLabel(from: number, to: number, kind: 'head' | 'range' | 'tail'): string {
  if (kind === 'head') return `≤ ${to}`;
  if (kind === 'tail') return `≥ ${from}`;
  return from === to ? String(from) : `${from}–${to}`;
}

/**
 * JSON indented by two spaces, with arrays of numbers kept on one line (`"faces": [10, 3]`), so
 * that dice and totals stay readable; ends with a newline.
 */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  return `${text.replace(/\[[-+.\deE,\s]*\]/g, (array) => array.replace(/\s+/g, '').replace(/,/g, ', '))}\n`;
}

/** Quotes notation that a shell would misread (`>` redirects): `'5d10>=8f1'`. */
export function shellWord(word: string): string {
  return /^[\w+,.:=@%/-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
