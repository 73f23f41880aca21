/**
 * The PostgreSQL store's schema (docs/storage.md): the SQLite store's tables and keys, with `text`
 * columns for JSON (jsonb would reorder keys), and its migrations. The table `fray_schema` holds
 * the number of migrations applied; `migrate` takes an advisory lock first, so server nodes that
 * start together do not race, and applies the missing migrations in one transaction.
 */
import type pg from 'pg';

const V1 = `
CREATE TABLE combats (
  seq            bigserial PRIMARY KEY,
  id             text NOT NULL UNIQUE,
  rule_set       text NOT NULL,
  title          text NOT NULL,
  created        text NOT NULL,
  owner          text,
  encounter      text,
  initial        text NOT NULL,
  table_settings text NOT NULL,
  version        integer NOT NULL DEFAULT 0 CHECK (version >= 0)
);
CREATE INDEX combats_owner ON combats (owner, seq);
CREATE TABLE entries (
  combat_id text NOT NULL REFERENCES combats (id),
  version   integer NOT NULL CHECK (version >= 1),
  entry     text NOT NULL,
  PRIMARY KEY (combat_id, version)
);
CREATE TABLE snapshots (
  combat_id text NOT NULL REFERENCES combats (id),
  version   integer NOT NULL CHECK (version >= 0),
  replay    text NOT NULL,
  PRIMARY KEY (combat_id, version)
);
CREATE TABLE credentials (
  seq        bigserial,
  hash       text PRIMARY KEY,
  combat_id  text NOT NULL REFERENCES combats (id),
  grant_json text NOT NULL,
  created    text NOT NULL,
  revoked    text
);
CREATE INDEX credentials_combat ON credentials (combat_id, seq);
`;

/** Migration i takes the database from schema version i to i + 1 (SQL run in the transaction). */
export const MIGRATIONS: readonly string[] = [V1];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** A number every Fray node locks on while it migrates. */
const LOCK = 0x46524159; // "FRAY"

/** Brings the database to {@link SCHEMA_VERSION}; throws when it is newer than this code. */
export async function migrate(client: pg.PoolClient): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS fray_schema (version integer NOT NULL)');
    const rows = (await client.query<{ version: number }>('SELECT version FROM fray_schema')).rows;
    const at = rows[0]?.version ?? 0;
    if (at > SCHEMA_VERSION)
      throw new Error(
        `the database's schema version is ${at}, newer than this Fray's ${SCHEMA_VERSION}: update Fray`,
      );
    for (let v = at; v < SCHEMA_VERSION; v++) await client.query(MIGRATIONS[v] ?? '');
    if (rows.length === 0)
      await client.query('INSERT INTO fray_schema (version) VALUES ($1)', [SCHEMA_VERSION]);
    else if (at !== SCHEMA_VERSION)
      await client.query('UPDATE fray_schema SET version = $1', [SCHEMA_VERSION]);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  }
}
