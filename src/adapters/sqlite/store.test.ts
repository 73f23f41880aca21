/**
 * The SQLite store: the store contract on a real file in a temporary folder, and what is SQLite's
 * own: the file's place, WAL, the schema version, reopening, a file that is not a database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEventStore } from '../contract.js';
import { newCombat, realLog } from '../contract-log.js';
import { StoreError } from '../store-error.js';
import { SCHEMA_VERSION } from './schema.js';
import { openSqliteStore } from './store.js';

const root = mkdtempSync(join(tmpdir(), 'fray-sqlite-test-'));
let n = 0;
const freshDir = (): string => join(root, `d${++n}`);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describeEventStore('sqlite', () => Promise.resolve(openSqliteStore({ dataDir: freshDir() })));

describe('SqliteStore', () => {
  it('makes <dataDir>/fray.db (and the folder), in WAL mode, at the schema version', async () => {
    const dir = join(freshDir(), 'nested', '.fray');
    const store = openSqliteStore({ dataDir: dir });
    expect(store.file).toBe(join(dir, 'fray.db'));
    await store.close();
    const db = new Database(join(dir, 'fray.db'), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('keeps everything across a reopen', async () => {
    const dir = freshDir();
    const first = openSqliteStore({ dataDir: dir });
    const { record, gm } = newCombat();
    await first.create(record, gm);
    for (const [i, e] of realLog().entries.entries()) await first.append(record.id, i + 1, e);
    await first.close();
    const again = openSqliteStore({ dataDir: dir });
    expect(await again.combat(record.id)).toEqual(record);
    expect(await again.entries(record.id, 0)).toEqual(realLog().entries);
    expect(await again.credentials(record.id)).toEqual([gm]);
    await again.close();
  });

  it('a file that is not a database: store/unreadable naming the file', () => {
    const dir = freshDir();
    mkdirSync(dir);
    writeFileSync(join(dir, 'fray.db'), 'this is a shopping list, not a database\n'.repeat(200));
    let thrown: unknown;
    try {
      openSqliteStore({ dataDir: dir });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(StoreError);
    expect(thrown).toMatchObject({ code: 'store/unreadable' });
    expect((thrown as Error).message).toContain(join(dir, 'fray.db'));
  });

  it('a data directory that is a file, or a database from a newer Fray: store/unreadable', () => {
    const file = join(freshDir());
    writeFileSync(file, 'x');
    expect(() => openSqliteStore({ dataDir: file })).toThrow(StoreError);
    const dir = freshDir();
    mkdirSync(dir);
    const db = new Database(join(dir, 'fray.db'));
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openSqliteStore({ dataDir: dir })).toThrow(/newer than this Fray/);
    expect(existsSync(join(dir, 'fray.db'))).toBe(true);
  });
});
