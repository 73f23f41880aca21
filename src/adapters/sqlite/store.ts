/**
 * The SQLite event store (better-sqlite3, docs/storage.md): the default of `fray serve`, one file
 * `<dataDir>/fray.db` in WAL mode. Each append is one transaction (the combat's version, the entry
 * and the optional snapshot, all or nothing); the (combat_id, version) primary key refuses a
 * second entry at a version. Every statement is prepared once. Listeners are in-process (one
 * server node owns the file), called after the commit.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database, { type Database as Db } from 'better-sqlite3';
import type { LogEntry } from '../../engine/index.js';
import type {
  CombatRecord,
  CombatSummary,
  Credential,
  EventStore,
  Snapshot,
  StaleVersion,
  TableSettings,
} from '../../app/table/store.js';
import {
  combatColumns,
  combatOf,
  credentialOf,
  type CombatRow,
  type CredentialRow,
} from '../rows.js';
import { StoreError } from '../store-error.js';
import { Subscribers, type Subscriber } from '../subscribers.js';
import { migrate } from './schema.js';

export interface SqliteOptions {
  /** The folder of `fray.db`, made when missing. Default `./.fray`. */
  readonly dataDir?: string;
  /**
   * `normal` (the default, SQLite's advice for WAL): a commit survives a killed process (kill -9)
   * but a power cut or kernel crash may lose the last commits, never half of one; `full`: each
   * commit is flushed to the disk before append resolves (survives a power cut; several times
   * slower, see docs/storage.md).
   */
  readonly sync?: 'full' | 'normal';
}

/** Opens (creating it and its folder when missing) the database; throws a {@link StoreError}. */
export function openSqliteStore(options: SqliteOptions = {}): SqliteStore {
  const dir = resolve(options.dataDir ?? './.fray');
  const file = join(dir, 'fray.db');
  let db: Db | undefined;
  try {
    mkdirSync(dir, { recursive: true });
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.sync === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    return new SqliteStore(db, file);
  } catch (e) {
    db?.close();
    const why = e instanceof Error ? e.message : String(e);
    throw new StoreError('store/unreadable', `cannot open the database ${file}: ${why}`, {
      cause: e,
    });
  }
}

export class SqliteStore implements EventStore {
  private readonly subscribers = new Subscribers();
  private readonly q: ReturnType<typeof prepare>;
  private readonly appendTx: (
    id: string,
    version: number,
    entry: string,
    snapshot: { version: number; replay: string } | undefined,
  ) => boolean;

  constructor(
    private readonly db: Db,
    /** The database file. */
    readonly file: string,
  ) {
    const q = prepare(db);
    this.q = q;
    type Snap = { version: number; replay: string } | undefined;
    this.appendTx = db.transaction((id: string, version: number, entry: string, snapshot: Snap) => {
      if (q.bump.run(version, id, version - 1).changes === 0) return false;
      q.addEntry.run(id, version, entry);
      if (snapshot) q.addSnapshot.run(id, snapshot.version, snapshot.replay);
      return true;
    });
  }

