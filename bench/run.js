#!/usr/bin/env node
// Benchmarks: dice (issue 2), engine (issue 3), simulator (issue 7; bench/sim.js), table server (issue 17; bench/server.js). Run with `npm run bench` (human table) or `npm run bench -- --json`.
// Every figure is a ratio against a peer (@dice-roller/rpg-dice-roller) or a limit (a hand-written
// loop, a time budget), measured side by side in one process. No test depends on these timings.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { atLeast, compile, createRng, odds } from '../dist/dice/index.js';
import { ENGINE_CASES } from './engine.js';
import { serverBench, serverText } from './server.js';
import { simBench, simText } from './sim.js';

const json = process.argv.includes('--json');
const quick = process.argv.includes('--quick');
const log = (...a) => {
  if (!json) console.log(...a);
};

/** Rolls per second of one variant, measured in a fresh process (bench/measure.js). */
function rate(variant, c) {
  const args = [
    fileURLToPath(new URL('./measure.js', import.meta.url)),
    variant,
    c.expr,
    c.peer,
    quick ? 'quick' : 'full',
  ];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return JSON.parse(out).rate;
}

const cases = [
  { expr: '1d20+5', peer: '1d20+5' },
  { expr: '2d20kh1+5', peer: '2d20kh1+5' },
  { expr: '6k3', peer: '6d10!!k3' },
  { expr: '2d6+3', peer: '2d6+3' },
];

const rolls = [];
for (const c of cases) {
  const r = { expression: c.expr, peerNotation: c.peer };
  for (const v of ['peer', 'hand', 'compiled', 'fullFromString', 'fullParsed']) r[v] = rate(v, c);
  r.compiledVsPeer = r.compiled / r.peer;
  r.compiledVsHand = r.compiled / r.hand;
  r.fullFromStringVsPeer = r.fullFromString / r.peer;
  r.fullParsedVsPeer = r.fullParsed / r.peer;
  rolls.push(r);
}

// Exact P(≥ TN) for all 55 pools and every TN 5..60, against a Monte Carlo estimate of the same.
function exactTable() {
  const table = [];
  for (let x = 1; x <= 10; x++) {
    for (let y = 1; y <= x; y++) {
      const d = odds(`${x}k${y}`, { cap: 60 });
      const row = [];
      for (let tn = 5; tn <= 60; tn++) row.push(atLeast(d, tn));
      table.push(row);
    }
  }
  return table;
}
exactTable(); // warm-up
const exactTimes = [];
let exact;
for (let i = 0; i < (quick ? 3 : 11); i++) {
  const t = performance.now();
  exact = exactTable();
  exactTimes.push(performance.now() - t);
}
exactTimes.sort((a, b) => a - b);
const exactMs = exactTimes[Math.floor(exactTimes.length / 2)];

const samples = quick ? 100_000 : 1_000_000;
const mcStart = performance.now();
let maxDiff = 0;
let maxSe = 0;
let pool = 0;
const rng = createRng('bench-mc');
for (let x = 1; x <= 10; x++) {
  for (let y = 1; y <= x; y++) {
    const c = compile(`${x}k${y}`).roll;
    const counts = new Float64Array(62);
    for (let i = 0; i < samples; i++) counts[Math.min(61, c(rng))]++;
    let above = samples;
    for (let tn = 0; tn < 5; tn++) above -= counts[tn];
    for (let tn = 5; tn <= 60; tn++) {
      const p = exact[pool][tn - 5];
      const diff = Math.abs(above / samples - p);
      if (diff > maxDiff) {
        maxDiff = diff;
        maxSe = Math.sqrt((p * (1 - p)) / samples);
      }
      above -= counts[tn];
    }
    pool++;
  }
}
const mcMs = performance.now() - mcStart;

// Whole fights through the engine (issue 3).
// Each case in its own process (bench/engine-case.js), like the dice variants above.
const engine = ENGINE_CASES.map((c) => {
  const args = [
    fileURLToPath(new URL('./engine-case.js', import.meta.url)),
    c.file,
    String(quick ? 400 : 1500),
  ];
  const m = JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' }));
  return { ...m, limit: c.limit, ratio: m.fightsPerSecond / c.limit };
});

