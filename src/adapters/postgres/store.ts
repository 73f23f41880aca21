/**
 * The PostgreSQL event store (`pg` 8, docs/storage.md): several server nodes share one database.
 * Every write is one SQL statement, so one transaction: an append raises the combat's version
 * from `version - 1` (a row lock: of two nodes appending at the same version the second finds the
 * version moved and is refused), inserts the entry and the optional snapshot, and calls
 * `pg_notify('fray_events', '<id>:<version>:entry')`, delivered at commit and never for a write
 * that failed. Subscribers hear every node's writes, this node's too, from a dedicated LISTEN
 * connection (listener.ts) that reconnects after a drop and then tells what it may have missed.
 * A database that goes away makes every method reject with an Error.
 */
import pg from 'pg';
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
import { CHANNEL, Listener, type What } from './listener.js';
import { migrate } from './schema.js';

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  readonly url: string;
  /** Connections in the pool (default 10). */
  readonly max?: number;
  /**
   * When an append's notification is sent. `in-transaction` (the default): with pg_notify in the
   * append's own statement, so it is sent exactly when the entry is committed. PostgreSQL then
   * serialises the commits of every session that notifies (a global lock held through the WAL
   * flush), which caps the appends per second at about one per fsync. `after-commit`: a second,
   * write-free statement right after the commit: appends commit in groups again (several times
   * faster, see docs/storage.md), but a node that dies between the two leaves the other nodes
   * untold until the combat's next write or their next reconnect.
   */
  readonly notify?: 'in-transaction' | 'after-commit';
}

/** Connects, creates or migrates the tables, starts listening; rejects with a {@link StoreError}. */
export async function openPostgresStore(options: PostgresOptions): Promise<PostgresStore> {
  const config: pg.ClientConfig = {
    connectionString: options.url,
    connectionTimeoutMillis: 5000,
    query_timeout: 30_000,
  };
  const pool = new pg.Pool({ ...config, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined); // an idle client's lost connection: the next query reconnects
  try {
    const client = await pool.connect();
    try {
      await migrate(client);
    } finally {
      client.release();
    }
    const store = new PostgresStore(pool, config, options.notify ?? 'in-transaction');
    await store.listen();
    return store;
  } catch (e) {
    await pool.end().catch(() => undefined);
    const why = e instanceof Error ? e.message : String(e);
    throw new StoreError(
      'store/unavailable',
      `cannot use the database ${safe(options.url)}: ${why}`,
      {
        cause: e,
      },
    );
  }
}

/** The URL without its password, for messages. */
function safe(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'at the URL given';
  }
}

const APPEND = `
WITH bumped AS (
  UPDATE combats SET version = $2::integer WHERE id = $1 AND version = $2::integer - 1 RETURNING id
), entry AS (
  INSERT INTO entries (combat_id, version, entry) SELECT id, $2::integer, $3 FROM bumped RETURNING combat_id
), snap AS (
  INSERT INTO snapshots (combat_id, version, replay)
  SELECT id, $4::integer, $5::text FROM bumped WHERE $4::integer IS NOT NULL
  ON CONFLICT (combat_id, version) DO UPDATE SET replay = EXCLUDED.replay RETURNING combat_id
)
SELECT (SELECT count(*) FROM entry)::integer AS appended,
       (SELECT count(*) FROM snap)::integer AS snapped,
       (SELECT pg_notify('${CHANNEL}', $1 || ':' || $2::integer || ':entry') FROM entry) IS NULL AS quiet`;

