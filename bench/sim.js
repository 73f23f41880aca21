#!/usr/bin/env node
// Simulator benchmarks (issue 7). Run by `npm run bench` (bench/run.js), or alone:
// `node bench/sim.js [--quick] [--json]` after `npm run build`. Figures against limits:
// - a 100,000-fight run of each system's five-against-five example on every core: < 60 s;
// - two worker threads: ≥ 1.8× the fights per second of one on that run (same seeds, same fights);
// - a one-on-one duel per system: ≥ 20,000 fights per second on one core (one thread).
// Each measurement runs in its own process (`node bench/sim.js case ...`), like the engine's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const root = here('../');

export const SKIRMISHES = [
  'examples/l5r4e-skirmish.yaml',
  'examples/elan-moxie-skirmish.yaml',
  'examples/combat-chaos-skirmish.yaml',
];
export const DUELS = [
  'bench/encounters/l5r4e-rank1-duel.yaml',
  'examples/elan-moxie-duel.yaml',
  'examples/combat-chaos-duel.yaml',
];
export const LIMITS = { runSeconds: 60, scaling: 1.8, duelPerCore: 20_000 };

async function encounterOf(file) {
  const { parseEncounter } = await import('../dist/app/encounter/file.js');
  const { RULE_SETS } = await import('../dist/rulesets/registry.js');
  const r = parseEncounter(readFileSync(root + file, 'utf8'), root + file, RULE_SETS);
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** One measurement, in this process: prints its JSON. */
async function measureCase([kind, file, arg]) {
  const { simulateEncounter } = await import('../dist/app/sim/simulate.js');
  const e = await encounterOf(file);
  if (kind === 'run') {
    const [runs, workers] = arg.split(':').map(Number);
    const t = performance.now();
    const r = await simulateEncounter(e, { runs, workers, seed: 'bench' });
    const seconds = (performance.now() - t) / 1000;
    if (!r.ok) throw new Error(r.error.message);
    return {
      file,
      runs,
      workers,
      seconds,
      fightsPerSecond: runs / seconds,
      meanRounds: r.value.summary.rounds.mean,
      draws: r.value.summary.draw.p,
    };
  }
  // kind === 'duel': one thread, the default tactic, batches of 200 fights for `arg` seconds.
  const { buildVariant } = await import('../dist/app/sim/job.js');
  const { runRange } = await import('../dist/sim/index.js');
  const policies = {};
  for (const c of e.spec.combatants) policies[c.id] = { tactic: 'aggressive', params: {} };
  const { setupOf } = await import('../dist/app/sim/section.js');
  const v = await buildVariant({ spec: e.spec, policies, roundCap: 100, setup: setupOf(e.script) });
  if (!v.ok) throw new Error(v.error.message);
  const { ruleSet, initial, options } = v.value;
  const seconds = Number(arg);
  const play = (seed, from, to) => {
    const r = runRange(ruleSet, initial, { ...options, seed, from, to });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  let warm = 0;
  const w0 = performance.now();
  while (performance.now() - w0 < (seconds * 1000) / 3) play('warm', warm, (warm += 200));
  let fights = 0;
  let rounds = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    const t = play('bench', fights, fights + 200);
    fights += 200;
    for (const [k, n] of Object.entries(t.rounds)) rounds += Number(k) * n;
  }
  const elapsed = (performance.now() - t0) / 1000;
  return {
    file,
    fights,
    seconds: elapsed,
    fightsPerSecond: fights / elapsed,
    meanRounds: rounds / fights,
  };
}

function inChild(...args) {
  const out = execFileSync(process.execPath, [here('./sim.js'), 'case', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  return JSON.parse(out);
}

/** All the simulator figures (each in a child process). */
export function simBench(quick) {
  const duels = DUELS.map((f) => ({
    ...inChild('duel', f, quick ? '1' : '3'),
    limit: LIMITS.duelPerCore,
  }));
  // The full run on 2 workers, then the same run (same seeds, same fights) on 1: the ratio of
  // their rates is the scaling. Short runs understate it: each worker warms up on its own.
  const fullRuns = quick ? 10_000 : 100_000;
  const runs = SKIRMISHES.map((f) => {
    const two = inChild('run', f, `${fullRuns}:2`);
    const one = inChild('run', f, `${fullRuns}:1`);
    return {
      ...two,
      oneWorker: one.fightsPerSecond,
      ratio: two.fightsPerSecond / one.fightsPerSecond,
    };
  });
  return {
    duels,
    runs,
    limits: LIMITS,
    pass: {
      duelPerCore: duels.every((d) => d.fightsPerSecond >= LIMITS.duelPerCore),
      scaling: runs.every((r) => r.ratio >= LIMITS.scaling),
      // A quick run plays a tenth of the fights: its limit is a tenth of the time.
      runSeconds: runs.every((r) => r.seconds < (LIMITS.runSeconds * r.runs) / 100_000),
    },
  };
}

export function simText(r) {
  const lines = ['\nSimulator (issue 7): the default tactic (aggressive), fast dice, no log'];
  lines.push('one-on-one duel, one thread                fights/s   limit   ratio  mean rounds');
  for (const d of r.duels)
    lines.push(
      `${d.file.padEnd(40)} ${Math.round(d.fightsPerSecond).toString().padStart(10)} ${String(d.limit).padStart(7)} ${(d.fightsPerSecond / d.limit).toFixed(2).padStart(6)}× ${d.meanRounds.toFixed(1).padStart(11)}`,
    );
  lines.push(
    `\n${`${(r.runs[0]?.runs ?? 0).toLocaleString('en')} fights, 2 workers`.padEnd(36)} seconds  (limit)  fights/s  1 worker  2 vs 1 (limit 1.8×)  mean rounds  draws`,
  );
  for (const x of r.runs)
    lines.push(
      `${x.file.padEnd(36)} ${x.seconds.toFixed(1).padStart(6)} ${`(${((LIMITS.runSeconds * x.runs) / 100_000).toFixed(0)})`.padStart(8)} ${Math.round(x.fightsPerSecond).toString().padStart(9)} ${Math.round(x.oneWorker).toString().padStart(9)} ${`${x.ratio.toFixed(2)}×`.padStart(20)} ${x.meanRounds.toFixed(1).padStart(12)} ${(x.draws * 100).toFixed(1).padStart(5)} %`,
    );
  lines.push(
    `\nsimulator pass: ${Object.entries(r.pass)
      .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'case') {
  console.log(JSON.stringify(await measureCase(rest)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const r = simBench(quick);
  console.log(process.argv.includes('--json') ? JSON.stringify(r, null, 2) : simText(r));
}
