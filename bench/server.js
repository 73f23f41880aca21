#!/usr/bin/env node
// Table-server benchmarks (issue 17, "Numbers to reach"). Run by `npm run bench` (bench/run.js),
// or alone: `node bench/server.js [--quick] [--json]` after `npm run build`. Each figure against
// its limit, printed as figure / limit / ratio (reported only: nothing fails, exit 0):
// - SQLite: ≥ 2,000 commands/s with 200 WebSocket watchers on 20 busy combats; p99 from a
//   command's POST to its arrival at the watchers ≤ 50 ms; the rate ≥ 30 % of the engine's `step`
//   rate on the same commands, measured in the same run (bench/server/load.js, fights.js);
// - PostgreSQL, two server nodes on one database: ≥ 1,000 commands/s, p99 ≤ 100 ms;
// - a combat of 10,000 events opens cold in ≤ 200 ms; 100 open combats in ≤ 150 MB of RSS
//   (bench/server/cold.js).
// The servers are real `fray serve` processes on 127.0.0.1 (bench/server/serve.js). Each scenario
// runs in its own process (`node bench/server.js case <name> [quick]`), like the other benches.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LIMITS = {
  sqliteCommandsPerSecond: 2000,
  sqliteP99Ms: 50,
  vsEngineStep: 0.3,
  postgresCommandsPerSecond: 1000,
  postgresP99Ms: 100,
  coldOpenMs: 200,
  rssMB: 150,
};

const MB = 1e6;

/** The load on SQLite in `dir`: the figures, then the engine on the same commands. */
async function sqliteCase(dir, quick) {
  const { fightPool, engineRate } = await import('./server/fights.js');
  const { runLoad } = await import('./server/load.js');
  const { startServer } = await import('./server/serve.js');
  const pool = fightPool(quick ? 3 : 6);
  const server = await startServer(['--data-dir', dir]);
  let load;
  try {
    const cpu0 = server.cpuSeconds();
    load = await runLoad({ nodes: [server.url], pool, seconds: quick ? 3 : 10 });
    load.serverCpuSeconds = server.cpuSeconds() - cpu0;
    load.rssMB = server.rssBytes() / MB;
  } finally {
    await server.stop();
  }
  const { played, ...figures } = load;
  const engine = engineRate(played, quick ? 3 : 5);
  return { ...figures, engine, vsEngineStep: figures.commandsPerSecond / engine.stepPerSecond };
}

async function postgresCase(quick) {
  const { fightPool } = await import('./server/fights.js');
  const { runLoad } = await import('./server/load.js');
  const { startServer } = await import('./server/serve.js');
  const { startPostgres } = await import('./server/postgres.js');
  const pool = fightPool(quick ? 3 : 6);
  const db = await startPostgres();
  const nodes = [];
  try {
    for (let i = 0; i < 2; i++) nodes.push(await startServer(['--db', db.url]));
    const cpu = () => nodes.reduce((t, n) => t + n.cpuSeconds(), 0);
    const cpu0 = cpu();
    const load = await runLoad({ nodes: nodes.map((n) => n.url), pool, seconds: quick ? 3 : 10 });
    const { played: _played, ...figures } = load;
    return { ...figures, serverCpuSeconds: cpu() - cpu0 };
  } finally {
    for (const n of nodes) await n.stop();
    await db.stop();
  }
}

