/**
 * Rows of the SQL stores (SQLite and PostgreSQL share the schema, docs/storage.md): how a
 * {@link CombatRecord} and a {@link Credential} become columns and come back. Every JSON value is
 * kept as the exact text of `JSON.stringify` (never a binary JSON type, which reorders keys): the
 * log's replay check compares texts.
 */
import type { CombatRecord, Credential, Grant } from '../app/table/store.js';

/** A `combats` row as both drivers return it. */
export interface CombatRow {
  readonly id: string;
  readonly rule_set: string;
  readonly title: string;
  readonly created: string;
  readonly owner: string | null;
  readonly encounter: string | null;
  readonly initial: string;
  readonly table_settings: string;
  readonly version: number | string;
}

/** A `credentials` row. */
export interface CredentialRow {
  readonly hash: string;
  readonly grant_json: string;
  readonly created: string;
  readonly revoked: string | null;
}

/** The columns of a new combat, in the order of the INSERT statements. */
export function combatColumns(r: CombatRecord): (string | null)[] {
  return [
    r.id,
    r.ruleSet,
    r.title,
    r.created,
    r.owner ?? null,
    r.encounter === undefined ? null : JSON.stringify(r.encounter),
    JSON.stringify(r.initial),
    JSON.stringify(r.table),
  ];
}

export function combatOf(row: CombatRow): CombatRecord {
  return {
    id: row.id,
    ruleSet: row.rule_set,
    title: row.title,
    created: row.created,
    ...(row.owner === null ? {} : { owner: row.owner }),
    ...(row.encounter === null ? {} : { encounter: JSON.parse(row.encounter) as never }),
    initial: JSON.parse(row.initial) as CombatRecord['initial'],
    table: JSON.parse(row.table_settings) as CombatRecord['table'],
  };
}

export function credentialOf(row: CredentialRow): Credential {
  return {
    hash: row.hash,
    grant: JSON.parse(row.grant_json) as Grant,
    created: row.created,
    ...(row.revoked === null ? {} : { revoked: row.revoked }),
  };
}
