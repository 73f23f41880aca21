/**
 * The PostgreSQL store against a real PostgreSQL (test/support/postgres.ts starts one): the store
 * contract, then what only a shared database has: two nodes on one database, notifications
 * across them, a LISTEN connection that is cut and comes back, nodes that migrate together, a
 * database that goes away.
 */
import pg from 'pg';
import type { LogEntry } from '../../engine/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../../../test/support/postgres.js';
import { describeEventStore, eventually } from '../contract.js';
import { newCombat, realLog } from '../contract-log.js';
import { StoreError } from '../store-error.js';
import { SCHEMA_VERSION } from './schema.js';
import { openPostgresStore, type PostgresStore } from './store.js';

let server: RunningPostgres;
beforeAll(async () => {
  server = await startPostgres({ fsync: false });
}, 60_000);
afterAll(async () => {
  await server.stop();
});

describeEventStore('postgres', () => openPostgresStore({ url: server.url }));
describeEventStore('postgres, notify after-commit', () =>
  openPostgresStore({ url: server.url, notify: 'after-commit' }),
);

const entry = (i: number): LogEntry => {
  const e = realLog().entries[i];
  if (!e) throw new Error(`the example's log has no entry ${i}`);
  return e;
};

async function sql<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('PostgresStore', () => {
  it('keeps JSON in text columns at the schema version', async () => {
    const store = await openPostgresStore({ url: server.url });
    await store.close();
    expect(await sql(server.url, 'SELECT version FROM fray_schema')).toEqual([
      { version: SCHEMA_VERSION },
    ]);
    const types = await sql<{ column_name: string; data_type: string }>(
      server.url,
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_name IN ('entries', 'snapshots', 'combats')
         AND column_name IN ('entry', 'replay', 'initial', 'encounter', 'table_settings')
       ORDER BY column_name`,
    );
    expect(types.map((t) => t.data_type)).toEqual(['text', 'text', 'text', 'text', 'text']);
  });

  it('two nodes: one append at a version wins, and each node hears the other’s', async () => {
    const a = await openPostgresStore({ url: server.url });
    const b = await openPostgresStore({ url: server.url });
    try {
      const { record, gm } = newCombat();
      await a.create(record, gm);
      const heardByB: [string, number, string][] = [];
      const stop = b.subscribe((...h) => {
        if (h[0] === record.id) heardByB.push(h);
      });
      expect(await a.append(record.id, 1, entry(0))).toEqual({ ok: true });
      await eventually(() => {
        expect(heardByB).toEqual([[record.id, 1, 'entry']]);
      });
      for (let v = 2; v <= 6; v++) {
        const results = await Promise.all([
          a.append(record.id, v, entry(v - 1)),
          b.append(record.id, v, entry(v - 1)),
        ]);
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.find((r) => !r.ok)).toEqual({
          ok: false,
          error: { code: 'store/stale-version', version: v },
        });
      }
      expect(await b.entries(record.id, 0)).toEqual(realLog().entries.slice(0, 6));
      await eventually(() => {
        expect(heardByB.map((h) => h[1])).toEqual([1, 2, 3, 4, 5, 6]);
      });
      stop();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a cut LISTEN connection comes back, tells what it may have missed, and hears again', async () => {
    const node = await openPostgresStore({ url: server.url });
    const other = await openPostgresStore({ url: server.url });
    try {
      const { record, gm } = newCombat();
      await other.create(record, gm);
      expect(await node.version(record.id)).toBe(0); // this node uses the combat
      const heard: [string, number, string][] = [];
      node.subscribe((...h) => {
        if (h[0] === record.id) heard.push(h);
      });
      await sql(
        server.url,
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'fray-listen'",
      );
      expect(await other.append(record.id, 1, entry(0))).toEqual({ ok: true });
      await eventually(() => {
        expect(node.reconnects).toBeGreaterThanOrEqual(1);
      });
      await eventually(() => {
        expect(heard).toContainEqual([record.id, 1, 'table']);
      });
      expect(heard.filter((h) => h[2] === 'entry').map((h) => h[1])).toContain(1);
      expect(await other.append(record.id, 2, entry(1))).toEqual({ ok: true });
      await eventually(() => {
        expect(heard).toContainEqual([record.id, 2, 'entry']);
      });
    } finally {
      await node.close();
      await other.close();
    }
  });

  it('nodes that start together on a new database both migrate it', async () => {
    await sql(server.url, 'CREATE DATABASE fresh');
    const url = server.url.replace(/\/postgres$/, '/fresh');
    const stores = await Promise.all([1, 2, 3].map(() => openPostgresStore({ url })));
    const { record, gm } = newCombat();
    await stores[0]?.create(record, gm);
    expect(await stores[2]?.combat(record.id)).toEqual(record);
    await Promise.all(stores.map((s) => s.close()));
  });
});

describe('PostgresStore when the database goes away', () => {
  let gone: RunningPostgres;
  let store: PostgresStore;
  beforeAll(async () => {
    gone = await startPostgres({ fsync: false });
    store = await openPostgresStore({ url: gone.url });
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await gone.stop();
  });

  it('every method rejects with an Error; opening it is store/unavailable', async () => {
    const { record, gm } = newCombat();
    await store.create(record, gm);
    await gone.kill();
    await expect(store.version(record.id)).rejects.toThrow(Error);
    await expect(store.append(record.id, 1, entry(0))).rejects.toThrow(Error);
    await expect(store.entries(record.id, 0)).rejects.toThrow(Error);
    await expect(store.list(undefined, 5)).rejects.toThrow(Error);
    const opened = openPostgresStore({ url: gone.url });
    await expect(opened).rejects.toBeInstanceOf(StoreError);
    await expect(opened).rejects.toMatchObject({ code: 'store/unavailable' });
  });
});
