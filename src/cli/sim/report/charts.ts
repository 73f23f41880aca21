/**
 * The charts of the HTML report: what the page's script (script.ts) turns into Chart.js charts,
 * and the palette they share. Data only: the specs are serialized into the page.
 */
/** The charts of a page, by their `data-chart` name. */
export type ChartName =
  'wins' | 'rounds' | 'combatants' | 'vs-wins' | 'vs-difference' | 'vs-combatants' | 'sweep';

/** One series of a chart: values (percent or percentage points) and, maybe, their 95 % intervals. */
export interface Series {
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
export interface ChartSpec {
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

export const SIDE_COLORS = [
  '#4e79a7',
  '#e15759',
  '#59a14f',
  '#b07aa1',
  '#f28e2b',
  '#76b7b2',
  '#9c755f',
];
export const DRAW_COLOR = '#8c8c8c';
export const PLIGHT_COLORS = {
  unhurt: '#59a14f',
  wounded: '#edc948',
  down: '#f28e2b',
  dead: '#8b1e1e',
};
export const FILE_COLORS = ['#4e79a7', '#f28e2b'] as const;

/** The charts of one page, by name (only those the report has). */
export type Charts = Partial<Record<ChartName, ChartSpec>>;
