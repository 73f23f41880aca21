/**
 * The SQLite store's schema (docs/storage.md) and its migrations. `PRAGMA user_version` is the
 * number of migrations applied; `migrate` applies the missing ones in one transaction, so a later
 * schema change is one more function at the end of {@link MIGRATIONS}. A database made by a newer
 * Fray (a higher user_version) is refused rather than guessed at.
 */
import type { Database } from 'better-sqlite3';

/** The schema of a new database: combats, their entries, snapshots and link credentials. */
const V1 = `
CREATE TABLE combats (
  seq            INTEGER PRIMARY KEY AUTOINCREMENT,
  id             TEXT NOT NULL UNIQUE,
  rule_set       TEXT NOT NULL,
  title          TEXT NOT NULL,
  created        TEXT NOT NULL,
  owner          TEXT,
  encounter      TEXT,
  initial        TEXT NOT NULL,
  table_settings TEXT NOT NULL,
  version        INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0)
);
CREATE INDEX combats_owner ON combats (owner, seq);
CREATE TABLE entries (
  combat_id TEXT NOT NULL REFERENCES combats (id),
  version   INTEGER NOT NULL CHECK (version >= 1),
  entry     TEXT NOT NULL,
  PRIMARY KEY (combat_id, version)
) WITHOUT ROWID;
CREATE TABLE snapshots (
  combat_id TEXT NOT NULL REFERENCES combats (id),
  version   INTEGER NOT NULL CHECK (version >= 0),
  replay    TEXT NOT NULL,
  PRIMARY KEY (combat_id, version)
) WITHOUT ROWID;
CREATE TABLE credentials (
  hash       TEXT PRIMARY KEY,
  combat_id  TEXT NOT NULL REFERENCES combats (id),
  grant_json TEXT NOT NULL,
  created    TEXT NOT NULL,
  revoked    TEXT
);
CREATE INDEX credentials_combat ON credentials (combat_id);
`;

/** Migration i takes a database from user_version i to i + 1. */
export const MIGRATIONS: readonly ((db: Database) => void)[] = [(db) => db.exec(V1)];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the database to {@link SCHEMA_VERSION}; throws when it is newer than this code. */
export function migrate(db: Database): void {
  db.transaction(() => {
    const at = db.pragma('user_version', { simple: true }) as number;
    if (at > SCHEMA_VERSION)
      throw new Error(
        `the database's schema version is ${at}, newer than this Fray's ${SCHEMA_VERSION}: update Fray`,
      );
    for (let v = at; v < SCHEMA_VERSION; v++) MIGRATIONS[v]?.(db);
    if (at !== SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
