/**
 * End-to-end: the HTML report of `fray sim --report` opens in a real browser (the Chromium of
 * test/support/chromium.ts, driven by playwright-core; nothing is downloaded) with every chart drawn, no error, and no
 * request leaving the page's own file. Leaves a screenshot in /tmp/sim-report.png.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderReport } from '../../src/cli/sim/report/page.js';
import { launchChromium } from '../support/browser.js';
import { createCombat, type EncounterSpec } from '../../src/engine/index.js';
import { ruleSetById } from '../../src/rulesets/registry.js';
import {
  aggressivePolicy,
  pairedDifference,
  runPairedRange,
  runRange,
  summarize,
  type SimReport,
} from '../../src/sim/index.js';

const FIGHTS = 40;
const SEED = 'browser';

/** The Combat Chaos duel with Brakka's health set. */
function duel(health: number) {
  const spec = parse(
    readFileSync(new URL('../../examples/combat-chaos-duel.yaml', import.meta.url), 'utf8'),
  ) as EncounterSpec;
  const rs = ruleSetById(spec.ruleSet);
  if (!rs) throw new Error(`no rule set ${spec.ruleSet}`);
  const made = createCombat(rs, {
    ...spec,
    combatants: spec.combatants.map((c) => {
      const entry = c as Record<string, unknown>;
      return entry['id'] === 'brakka' ? { ...entry, health } : entry;
    }),
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const cast = { ruleSet: rs, initial: made.value, policyName: () => 'aggressive' };
  return { rs, initial: made.value, cast };
}

/** A report with everything: the duel, compared with a weaker Brakka, and a sweep of his health. */
function fullReport(): SimReport {
  const a = duel(30);
  const b = duel(12);
  const options = { policyOf: () => aggressivePolicy };
  const pair = runPairedRange(
    { ruleSet: a.rs, initial: a.initial, options },
    { ruleSet: b.rs, initial: b.initial, options },
    { seed: SEED, from: 0, to: FIGHTS },
  );
  if (!pair.ok) throw new Error(pair.error.message);
  const t = pair.value;
  const points = [10, 15, 20, 25, 30].map((value) => {
    const d = duel(value);
    const run = runRange(d.rs, d.initial, { seed: SEED, from: 0, to: FIGHTS, ...options });
    if (!run.ok) throw new Error(run.error.message);
    return { value, summary: summarize(run.value, d.cast) };
  });
  return {
    format: 'fray-sim/1',
    encounter: {
      file: 'examples/combat-chaos-duel.yaml',
      ruleSet: 'combat-chaos',
      ruleSetTitle: 'Combat Chaos',
    },
    runs: FIGHTS,
    seed: SEED,
    workers: 1,
    roundCap: 100,
    check: false,
    summary: summarize(t.a, a.cast),
    vs: {
      file: 'examples/weak-brakka.yaml',
      summary: summarize(t.b, b.cast),
      difference: Object.fromEntries(
        ['knights', 'orcs'].map((side) => [
          side,
          pairedDifference(t.aOnly[side] ?? 0, t.bOnly[side] ?? 0, FIGHTS),
        ]),
      ),
    },
    sweep: { path: 'combatants.brakka.health', points },
  };
}

interface Drawn {
  readonly name: string;
  readonly hasChart: boolean;
  readonly width: number;
  readonly height: number;
  /** Pixels with some opacity: 0 for a blank canvas. */
  readonly inked: number;
}

/** In the page: each chart canvas, whether Chart.js has a chart on it, and how much is drawn. */
const DRAWN = `[...document.querySelectorAll('canvas[data-chart]')].map((c) => {
  const pixels = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let inked = 0;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) inked++;
  return {
    name: c.dataset.chart,
    hasChart: Chart.getChart(c) !== undefined,
    width: c.width,
    height: c.height,
    inked,
  };
})`;

/** In the page: the labels of the win chart, the datasets of the vs and sweep charts. */
const SHAPE = `(() => {
  const chart = (name) => Chart.getChart(document.querySelector('canvas[data-chart="' + name + '"]'));
  const sweep = chart('sweep').data.datasets;
  return {
    wins: chart('wins').data.labels,
    vs: chart('vs-wins').data.datasets.map((d) => d.label),
    sweep: sweep.filter((d) => !d.band).map((d) => d.label),
    bands: sweep.filter((d) => d.band).length,
  };
})()`;

describe('the HTML report in a browser', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fray-report-'));
  const errors: string[] = [];
  const requests: string[] = [];
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    // chart.js's "exports" hide dist/chart.umd.min.js: it sits next to the CommonJS entry.
    const entry = createRequire(import.meta.url).resolve('chart.js');
    const chartJs = readFileSync(join(dirname(entry), 'chart.umd.min.js'), 'utf8');
    const file = join(dir, 'report.html');
    writeFileSync(file, renderReport(fullReport(), chartJs));
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens with no page error, no console error, and no request but its own file', () => {
    expect(errors).toEqual([]);
    expect(requests).toEqual([pathToFileURL(join(dir, 'report.html')).href]);
  });

  it('draws every chart: each canvas[data-chart] has a Chart.js chart and non-blank pixels', async () => {
    const drawn = await page.evaluate<readonly Drawn[]>(DRAWN);
    expect(drawn.map((d) => d.name)).toEqual([
      'wins',
      'rounds',
      'combatants',
      'vs-wins',
      'vs-difference',
      'vs-combatants',
      'sweep',
    ]);
    for (const d of drawn) {
      expect(d.hasChart, d.name).toBe(true);
      expect(d.width, d.name).toBeGreaterThan(100);
      expect(d.height, d.name).toBeGreaterThan(100);
      // Bars, axes and labels: a good share of the canvas is drawn on.
      expect(d.inked / (d.width * d.height), d.name).toBeGreaterThan(0.01);
    }
  });

  it('the win chart has one bar per side and the draw, the sweep one line per side with its band', async () => {
    const shape = await page.evaluate<unknown>(SHAPE);
    expect(shape).toEqual({
      wins: ['knights win', 'orcs win', 'draw'],
      vs: ['examples/combat-chaos-duel.yaml', 'examples/weak-brakka.yaml'],
      sweep: ['knights win', 'orcs win'],
      bands: 4,
    });
  });

  it('takes a full-page screenshot (/tmp/sim-report.png) and prints to a PDF without error', async () => {
    const png = await page.screenshot({ path: '/tmp/sim-report.png', fullPage: true });
    expect(png.length).toBeGreaterThan(10_000);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });
});
