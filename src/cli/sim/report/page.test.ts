import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createCombat, type EncounterSpec } from '../../../engine/index.js';
import { ruleSetById } from '../../../rulesets/registry.js';
import {
  aggressivePolicy,
  pairedDifference,
  runPairedRange,
  runRange,
  summarize,
  type Estimate,
  type SimReport,
  type Summary,
} from '../../../sim/index.js';
import { escapeHtml, pct, scriptJson } from './html.js';
import { renderReport } from './page.js';
import { verdict } from './sections.js';

const FIGHTS = 60;

function load(file: string, edit: (spec: EncounterSpec) => EncounterSpec = (s) => s) {
  const spec = edit(
    parse(
      readFileSync(new URL(`../../../../examples/${file}`, import.meta.url), 'utf8'),
    ) as EncounterSpec,
  );
  const rs = ruleSetById(spec.ruleSet);
  if (!rs) throw new Error(`no rule set ${spec.ruleSet}`);
  const made = createCombat(rs, spec);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return { rs, initial: made.value };
}

/** The duel with Brakka's health set (a sweep's point) and, maybe, his name changed. */
const duel = (health = 30, name?: string) =>
  load('combat-chaos-duel.yaml', (spec) => ({
    ...spec,
    combatants: spec.combatants.map((c) => {
      const entry = c as Record<string, unknown>;
      return entry['id'] === 'brakka'
        ? { ...entry, health, ...(name === undefined ? {} : { name }) }
        : entry;
    }),
  }));

function summary(health = 30, name?: string): Summary {
  const { rs, initial } = duel(health, name);
  const t = runRange(rs, initial, {
    seed: 'report',
    from: 0,
    to: FIGHTS,
    policyOf: () => aggressivePolicy,
  });
  if (!t.ok) throw new Error(t.error.message);
  return summarize(t.value, { ruleSet: rs, initial, policyName: () => 'aggressive' });
}

const base = (s: Summary): SimReport => ({
  format: 'fray-sim/1',
  encounter: {
    file: 'examples/combat-chaos-duel.yaml',
    ruleSet: 'combat-chaos',
    ruleSetTitle: 'Combat Chaos',
  },
  runs: FIGHTS,
  seed: 'report',
  workers: 2,
  roundCap: 100,
  check: true,
  summary: s,
});

/** The duel against a weaker Brakka, on the same seeds. */
function withVs(report: SimReport): SimReport {
  const a = duel();
  const b = duel(12);
  const options = { policyOf: () => aggressivePolicy };
  const t = runPairedRange(
    { ruleSet: a.rs, initial: a.initial, options },
    { ruleSet: b.rs, initial: b.initial, options },
    { seed: 'report', from: 0, to: FIGHTS },
  );
  if (!t.ok) throw new Error(t.error.message);
  const cast = (x: typeof a) => ({
    ruleSet: x.rs,
    initial: x.initial,
    policyName: () => 'aggressive',
  });
  const difference = Object.fromEntries(
    ['knights', 'orcs'].map((side) => [
      side,
      pairedDifference(t.value.aOnly[side] ?? 0, t.value.bOnly[side] ?? 0, FIGHTS),
    ]),
  );
  return {
    ...report,
    summary: summarize(t.value.a, cast(a)),
    vs: { file: 'weak-brakka.yaml', summary: summarize(t.value.b, cast(b)), difference },
  };
}

const withSweep = (report: SimReport): SimReport => ({
  ...report,
  sweep: {
    path: 'combatants.brakka.health',
    points: [10, 20, 30].map((value) => ({ value, summary: summary(value) })),
  },
});

/** A chance's cell as the page shows it: the chance, its 95 % interval under it. */
const cell = (e: Estimate): string =>
  `<td>${escapeHtml(pct(e.p))}<small>${escapeHtml(`${(e.low * 100).toFixed(1)}–${pct(e.high)}`)}</small></td>`;

const CHART_JS = '/* chart.js stand-in */ window.Chart = undefined;';

/** The JSON of a <script type="application/json" id="…"> block, parsed. */
function scriptData(html: string, id: string): unknown {
  const m = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  if (!m?.[1]) throw new Error(`no script#${id}`);
  return JSON.parse(m[1]);
}

