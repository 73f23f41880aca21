import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createCombat, type CombatState, type EncounterSpec } from '../../engine/index.js';
import { ruleSetById } from '../../rulesets/registry.js';
import {
  aggressivePolicy,
  pairedDifference,
  runPairedRange,
  summarize,
  wilson,
  type Difference,
  type Estimate,
  type SimReport,
  type Summary,
  type Variant,
} from '../../sim/index.js';
import { sweepChart } from './chart.js';
import { duration, progressLine } from './progress.js';
import { estimate, interval, pct, renderSim, roundsLines, roundsRows, verdict } from './render.js';
import { decimal } from '../render.js';

// ---- Reports from real runs of the Combat Chaos skirmish (five knights against five orcs) ----

const FILE = 'examples/combat-chaos-skirmish.yaml';
const FIGHTS = 200;
const ruleSet = ruleSetById('combat-chaos');
if (!ruleSet) throw new Error('combat-chaos is not registered');
const rs = ruleSet;

type Spec = Omit<EncounterSpec, 'combatants'> & {
  readonly combatants: readonly Record<string, unknown>[];
};
const spec = (): Spec =>
  parse(readFileSync(new URL(`../../../${FILE}`, import.meta.url), 'utf8')) as Spec;

/** The skirmish, with Brakka the berserker's health changed when given. */
function skirmish(brakkaHealth?: number): CombatState {
  const s = spec();
  const combatants =
    brakkaHealth === undefined
      ? s.combatants
      : s.combatants.map((c) => (c['id'] === 'brakka' ? { ...c, health: brakkaHealth } : c));
  const made = createCombat(rs, { ...s, combatants });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}

const variant = (initial: CombatState): Variant => ({
  ruleSet: rs,
  initial,
  options: { policyOf: () => aggressivePolicy },
});
const cast = (initial: CombatState) => ({
  ruleSet: rs,
  initial,
  policyName: () => 'aggressive',
});

/** The skirmish against one with a tougher Brakka (45 health instead of 30), made once. */
let brakka45: SimReport | undefined;
const toughBrakkaReport = (): SimReport =>
  (brakka45 ??= pairedReport(skirmish(45), 'brakka-45.yaml'));

/** A report of the skirmish played against a variant with the same seeds (`--vs`). */
function pairedReport(other: CombatState, otherFile: string): SimReport {
  const a = skirmish();
  const t = runPairedRange(variant(a), variant(other), { seed: 42, from: 0, to: FIGHTS });
  if (!t.ok) throw new Error(t.error.message);
  const summary = summarize(t.value.a, cast(a));
  const difference: Record<string, Difference> = {};
  for (const side of summary.sides)
    difference[side] = pairedDifference(t.value.aOnly[side] ?? 0, t.value.bOnly[side] ?? 0, FIGHTS);
  return {
    ...baseReport(summary),
    vs: { file: otherFile, summary: summarize(t.value.b, cast(other)), difference },
  };
}

function baseReport(summary: Summary): SimReport {
  return {
    format: 'fray-sim/1',
    encounter: { file: FILE, ruleSet: 'combat-chaos', ruleSetTitle: 'Combat Chaos' },
    runs: summary.fights,
    seed: 42,
    workers: 2,
    roundCap: 100,
    check: false,
    summary,
  };
}

/** "68.1 %  (67.2–69.0 %)" read back as numbers in percent. */
function readEstimate(text: string): { p: number; low: number; high: number } {
  const m = /([\d.]+) %\s+\(([\d.]+)–([\d.]+) %\)/.exec(text);
  if (!m) throw new Error(`no estimate in "${text}"`);
  return { p: Number(m[1]), low: Number(m[2]), high: Number(m[3]) };
}

const lineStarting = (text: string, start: string): string =>
  text.split('\n').find((l) => l.startsWith(start)) ?? '';

// ---- Hand-made summaries for exact cases ----

function handSummary(o: {
  wins: Record<string, number>;
  histogram?: Record<number, number>;
  fights?: number;
}): Summary {
  const fights = o.fights ?? 1000;
  const sides = Object.keys(o.wins);
  const wins: Record<string, Estimate> = {};
  let won = 0;
  for (const side of sides) {
    const k = Math.round((o.wins[side] ?? 0) * fights);
    wins[side] = wilson(k, fights);
    won += k;
  }
  return {
    fights,
    sides,
    wins,
    draw: wilson(fights - won, fights),
    rounds: { mean: 3, p10: 2, p50: 3, p90: 4, max: 4, histogram: o.histogram ?? { 3: fights } },
    harmUnit: 'wounds',
    combatants: {},
    endings: [],
  };
}

