/**
 * A process writing to the SQLite store is killed with SIGKILL mid-appends: after reopening,
 * every acknowledged append is there, whole, in order, and nothing after the last one is half
 * there (docs/storage.md, "What a crash can lose").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { newCombat, realLog } from '../contract-log.js';
import { startWriter } from '../crash-writer.js';
import { openSqliteStore } from './store.js';

const dir = mkdtempSync(join(tmpdir(), 'fray-sqlite-crash-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('kill -9 mid-appends loses no acknowledged append and leaves none half-written', async () => {
  const store = openSqliteStore({ dataDir: dir });
  const { record, gm } = newCombat();
  await store.create(record, gm);
  await store.close();
  const entries = realLog().entries;
  for (let round = 0; round < 3; round++) {
    const writer = startWriter(`openSqliteStore({ dataDir: ${JSON.stringify(dir)} })`, record.id);
    await writer.until(50 * (round + 1));
    await writer.kill();
    const acked = writer.acked();
    const again = openSqliteStore({ dataDir: dir });
    const version = await again.version(record.id);
    expect(version).toBeGreaterThanOrEqual(acked);
    const kept = await again.entries(record.id, 0);
    expect(kept).toHaveLength(version);
    kept.forEach((e, i) => {
      expect(e).toEqual(entries[i % entries.length]);
    });
    await again.close();
  }
});