// The simulator (issue 7): duels on one core, 1 vs 2 workers, 100,000-fight runs.
const sim = simBench(quick);

// The table server (issue 17): real `fray serve` processes, SQLite and PostgreSQL (bench/server.js).
const server = serverBench(quick);

const limits = {
  compiledVsPeer: 100,
  compiledVsHand: 0.5,
  fullVsPeer: 10,
  exactTableMs: 10,
};
const result = {
  node: process.version,
  rolls,
  exactTable: {
    pools: 55,
    tns: '5..60',
    exactMs,
    monteCarloSamplesPerPool: samples,
    monteCarloMs: mcMs,
    maxDiff,
    maxDiffStandardErrors: maxDiff / maxSe,
  },
  engine,
  sim,
  server,
  limits,
  pass: {
    engine: engine.every((e) => e.fightsPerSecond >= e.limit),
    ...Object.fromEntries(Object.entries(sim.pass).map(([k, v]) => [`sim.${k}`, v])),
    ...Object.fromEntries(Object.entries(server.pass).map(([k, v]) => [`server.${k}`, v])),
    compiledVsPeer: rolls.every((r) => r.compiledVsPeer >= limits.compiledVsPeer),
    compiledVsHand: rolls.every((r) => r.compiledVsHand >= limits.compiledVsHand),
    fullVsPeer: rolls.every((r) => r.fullFromStringVsPeer >= limits.fullVsPeer),
    exactTableMs: exactMs < limits.exactTableMs,
  },
};

if (json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const f = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : `${(n / 1e3).toFixed(0)}k`);
  const x = (n) => `${n.toFixed(n < 10 ? 2 : 0)}×`;
  log(`Dice benchmarks on Node ${process.version} (rolls per second, median of runs)\n`);
  log(
    'expression   peer       hand     compiled  full(str) full(tree) | compiled/peer compiled/hand full(str)/peer full(tree)/peer',
  );
  for (const r of rolls) {
    log(
      `${r.expression.padEnd(12)} ${f(r.peer).padStart(6)} ${f(r.hand).padStart(9)} ${f(r.compiled).padStart(10)} ${f(r.fullFromString).padStart(9)} ${f(r.fullParsed).padStart(10)} | ${x(r.compiledVsPeer).padStart(13)} ${x(r.compiledVsHand).padStart(13)} ${x(r.fullFromStringVsPeer).padStart(14)} ${x(r.fullParsedVsPeer).padStart(15)}`,
    );
  }
  log(
    `\nlimits: compiled ≥ ${limits.compiledVsPeer}× peer and ≥ ${limits.compiledVsHand}× hand loop; full record ≥ ${limits.fullVsPeer}× peer`,
  );
  log(
    `\nExact P(≥ TN), 55 pools × TN 5..60: ${exactMs.toFixed(2)} ms (limit ${limits.exactTableMs} ms)`,
  );
  log(
    `Monte Carlo, ${samples.toLocaleString('en')} rolls per pool: ${(mcMs / 1000).toFixed(1)} s; largest difference ${maxDiff.toExponential(2)} (${(maxDiff / maxSe).toFixed(1)} standard errors)`,
  );
  log('\nEngine: whole fights through decide + evolve on one core (fast dice, no log)');
  log(
    'encounter                                engine fights/s   limit   ratio  with policy  mean rounds',
  );
  for (const e of engine) {
    log(
      `${e.file.padEnd(40)} ${Math.round(e.fightsPerSecond).toString().padStart(15)} ${String(e.limit).padStart(7)} ${e.ratio.toFixed(2).padStart(6)}× ${Math.round(e.withPolicyPerSecond).toString().padStart(11)} ${e.meanRounds.toFixed(1).padStart(12)}`,
    );
  }
  log(simText(sim));
  log(serverText(server));
  log(
    `\npass: ${Object.entries(result.pass)
      .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
      .join(', ')}`,
  );
}