/** {@link APPEND} without the notification, for `notify: 'after-commit'`. */
const APPEND_QUIET = APPEND.replace(/,\s*\(SELECT pg_notify[^\n]*$/, '');

const CREATE = `
WITH c AS (
  INSERT INTO combats (id, rule_set, title, created, owner, encounter, initial, table_settings)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
)
INSERT INTO credentials (hash, combat_id, grant_json, created, revoked)
SELECT $9, id, $10, $11, $12 FROM c`;

const SET_TABLE = `
WITH u AS (UPDATE combats SET table_settings = $2 WHERE id = $1 RETURNING version)
SELECT version, pg_notify('${CHANNEL}', $1 || ':' || version || ':table') IS NULL AS quiet FROM u`;

const ADD_CREDENTIAL = `
WITH c AS (SELECT version FROM combats WHERE id = $2),
i AS (
  INSERT INTO credentials (hash, combat_id, grant_json, created, revoked)
  SELECT $1, $2, $3, $4, $5 FROM c RETURNING hash
)
SELECT c.version, pg_notify('${CHANNEL}', $2 || ':' || c.version || ':table') IS NULL AS quiet
FROM c, i`;

const REVOKE = `
WITH c AS (SELECT version FROM combats WHERE id = $1),
u AS (
  UPDATE credentials SET revoked = coalesce(revoked, $3) WHERE combat_id = $1 AND hash = $2
  RETURNING hash
)
SELECT c.version, (SELECT count(*) FROM u)::integer AS revoked,
       CASE WHEN EXISTS (SELECT 1 FROM u)
            THEN pg_notify('${CHANNEL}', $1 || ':' || c.version || ':table') IS NULL END AS quiet
FROM c`;

export class PostgresStore implements EventStore {
  private readonly subscribers = new Subscribers();
  private readonly listener: Listener;
  /** The last version heard or read of each combat this node has used (for a reconnect). */
  private readonly known = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    config: pg.ClientConfig,
    private readonly notify: 'in-transaction' | 'after-commit' = 'in-transaction',
  ) {
    this.listener = new Listener(
      config,
      (id, version, what) => {
        this.heard(id, version, what);
      },
      () => this.caughtUp(),
    );
  }

  /** Starts the LISTEN connection (openPostgresStore does). */
  listen(): Promise<void> {
    return this.listener.start();
  }

  /** How many times the LISTEN connection was made again after a drop. */
  get reconnects(): number {
    return this.listener.reconnects;
  }

  private heard(id: string, version: number, what: What): void {
    if (version > (this.known.get(id) ?? -1)) this.known.set(id, version);
    this.subscribers.tell(id, version, what);
  }

  /** After a reconnect: every combat used here that moved is told `entry`; all of them `table`. */
  private async caughtUp(): Promise<void> {
    const ids = [...this.known.keys()];
    if (ids.length === 0) return;
    const { rows } = await this.pool.query<{ id: string; version: number }>(
      'SELECT id, version FROM combats WHERE id = ANY($1)',
      [ids],
    );
    for (const { id, version } of rows) {
      if (version !== this.known.get(id)) this.heard(id, version, 'entry');
      this.heard(id, version, 'table');
    }
  }

  private seen(id: string, version: number): void {
    if (!this.known.has(id)) this.known.set(id, version);
  }

  private async query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> {
    if (this.closed) throw new Error('the PostgreSQL store is closed');
    return (await this.pool.query<R>(text, values)).rows;
  }

  private async versionOf(id: string): Promise<number> {
    const [row] = await this.query<{ version: number }>(
      'SELECT version FROM combats WHERE id = $1',
      [id],
    );
    if (!row) throw new Error(`no combat ${id}`);
    this.seen(id, row.version);
    return row.version;
  }

  async create(record: CombatRecord, gm: Credential): Promise<void> {
    const grant = JSON.stringify(gm.grant);
    await this.query(CREATE, [
      ...combatColumns(record),
      gm.hash,
      grant,
      gm.created,
      gm.revoked ?? null,
    ]);
  }

  async combat(id: string): Promise<CombatRecord | undefined> {
    const [row] = await this.query<CombatRow>(
      `SELECT id, rule_set, title, created, owner, encounter, initial, table_settings, version
       FROM combats WHERE id = $1`,
      [id],
    );
    return row ? combatOf(row) : undefined;
  }

  async list(owner: string | undefined, limit: number): Promise<readonly CombatSummary[]> {
    const rows = await this.query<{
      id: string;
      rule_set: string;
      title: string;
      created: string;
      version: number;
    }>(
      `SELECT id, rule_set, title, created, version FROM combats
       WHERE $1::text IS NULL OR owner = $1 ORDER BY seq DESC LIMIT $2`,
      [owner ?? null, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      ruleSet: r.rule_set,
      title: r.title,
      created: r.created,
      version: r.version,
    }));
  }

  async append(
    id: string,
    version: number,
    entry: LogEntry,
    snapshot?: Snapshot,
  ): Promise<{ ok: true } | { ok: false; error: StaleVersion }> {
    const text = JSON.stringify(entry);
    const replay = snapshot ? JSON.stringify(snapshot.replay) : null;
    try {
      const late = this.notify === 'after-commit';
      const [row] = await this.query<{ appended: number }>(late ? APPEND_QUIET : APPEND, [
        id,
        version,
        text,
        snapshot ? snapshot.version : null,
        replay,
      ]);
      if (row?.appended === 1) {
        if (late)
          await this.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id}:${version}:entry`]).catch(
            () => undefined, // the entry is kept: the append succeeded
          );
        return { ok: true };
      }
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e; // unique (combat_id, version)
    }
    return { ok: false, error: { code: 'store/stale-version', version: await this.versionOf(id) } };
  }

  async entries(id: string, from: number): Promise<readonly LogEntry[]> {
    const rows = await this.query<{ version: number; entry: string | null }>(
      `SELECT c.version, e.entry FROM combats c
       LEFT JOIN entries e ON e.combat_id = c.id AND e.version > $2
       WHERE c.id = $1 ORDER BY e.version`,
      [id, from],
    );
    const first = rows[0];
    if (!first) throw new Error(`no combat ${id}`);
    this.seen(id, first.version);
    return rows.flatMap((r) => (r.entry === null ? [] : [JSON.parse(r.entry) as LogEntry]));
  }

  version(id: string): Promise<number> {
    return this.versionOf(id);
  }

  async snapshot(id: string, atMost: number): Promise<Snapshot | undefined> {
    const [row] = await this.query<{ version: number | null; replay: string | null }>(
      `SELECT s.version, s.replay FROM combats c
       LEFT JOIN LATERAL (
         SELECT version, replay FROM snapshots
         WHERE combat_id = c.id AND version <= $2 ORDER BY version DESC LIMIT 1
       ) s ON true
       WHERE c.id = $1`,
      [id, atMost],
    );
    if (!row) throw new Error(`no combat ${id}`);
    if (row.version === null || row.replay === null) return undefined;
    return { version: row.version, replay: JSON.parse(row.replay) as Snapshot['replay'] };
  }

  async setTable(id: string, table: TableSettings): Promise<void> {
    const [row] = await this.query(SET_TABLE, [id, JSON.stringify(table)]);
    if (!row) throw new Error(`no combat ${id}`);
  }

  async addCredential(id: string, credential: Credential): Promise<void> {
    const c = credential;
    const [row] = await this.query(ADD_CREDENTIAL, [
      c.hash,
      id,
      JSON.stringify(c.grant),
      c.created,
      c.revoked ?? null,
    ]);
    if (!row) throw new Error(`no combat ${id}`);
  }

  async revoke(id: string, hash: string, at: string): Promise<boolean> {
    const [row] = await this.query<{ revoked: number }>(REVOKE, [id, hash, at]);
    if (!row) throw new Error(`no combat ${id}`);
    return row.revoked > 0;
  }

  async credentials(id: string): Promise<readonly Credential[]> {
    const rows = await this.query<{
      hash: string | null;
      grant_json: string | null;
      created: string | null;
      revoked: string | null;
    }>(
      `SELECT k.hash, k.grant_json, k.created, k.revoked FROM combats c
       LEFT JOIN credentials k ON k.combat_id = c.id WHERE c.id = $1 ORDER BY k.seq`,
      [id],
    );
    if (rows.length === 0) throw new Error(`no combat ${id}`);
    return rows.flatMap((r) => (r.hash === null ? [] : [credentialOf(r as CredentialRow)]));
  }

  subscribe(subscriber: Subscriber): () => void {
    return this.subscribers.add(subscriber);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscribers.clear();
    await this.listener.close();
    await this.pool.end();
  }
}