describe('percentages and intervals', () => {
  it('shows one decimal and rounds the interval outwards, so it contains the computed one', () => {
    expect(estimate({ p: 0.68149, low: 0.67249, high: 0.68951 })).toBe(' 68.1 %  (67.2–69.0 %)');
    expect(interval({ p: 0.5, low: 0.40383, high: 0.59617 })).toBe('(40.3–59.7 %)');
    expect(interval({ p: 0.5, low: 0.4, high: 0.6 })).toBe('(40.0–60.0 %)');
  });

  it('never shows a possible outcome as 0 % or an interval around none as certain', () => {
    expect(pct(0)).toBe('0.0 %');
    expect(pct(1)).toBe('100.0 %');
    expect(pct(0.0004)).toBe('< 0.1 %');
    expect(pct(0.9996)).toBe('> 99.9 %');
    // No draw in 10,000 fights: the Wilson interval still reaches 0.04 %.
    expect(estimate(wilson(0, 10_000))).toBe('  0.0 %  (0.0–0.1 %)');
    expect(estimate(wilson(10_000, 10_000))).toBe('100.0 %  (99.9–100.0 %)');
  });

  it('a real run prints each side’s win chance and interval as its summary, rounded', () => {
    const report = toughBrakkaReport();
    const text = renderSim(report, { width: 80 });
    for (const side of [...report.summary.sides, 'draw']) {
      const e = side === 'draw' ? report.summary.draw : report.summary.wins[side];
      if (!e) throw new Error(side);
      const shown = readEstimate(lineStarting(text, `  ${side} `));
      expect(Math.abs(shown.p - e.p * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(shown.low).toBeLessThanOrEqual(e.low * 100 + 1e-9);
      expect(shown.low).toBeGreaterThan(e.low * 100 - 0.1);
      expect(shown.high).toBeGreaterThanOrEqual(e.high * 100 - 1e-9);
      expect(shown.high).toBeLessThan(e.high * 100 + 0.1);
    }
  });
});

describe('the summary of a run', () => {
  const report = toughBrakkaReport();
  const text = renderSim(report, { width: 80 });

  it('starts with the file, rule set, fights, seed, workers and round cap', () => {
    expect(text.split('\n')[0]).toBe(
      `${FILE}: Combat Chaos, 200 fights, seed 42, 2 workers, round cap 100`,
    );
    const checked = renderSim({ ...report, check: true, workers: 1, runs: 10_000 }, { width: 80 });
    expect(checked.split('\n')[0]).toBe(
      `${FILE}: Combat Chaos, 10,000 fights, seed 42, 1 worker, round cap 100, invariants checked`,
    );
  });

  it('gives the rounds’ mean and percentiles, and a histogram row per round count', () => {
    const r = report.summary.rounds;
    expect(text).toContain(
      `Rounds: mean ${decimal(r.mean)} · p10 ${r.p10} · p50 ${r.p50} · p90 ${r.p90} · max ${r.max}`,
    );
    const rows = roundsRows(r.histogram);
    expect(rows.reduce((n, row) => n + row.fights, 0)).toBe(FIGHTS);
    for (const row of rows) if (!row.rounds.startsWith('≥')) expect(row.rounds).toMatch(/^\d+$/);
  });

  it('lists every combatant with side, policy, how he ends in % and harm with its unit', () => {
    expect(text).toContain(
      'Combatants: how they end the fights (in %), mean damage dealt and taken per fight',
    );
    const aldric = report.summary.combatants['aldric'];
    if (!aldric) throw new Error('no aldric');
    const cells = lineStarting(text, '  Sir Aldric ')
      .trim()
      .split(/\s{2,}/);
    expect(cells).toEqual([
      'Sir Aldric',
      'knights',
      'aggressive',
      (aldric.unhurt.p * 100).toFixed(1),
      (aldric.wounded.p * 100).toFixed(1),
      (aldric.down.p * 100).toFixed(1),
      (aldric.dead.p * 100).toFixed(1),
      aldric.dealt.toFixed(1),
      aldric.taken.toFixed(1),
    ]);
    expect(text.split('\n').filter((l) => / (knights|orcs) +aggressive /.test(l))).toHaveLength(10);
  });

  it('names the three likeliest endings with their share', () => {
    const block = text.split('Most likely endings\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(block).toHaveLength(3);
    report.summary.endings.slice(0, 3).forEach((e, i) => {
      expect(block[i]?.trim()).toBe(`${pct(e.p)}  ${e.ending}`);
    });
  });
});

describe('the rounds histogram', () => {
  const hist = { 1: 10, 2: 40, 3: 20, 4: 0, 5: 5 };
  const summary = { ...handSummary({ wins: { a: 1 }, histogram: hist, fights: 75 }) };

  it('has bars proportional to the fights, the fullest filling the width', () => {
    const lines = roundsLines(summary, 60);
    const bars = lines.slice(2).map((l) => /#*\.?$/.exec(l)?.[0] ?? '');
    const full = bars[1]?.length ?? 0;
    expect(lines.slice(2).every((l) => l.length <= 59)).toBe(true);
    expect(Math.max(...lines.map((l) => l.length))).toBe(59);
    expect(bars[0]?.length).toBe(Math.round(full / 4));
    expect(bars[2]?.length).toBe(Math.round(full / 2));
    expect(bars[3]).toBe('');
    expect(bars[4]?.length).toBe(Math.round(full / 8));
    expect(lines.slice(2).map((l) => l.trim().split(/\s+/).slice(0, 2))).toEqual([
      ['1', '10'],
      ['2', '40'],
      ['3', '20'],
      ['4', '0'],
      ['5', '5'],
    ]);
  });

  it('folds a rare long tail into a last "≥ k" row, keeping every fight', () => {
    // Four fights in a thousand (under 0.5 %) go on past round 5, the longest to round 60.
    const tail: Record<number, number> = { 2: 300, 3: 400, 4: 250, 5: 46 };
    for (let r = 6; r <= 60; r++) tail[r] = r % 15 === 0 ? 1 : 0;
    const rows = roundsRows(tail);
    expect(rows.map((r) => r.rounds)).toEqual(['2', '3', '4', '5', '≥ 6']);
    expect(rows.at(-1)?.fights).toBe(4);
    expect(rows.reduce((n, r) => n + r.fights, 0)).toBe(1000);
  });

  it('groups round counts in steps of 5 when they span more rows than fit', () => {
    const wide: Record<number, number> = {};
    for (let r = 1; r <= 40; r++) wide[r] = 10;
    const rows = roundsRows(wide);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows[0]).toEqual({ rounds: '1–4', fights: 40 });
    expect(rows[1]).toEqual({ rounds: '5–9', fights: 50 });
    expect(rows.reduce((n, r) => n + r.fights, 0)).toBe(400);
  });
});

describe('--vs: the A/B comparison', () => {
  it('reads an interval above 0 as A better, below 0 as B better, else no clear difference', () => {
    expect(verdict('lion', { d: 0.041, low: 0.012, high: 0.07 })).toBe(
      'A is better for lion by 4.1 points (1.2–7.0)',
    );
    expect(verdict('lion', { d: -0.041, low: -0.07, high: -0.012 })).toBe(
      'B is better for lion by 4.1 points (1.2–7.0)',
    );
    expect(verdict('lion', { d: 0.003, low: -0.005, high: 0.011 })).toBe(
      'no clear difference for lion: +0.3 points (−0.5 to +1.1)',
    );
    expect(verdict('lion', { d: 0, low: 0, high: 0 })).toBe(
      'no clear difference for lion: 0.0 points (0.0 to 0.0)',
    );
  });

  it('a tougher orc berserker in B is clearly better for the orcs, worse for the knights', () => {
    const report = toughBrakkaReport();
    const d = report.vs?.difference['orcs'];
    expect(d && d.high < 0).toBe(true);
    const text = renderSim(report, { width: 80 });
    expect(text).toContain(`A = ${FILE}, B = brakka-45.yaml`);
    expect(text).toMatch(/\n {2}A is better for knights by \d+\.\d points \(\d+\.\d–\d+\.\d\)\n/);
    expect(text).toMatch(/\n {2}B is better for orcs by \d+\.\d points \(\d+\.\d–\d+\.\d\)\n/);
    const knights = lineStarting(text.split('A/B comparison')[1] ?? '', '  knights');
    const [a, b] = knights.split(/\)\s+/);
    expect(readEstimate(`${a ?? ''})`).p).toBeCloseTo(
      (report.summary.wins['knights']?.p ?? 0) * 100,
      1,
    );
    expect(readEstimate(`${b ?? ''})`).p).toBeCloseTo(
      (report.vs?.summary.wins['knights']?.p ?? 0) * 100,
      1,
    );
  });

  it('the same encounter against itself shows no clear difference', () => {
    const text = renderSim(pairedReport(skirmish(), 'same.yaml'), { width: 80 });
    expect(text).toContain('no clear difference for knights: 0.0 points (0.0 to 0.0)');
    expect(text).toContain('no clear difference for orcs: 0.0 points (0.0 to 0.0)');
  });
});

describe('--sweep: a table and a chart', () => {
  const sweepReport = (): SimReport => ({
    ...baseReport(handSummary({ wins: { knights: 0.5, orcs: 0.5 } })),
    runs: 1000,
    sweep: {
      path: 'combatants.brakka.health',
      points: [
        { value: 30, summary: handSummary({ wins: { knights: 0.8, orcs: 0.2 } }) },
        { value: 10, summary: handSummary({ wins: { knights: 0.2, orcs: 0.7 } }) },
        { value: 20, summary: handSummary({ wins: { knights: 0.5, orcs: 0.5 } }) },
      ],
    },
  });

  it('has a row per value in order: win % per side with interval, draw %, mean rounds', () => {
    const text = renderSim(sweepReport(), { width: 80 });
    const table = text.split('Sweep of combatants.brakka.health (1,000 fights per value)\n')[1];
    const lines = table?.split('\n') ?? [];
    expect(lines[0]).toMatch(/^ {2}value {2}knights win +orcs win +draw {2}rounds$/);
    expect(lines[1]).toBe(
      `     10  ${estimate(wilson(200, 1000))}  ${estimate(wilson(700, 1000))}  10.0 %    3.00`,
    );
    expect(lines[1]).toContain(' 20.0 %  (17.6–22.6 %)');
    expect(lines[2]).toMatch(/^ {5}20 {3}50\.0 %/);
    expect(lines[3]).toMatch(/^ {5}30 {3}80\.0 %/);
  });

  it('charts the first side’s win % against the value, rising left to right', () => {
    const text = renderSim(sweepReport(), { width: 80 });
    expect(text).toContain('knights win % by combatants.brakka.health\n');
    const chart = sweepChart(
      [
        { x: 10, y: 20 },
        { x: 20, y: 50 },
        { x: 30, y: 80 },
      ],
      60,
    );
    const stars = chart.flatMap((line, row) =>
      line.split('').flatMap((ch, col) => (ch === '*' ? [{ row, col }] : [])),
    );
    expect(stars).toHaveLength(3);
    const [low, mid, high] = stars.sort((a, b) => a.col - b.col);
    // The y axis runs from 20 % (bottom row) to 80 % (top row): the points at both ends.
    expect(chart[0]).toMatch(/^ {3}80 % \+/);
    expect(chart[9]).toMatch(/^ {3}20 % \+/);
    expect(high?.row).toBe(0);
    expect(low?.row).toBe(9);
    expect(mid?.row).toBe(4); // 50 % is half-way: row 4.5 of 0..9, rounded
    expect(
      Math.abs((mid?.col ?? 0) - ((low?.col ?? 0) + (high?.col ?? 0)) / 2),
    ).toBeLessThanOrEqual(0.5);
    expect(chart.every((l) => l.length <= 59)).toBe(true);
    // The x values under their points.
    const labels = chart.at(-1) ?? '';
    expect(labels.indexOf('10')).toBe(low?.col);
    expect(labels.indexOf('30') + 1).toBe(high?.col);
    // A line of dots joins the points.
    expect(chart.slice(0, 10).join('').split('.').length - 1).toBeGreaterThan(10);
  });

  it('widens a flat series to a 10-point axis and centres a single value', () => {
    const flat = sweepChart([{ x: 5, y: 42 }], 40);
    expect(flat[0]).toMatch(/^ {3}50 % \+/);
    expect(flat[9]).toMatch(/^ {3}40 % \+/);
    expect(flat.join('\n').split('*')).toHaveLength(2);
  });
});

describe('the progress line', () => {
  it('shows the bar, the percent, the fights and the time left from the rate so far', () => {
    // 45,000 fights in 12 s: 55,000 more take 14.7 s, shown rounded up.
    expect(progressLine(45_000, 100_000, 12_000, 80)).toBe(
      '[█████████████░░░░░░░░░░░░░░░░░]  45 % ·  45,000/100,000 fights · 15 s left',
    );
    expect(progressLine(50_000, 100_000, 200_000, 80)).toContain('· 3 min 20 s left');
  });

  it('is estimating before the first 2 % and says how long it took at the end', () => {
    expect(progressLine(0, 100_000, 0, 80)).toContain('0/100,000 fights · estimating…');
    expect(progressLine(1_999, 100_000, 900, 80)).toContain('· estimating…');
    expect(progressLine(2_000, 100_000, 1_000, 80)).toContain('· 49 s left');
    expect(progressLine(100_000, 100_000, 65_000, 80)).toMatch(
      /^\[█+\] 100 % · 100,000\/100,000 fights · done in 1 min 05 s$/,
    );
  });

  it('fits the width, dropping the bar when it would be too small', () => {
    for (const width of [100, 80, 60, 50])
      expect(progressLine(12_345, 100_000, 3_000, width).length).toBeLessThanOrEqual(width - 1);
    expect(progressLine(12_345, 100_000, 3_000, 40)).toBe(
      ' 12 % ·  12,345/100,000 fights · 22 s left',
    );
  });

  it('durations read as seconds, minutes and hours', () => {
    expect(duration(0.2)).toBe('1 s');
    expect(duration(59)).toBe('59 s');
    expect(duration(61)).toBe('1 min 01 s');
    expect(duration(3_600 + 4 * 60 + 30)).toBe('1 h 05 min');
    expect(duration(2 * 3_600)).toBe('2 h 00 min');
  });
});