async function measureCase(name, quick) {
  const { closeConnections } = await import('./server/http.js');
  const dir = mkdtempSync(join(process.env.FRAY_BENCH_DIR ?? tmpdir(), 'fray-bench-'));
  try {
    switch (name) {
      case 'sqlite':
        return await sqliteCase(dir, quick);
      case 'sqlite-tmpfs': {
        // The same on a RAM disk (fsync costs nothing): what the server costs itself.
        const shm = mkdtempSync('/dev/shm/fray-bench-');
        try {
          return await sqliteCase(shm, quick);
        } finally {
          rmSync(shm, { recursive: true, force: true });
        }
      }
      case 'postgres':
        return await postgresCase(quick);
      case 'cold': {
        const { coldOpen } = await import('./server/cold.js');
        return await coldOpen(['--data-dir', dir]);
      }
      case 'rss': {
        const { openCombats } = await import('./server/cold.js');
        const { fightPool } = await import('./server/fights.js');
        const r = await openCombats(['--data-dir', dir], fightPool(2), 100, quick ? 20 : 60);
        return { ...r, rssMB: r.rssBytes / MB, rssBeforeMB: r.rssBeforeBytes / MB };
      }
      default:
        throw new Error(`unknown case ${name}`);
    }
  } finally {
    closeConnections();
    rmSync(dir, { recursive: true, force: true });
  }
}

