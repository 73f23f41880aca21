/**
 * A process writing to the PostgreSQL store is killed with SIGKILL mid-appends (the database
 * stays up): every acknowledged append is in the database, whole and in order, and the killed
 * process's connections leave no half-written append behind.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../../../test/support/postgres.js';
import { newCombat, realLog } from '../contract-log.js';
import { startWriter } from '../crash-writer.js';
import { openPostgresStore } from './store.js';

let server: RunningPostgres;
beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(async () => {
  await server.stop();
});

it('kill -9 of a writing node loses no acknowledged append and leaves none half-written', async () => {
  const store = await openPostgresStore({ url: server.url });
  const { record, gm } = newCombat();
  await store.create(record, gm);
  const entries = realLog().entries;
  for (let round = 0; round < 3; round++) {
    const writer = startWriter(
      `openPostgresStore({ url: ${JSON.stringify(server.url)} })`,
      record.id,
    );
    await writer.until(30 * (round + 1));
    await writer.kill();
    const acked = writer.acked();
    const version = await store.version(record.id);
    expect(version).toBeGreaterThanOrEqual(acked);
    const kept = await store.entries(record.id, 0);
    expect(kept).toHaveLength(version);
    kept.forEach((e, i) => {
      expect(e).toEqual(entries[i % entries.length]);
    });
  }
  // The next node appends at the version it reads: the dead one left no lock and no gap.
  const next = (await store.version(record.id)) + 1;
  const first = entries[0];
  if (!first) throw new Error('the example has no entries');
  expect(await store.append(record.id, next, first)).toEqual({ ok: true });
  await store.close();
});