  /** Runs `f` as an async method does: a throw becomes a rejection. */
  private run<T>(f: () => T): Promise<T> {
    try {
      return Promise.resolve(f());
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  /** The combat's version; throws when there is no such combat. */
  private versionOf(id: string): number {
    const row = this.q.version.get(id) as { version: number } | undefined;
    if (!row) throw new Error(`no combat ${id}`);
    return row.version;
  }

  create(record: CombatRecord, gm: Credential): Promise<void> {
    return this.run(() => {
      this.db.transaction(() => {
        this.q.addCombat.run(...combatColumns(record));
        this.q.addCredential.run(
          gm.hash,
          record.id,
          JSON.stringify(gm.grant),
          gm.created,
          gm.revoked ?? null,
        );
      })();
    });
  }

  combat(id: string): Promise<CombatRecord | undefined> {
    return this.run(() => {
      const row = this.q.combat.get(id) as CombatRow | undefined;
      return row ? combatOf(row) : undefined;
    });
  }

  list(owner: string | undefined, limit: number): Promise<readonly CombatSummary[]> {
    return this.run(() => {
      const rows = (
        owner === undefined ? this.q.listAll.all(limit) : this.q.listOwner.all(owner, limit)
      ) as { id: string; rule_set: string; title: string; created: string; version: number }[];
      return rows.map((r) => ({
        id: r.id,
        ruleSet: r.rule_set,
        title: r.title,
        created: r.created,
        version: r.version,
      }));
    });
  }

  append(
    id: string,
    version: number,
    entry: LogEntry,
    snapshot?: Snapshot,
  ): Promise<{ ok: true } | { ok: false; error: StaleVersion }> {
    return this.run(() => {
      const text = JSON.stringify(entry);
      const snap = snapshot && {
        version: snapshot.version,
        replay: JSON.stringify(snapshot.replay),
      };
      if (!this.appendTx(id, version, text, snap)) {
        const error: StaleVersion = { code: 'store/stale-version', version: this.versionOf(id) };
        return { ok: false as const, error };
      }
      this.subscribers.tell(id, version, 'entry');
      return { ok: true as const };
    });
  }

  entries(id: string, from: number): Promise<readonly LogEntry[]> {
    return this.run(() => {
      this.versionOf(id);
      const rows = this.q.entries.all(id, from) as { entry: string }[];
      return rows.map((r) => JSON.parse(r.entry) as LogEntry);
    });
  }

  version(id: string): Promise<number> {
    return this.run(() => this.versionOf(id));
  }

  snapshot(id: string, atMost: number): Promise<Snapshot | undefined> {
    return this.run(() => {
      this.versionOf(id);
      const row = this.q.snapshot.get(id, atMost) as
        { version: number; replay: string } | undefined;
      return row
        ? { version: row.version, replay: JSON.parse(row.replay) as Snapshot['replay'] }
        : undefined;
    });
  }

  setTable(id: string, table: TableSettings): Promise<void> {
    return this.run(() => {
      if (this.q.setTable.run(JSON.stringify(table), id).changes === 0)
        throw new Error(`no combat ${id}`);
      this.subscribers.tell(id, this.versionOf(id), 'table');
    });
  }

  addCredential(id: string, credential: Credential): Promise<void> {
    return this.run(() => {
      const version = this.versionOf(id);
      const c = credential;
      this.q.addCredential.run(c.hash, id, JSON.stringify(c.grant), c.created, c.revoked ?? null);
      this.subscribers.tell(id, version, 'table');
    });
  }

  revoke(id: string, hash: string, at: string): Promise<boolean> {
    return this.run(() => {
      const version = this.versionOf(id);
      if (!this.q.credential.get(id, hash)) return false;
      this.q.revoke.run(at, id, hash);
      this.subscribers.tell(id, version, 'table');
      return true;
    });
  }

  credentials(id: string): Promise<readonly Credential[]> {
    return this.run(() => {
      this.versionOf(id);
      return (this.q.credentials.all(id) as CredentialRow[]).map(credentialOf);
    });
  }

  subscribe(subscriber: Subscriber): () => void {
    return this.subscribers.add(subscriber);
  }

  close(): Promise<void> {
    this.subscribers.clear();
    return this.run(() => {
      if (this.db.open) this.db.close();
    });
  }
}

/** Every statement of the store, prepared once. */
function prepare(db: Db) {
  return {
    addCombat: db.prepare(
      `INSERT INTO combats (id, rule_set, title, created, owner, encounter, initial, table_settings)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    combat: db.prepare(
      'SELECT id, rule_set, title, created, owner, encounter, initial, table_settings, version FROM combats WHERE id = ?',
    ),
    version: db.prepare('SELECT version FROM combats WHERE id = ?'),
    listAll: db.prepare(
      'SELECT id, rule_set, title, created, version FROM combats ORDER BY seq DESC LIMIT ?',
    ),
    listOwner: db.prepare(
      'SELECT id, rule_set, title, created, version FROM combats WHERE owner = ? ORDER BY seq DESC LIMIT ?',
    ),
    bump: db.prepare('UPDATE combats SET version = ? WHERE id = ? AND version = ?'),
    addEntry: db.prepare('INSERT INTO entries (combat_id, version, entry) VALUES (?, ?, ?)'),
    addSnapshot: db.prepare(
      'INSERT OR REPLACE INTO snapshots (combat_id, version, replay) VALUES (?, ?, ?)',
    ),
    entries: db.prepare(
      'SELECT entry FROM entries WHERE combat_id = ? AND version > ? ORDER BY version',
    ),
    snapshot: db.prepare(
      'SELECT version, replay FROM snapshots WHERE combat_id = ? AND version <= ? ORDER BY version DESC LIMIT 1',
    ),
    setTable: db.prepare('UPDATE combats SET table_settings = ? WHERE id = ?'),
    addCredential: db.prepare(
      'INSERT INTO credentials (hash, combat_id, grant_json, created, revoked) VALUES (?, ?, ?, ?, ?)',
    ),
    credential: db.prepare('SELECT hash FROM credentials WHERE combat_id = ? AND hash = ?'),
    revoke: db.prepare(
      'UPDATE credentials SET revoked = coalesce(revoked, ?) WHERE combat_id = ? AND hash = ?',
    ),
    credentials: db.prepare(
      'SELECT hash, grant_json, created, revoked FROM credentials WHERE combat_id = ? ORDER BY rowid',
    ),
  };
}