function inChild(name, quick) {
  try {
    const out = execFileSync(
      process.execPath,
      [fileURLToPath(import.meta.url), 'case', name, ...(quick ? ['quick'] : [])],
      { encoding: 'utf8', maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return JSON.parse(out);
  } catch (e) {
    // The error's own lines, without the stack.
    const why =
      `${e.stderr ?? ''}`
        .split('\n')
        .filter((l) => l.trim() !== '' && !/^\s+at |^Node\.js v|^\s*\^|^file:/.test(l))
        .slice(0, 4)
        .join(' ') || String(e);
    return { error: why.slice(0, 500) };
  }
}

/** Every table-server figure, each scenario in a child process. */
export function serverBench(quick) {
  const r = {
    sqlite: inChild('sqlite', quick),
    sqliteTmpfs: existsSync('/dev/shm') ? inChild('sqlite-tmpfs', quick) : { error: 'no /dev/shm' },
    postgres: inChild('postgres', quick),
    cold: inChild('cold', quick),
    rss: inChild('rss', quick),
  };
  const ok = (x, f) => x.error === undefined && f(x);
  return {
    ...r,
    limits: LIMITS,
    pass: {
      sqliteRate: ok(r.sqlite, (x) => x.commandsPerSecond >= LIMITS.sqliteCommandsPerSecond),
      sqliteP99: ok(r.sqlite, (x) => x.broadcast.p99 <= LIMITS.sqliteP99Ms),
      sqliteVsEngine: ok(r.sqlite, (x) => x.vsEngineStep >= LIMITS.vsEngineStep),
      postgresRate: ok(r.postgres, (x) => x.commandsPerSecond >= LIMITS.postgresCommandsPerSecond),
      postgresP99: ok(r.postgres, (x) => x.broadcast.p99 <= LIMITS.postgresP99Ms),
      coldOpen: ok(r.cold, (x) => x.firstGetMs <= LIMITS.coldOpenMs),
      rss: ok(r.rss, (x) => x.rssMB <= LIMITS.rssMB),
    },
  };
}

const n0 = (x) => Math.round(x).toLocaleString('en');
const ms = (x) => `${x.toFixed(1)} ms`;
const ratio = (x) => `${x.toFixed(2)}×`;

/** figure / limit / ratio; for "at most" limits the ratio is limit / figure (≥ 1 passes). */
function row(what, figure, limit, r, unit) {
  return `${what.padEnd(52)} ${`${figure}${unit}`.padStart(14)} ${`${limit}${unit}`.padStart(12)} ${ratio(r).padStart(8)}`;
}

function loadLines(name, x, lim) {
  if (x.error) return [`${name}: not measured: ${x.error}`];
  const lines = [
    row(
      `${name}: commands/s`,
      n0(x.commandsPerSecond),
      n0(lim.rate),
      x.commandsPerSecond / lim.rate,
      '',
    ),
    row(
      `${name}: p99 POST → watchers`,
      x.broadcast.p99.toFixed(1),
      lim.p99,
      lim.p99 / x.broadcast.p99,
      ' ms',
    ),
  ];
  if (x.engine)
    lines.push(
      row(
        `${name}: server / engine step (${n0(x.engine.stepPerSecond)}/s)`,
        `${(x.vsEngineStep * 100).toFixed(1)} %`,
        `${LIMITS.vsEngineStep * 100} %`,
        x.vsEngineStep / LIMITS.vsEngineStep,
        '',
      ),
    );
  lines.push(
    `  ${x.watchers} watchers, ${x.combats} combats at once (${x.created} created, ${x.sockets} sockets over the run), ${x.acked} commands in ${x.seconds} s; p50 ${ms(x.broadcast.p50)}, max ${ms(x.broadcast.max)}; POST round trip p50 ${ms(x.post.p50)} p99 ${ms(x.post.p99)}; 409s ${x.stale}, errors ${x.errors}, gaps ${x.gaps}${x.firstError ? ` (${x.firstError})` : ''}`,
  );
  const cpu = `${x.nodes > 1 ? "the servers' CPU, together" : "the server's CPU"}: ${((x.serverCpuSeconds * 1000) / x.posted).toFixed(2)} ms a command (${x.serverCpuSeconds.toFixed(1)} s for ${n0(x.posted)} commands and ${x.created} new combats)`;
  if (!x.engine) lines.push(`  ${cpu}`);
  if (x.engine)
    lines.push(
      `  engine on the same ${n0(x.engine.commands)} commands: step ${n0(x.engine.stepPerSecond)}/s, Combat.send ${n0(x.engine.sendPerSecond)}/s; ${cpu}`,
    );
  return lines;
}

export function serverText(r) {
  const lines = ['\nTable server (issue 17): real `fray serve` processes on 127.0.0.1'];
  lines.push(
    `${'what'.padEnd(52)} ${'figure'.padStart(14)} ${'limit'.padStart(12)} ${'ratio'.padStart(8)}`,
  );
  const sq = { rate: LIMITS.sqliteCommandsPerSecond, p99: LIMITS.sqliteP99Ms };
  lines.push(...loadLines('SQLite', r.sqlite, sq));
  lines.push(...loadLines('SQLite on tmpfs', r.sqliteTmpfs, sq));
  lines.push(
    ...loadLines('PostgreSQL, 2 nodes', r.postgres, {
      rate: LIMITS.postgresCommandsPerSecond,
      p99: LIMITS.postgresP99Ms,
    }),
  );
  if (r.cold.error) lines.push(`cold open: not measured: ${r.cold.error}`);
  else
    lines.push(
      row(
        `cold open, ${n0(r.cold.events)} events (${n0(r.cold.commands)} commands)`,
        r.cold.firstGetMs.toFixed(1),
        LIMITS.coldOpenMs,
        LIMITS.coldOpenMs / r.cold.firstGetMs,
        ' ms',
      ),
      `  ${r.cold.combatants} combatants; the second GET ${ms(r.cold.secondGetMs)}; the server started in ${ms(r.cold.serverStartMs)}`,
    );
  if (r.rss.error) lines.push(`RSS: not measured: ${r.rss.error}`);
  else
    lines.push(
      row(
        `RSS with ${r.rss.combats} combats open (${n0(r.rss.commands)} commands)`,
        r.rss.rssMB.toFixed(1),
        LIMITS.rssMB,
        LIMITS.rssMB / r.rss.rssMB,
        ' MB',
      ),
      `  ${r.rss.rssBeforeMB.toFixed(1)} MB before opening any (1 MB = 10^6 bytes)`,
    );
  lines.push(
    `\nserver pass: ${Object.entries(r.pass)
      .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'case') {
  console.log(JSON.stringify(await measureCase(rest[0], rest[1] === 'quick')));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const r = serverBench(process.argv.includes('--quick'));
  console.log(process.argv.includes('--json') ? JSON.stringify(r, null, 2) : serverText(r));
}