describe('the HTML report', () => {
  const s = summary();
  const html = renderReport(base(s), CHART_JS);

  it('is one complete page whose title names the file, rule set, fights, seed, workers, round cap and check', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain('<title>Fray simulation: examples/combat-chaos-duel.yaml</title>');
    for (const fact of [
      '<dt>rule set</dt><dd>Combat Chaos</dd>',
      `<dt>fights</dt><dd>${FIGHTS}</dd>`,
      '<dt>base seed</dt><dd>report</dd>',
      '<dt>workers</dt><dd>2</dd>',
      '<dt>round cap</dt><dd>100</dd>',
      '<dt>invariants checked</dt><dd>on</dd>',
    ])
      expect(html).toContain(fact);
    expect(renderReport({ ...base(s), check: false }, CHART_JS)).toContain(
      '<dt>invariants checked</dt><dd>off</dd>',
    );
  });

  it('gives each side’s win chance and the draw’s with their 95 % intervals', () => {
    for (const side of ['knights', 'orcs']) {
      const e = s.wins[side];
      if (!e) throw new Error(side);
      expect(html).toContain(`<th scope="row">${side} win</th>${cell(e)}`);
    }
    expect(html).toContain(`<th scope="row">draw</th>${cell(s.draw)}`);
  });

  it('gives the rounds (mean, p10, p50, p90, max) and every number of rounds', () => {
    const r = s.rounds;
    expect(html).toContain(
      `<td>${r.mean.toFixed(1)}</td><td>${r.p10}</td><td>${r.p50}</td><td>${r.p90}</td><td>${r.max}</td>`,
    );
    for (const [rounds, n] of Object.entries(r.histogram))
      expect(html).toContain(`<th scope="row">${rounds}</th><td>${n}</td>`);
  });

  it('gives each combatant’s tactic, chances to end unhurt, wounded, down and dead, and mean harm in the rule set’s unit', () => {
    expect(html).toContain(
      `<th scope="col">${s.harmUnit} dealt <small>mean per fight</small></th>`,
    );
    expect(html).toContain(
      `<th scope="col">${s.harmUnit} taken <small>mean per fight</small></th>`,
    );
    for (const c of Object.values(s.combatants)) {
      expect(html).toContain(
        `<th scope="row">${c.name}</th><td>${c.side}</td><td>aggressive</td>` +
          [c.unhurt, c.wounded, c.down, c.dead].map(cell).join('') +
          `<td>${c.dealt.toFixed(2)}</td><td>${c.taken.toFixed(2)}</td>`,
      );
    }
  });

  it('lists the most likely endings with their counts', () => {
    expect(s.endings.length).toBeGreaterThan(0);
    for (const e of s.endings)
      expect(html).toContain(`<th scope="row">${escapeHtml(e.ending)}</th><td>${e.fights}</td>`);
  });

  it('has a canvas per chart, and each chart’s numbers inlined (percent of fights)', () => {
    const names = [...html.matchAll(/<canvas data-chart="([a-z-]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['wins', 'rounds', 'combatants']);
    const charts = scriptData(html, 'fray-charts') as Record<
      string,
      { series: { data: number[]; intervals?: [number, number][] }[] }
    >;
    expect(Object.keys(charts).sort()).toEqual(['combatants', 'rounds', 'wins']);
    const knights = s.wins['knights'];
    expect(charts['wins']?.series[0]?.data[0]).toBeCloseTo((knights?.p ?? -1) * 100);
    expect(charts['wins']?.series[0]?.intervals?.[0]?.[1]).toBeCloseTo((knights?.high ?? -1) * 100);
    expect(scriptData(html, 'fray-report')).toEqual(base(s));
  });

  it('has no comparison or sweep section when the report has none', () => {
    expect(html).not.toContain('id="vs"');
    expect(html).not.toContain('id="sweep"');
  });

  it('needs no network: no src= or href= to http, the library inlined', () => {
    const page = renderReport(withSweep(withVs(base(s))), CHART_JS);
    expect(page).not.toMatch(/(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(page).not.toMatch(/<link\b/i);
    expect(page).toContain(`<script>${CHART_JS}</script>`);
  });
});

describe('escaping in the HTML report', () => {
  const evil = '</script><b>bold</b><!--';
  const s = summary(30, evil);
  const report: SimReport = {
    ...base(s),
    encounter: { ...base(s).encounter, file: 'a&b "quoted" <i>.yaml' },
  };
  const html = renderReport(report, CHART_JS);

  it('a combatant named </script><b> cannot break out of the data script or the tables', () => {
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;&lt;!--');
    // Every </script> closes one of the page's own four scripts.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(html.match(/<script\b/g)).toHaveLength(4);
    // The data still says what it said.
    const data = scriptData(html, 'fray-report') as SimReport;
    expect(data.summary.combatants['brakka']?.name).toBe(evil);
    expect(data.encounter.file).toBe('a&b "quoted" <i>.yaml');
  });

  it('the file name is escaped in the title and headings', () => {
    expect(html).toContain(
      '<title>Fray simulation: a&amp;b &quot;quoted&quot; &lt;i&gt;.yaml</title>',
    );
    expect(html).not.toContain('<i>');
  });

  it('scriptJson escapes <, > and & so that no </script> or <!-- can appear', () => {
    const text = scriptJson({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it('a </script> inside the inlined library cannot end its block', () => {
    const page = renderReport(base(s), 'const s = "</script>"; const t = "</SCRIPT >";');
    expect(page).toContain('const s = "<\\/script>"; const t = "<\\/SCRIPT >";');
  });
});

describe('the comparison section (vs)', () => {
  const report = withVs(base(summary()));
  const vs = report.vs;
  if (!vs) throw new Error('no vs');
  const html = renderReport(report, CHART_JS);

  it('shows both files side by side with the win chart of both', () => {
    expect(html).toContain('<h2>Compared with <code>weak-brakka.yaml</code></h2>');
    for (const name of ['vs-wins', 'vs-difference', 'vs-combatants'])
      expect(html).toContain(`<canvas data-chart="${name}"`);
    const a = report.summary.wins['orcs'];
    const b = vs.summary.wins['orcs'];
    if (!a || !b) throw new Error('no orcs');
    expect(html).toContain(`<th scope="row">orcs win</th>${cell(a)}${cell(b)}`);
  });

  it('gives the paired difference per side with its interval, and says whether it excludes 0', () => {
    const orcs = vs.difference['orcs'];
    if (!orcs) throw new Error('no orcs');
    // Brakka with 12 health instead of 30 wins less often: the difference is clearly positive.
    expect(orcs.low).toBeGreaterThan(0);
    expect(html).toContain(
      'orcs win more often with examples/combat-chaos-duel.yaml than with weak-brakka.yaml: the interval excludes 0.',
    );
    expect(html).toContain(`<td>+${(orcs.d * 100).toFixed(1)}\u00a0pts</td>`);
  });

  it('verdict reads the interval: above 0, below 0, or containing 0', () => {
    expect(verdict('lion', { d: 0.1, low: 0.02, high: 0.18 }, 'a', 'b')).toBe(
      'lion win more often with a than with b: the interval excludes 0.',
    );
    expect(verdict('lion', { d: -0.1, low: -0.18, high: -0.02 }, 'a', 'b')).toBe(
      'lion win less often with a than with b: the interval excludes 0.',
    );
    expect(verdict('lion', { d: 0.03, low: -0.01, high: 0.07 }, 'a', 'b')).toBe(
      'No clear difference: the interval includes 0.',
    );
    expect(verdict('lion', { d: 0, low: 0, high: 0 }, 'a', 'b')).toBe(
      'No clear difference: the interval includes 0.',
    );
  });
});

describe('the sweep section', () => {
  const report = withSweep(base(summary()));
  const html = renderReport(report, CHART_JS);

  it('tabulates each value: win chance per side with interval, draw and mean rounds', () => {
    expect(html).toContain('<h2>Sweep of <code>combatants.brakka.health</code></h2>');
    expect(html).toContain('<canvas data-chart="sweep"');
    for (const p of report.sweep?.points ?? []) {
      const k = p.summary.wins['knights'];
      const o = p.summary.wins['orcs'];
      if (!k || !o) throw new Error('no sides');
      expect(html).toContain(
        `<th scope="row">${p.value}</th>${cell(k)}${cell(o)}${cell(p.summary.draw)}<td>${p.summary.rounds.mean.toFixed(1)}</td>`,
      );
    }
  });

  it('the orcs win more often as Brakka has more health (the line chart’s data)', () => {
    const charts = scriptData(html, 'fray-charts') as {
      sweep: { labels: string[]; series: { label: string; data: number[] }[] };
    };
    expect(charts.sweep.labels).toEqual(['10', '20', '30']);
    const orcs = charts.sweep.series.find((x) => x.label === 'orcs win')?.data ?? [];
    expect(orcs[0]).toBeLessThan(orcs[2] ?? 0);
  });
});

describe('pct', () => {
  it('shows one decimal, and never rounds a rare outcome to 0 or a likely one to 100', () => {
    // With a no-break space before the sign, so that "43.2 %" never breaks across lines.
    expect(pct(0.4321)).toBe('43.2\u00a0%');
    expect(pct(0)).toBe('0.0\u00a0%');
    expect(pct(1)).toBe('100.0\u00a0%');
    expect(pct(0.0001)).toBe('< 0.1\u00a0%');
    expect(pct(0.9999)).toBe('> 99.9\u00a0%');
  });
});
