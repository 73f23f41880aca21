/**
 * The table server's storage port (issue 17): what the combat service needs of a store, whatever
 * keeps it (src/adapters: memory, SQLite, PostgreSQL). A combat is its event log: the initial
 * state, then one entry per command at versions 1, 2, … (the entry at version v is the v-th
 * command, `entries[v - 1]` of the engine's log), each with the events it produced and so its dice.
 * A store never decides anything: it keeps entries, refuses one at a taken version, and says when
 * a combat has moved on (its own appends and, for a shared database, other nodes').
 */
import type { CombatState, LogEntry, Replay } from '../../engine/index.js';
import type { SavedEncounter } from '../log-file.js';

/** How much of enemies' health a player sees (Improved Initiative's choice). */
export type HealthView = 'exact' | 'descriptive' | 'hidden';

/** The GM's settings of a combat's table: not rules, so not in the event log. */
export interface TableSettings {
  /** How players see the health of combatants not on their side. Default `descriptive`. */
  readonly health: HealthView;
  /** Combatants players do not see until the GM reveals them. */
  readonly hidden: readonly string[];
  /** The GM's notes by combatant id (never sent to a player). */
  readonly notes: Readonly<Record<string, string>>;
}

export const DEFAULT_TABLE: TableSettings = { health: 'descriptive', hidden: [], notes: {} };

/** Who a link lets in. A player's link is for one combatant, or for every combatant of a side. */
export type Grant =
  | { readonly role: 'gm' }
  | { readonly role: 'player'; readonly combatant: string }
  | { readonly role: 'player'; readonly side: string };

/** A link's secret, as kept: only the SHA-256 of the token (hex), never the token. */
export interface Credential {
  /** SHA-256 of the token, hex (64 characters). Unique in the store. */
  readonly hash: string;
  readonly grant: Grant;
  /** ISO time it was made. */
  readonly created: string;
  /** ISO time it was revoked; a revoked link lets nobody in. */
  readonly revoked?: string;
}

/** What is kept of a combat besides its entries. */
export interface CombatRecord {
  /** Random, URL-safe, made by the service. */
  readonly id: string;
  readonly ruleSet: string;
  /** A title for lists: the encounter file's name, or the import's. */
  readonly title: string;
  /** ISO time of creation. */
  readonly created: string;
  /** The SHA-256 (hex) of the creator key that made it, when one was needed; lists are per key. */
  readonly owner?: string;
  /** The encounter it came from, as a saved log keeps it (absent for old imported logs). */
  readonly encounter?: SavedEncounter;
  /** The state before the first command. */
  readonly initial: CombatState;
  readonly table: TableSettings;
}

/** A combat in a list: no state, no secrets. */
export interface CombatSummary {
  readonly id: string;
  readonly ruleSet: string;
  readonly title: string;
  readonly created: string;
  /** Number of entries (commands) so far. */
  readonly version: number;
}

/** A snapshot of a combat's replay after `replay.state.version` entries (see Combat.snapshot). */
export interface Snapshot {
  readonly version: number;
  readonly replay: Replay;
}

/** Refusal of {@link EventStore.append}: the version is taken (another command came first). */
export interface StaleVersion {
  readonly code: 'store/stale-version';
  /** The combat's version now (its number of entries). */
  readonly version: number;
}

/**
 * Storage of combats as event logs. Every method may reject (a lost database): the service turns
 * that into an error the caller sees, and nothing half-written stays (each append is atomic).
 */
export interface EventStore {
  /** Keeps a new combat (no entries yet) with its GM's credential. Ids are unique. */
  create(record: CombatRecord, gm: Credential): Promise<void>;
  /** The combat, or undefined. */
  combat(id: string): Promise<CombatRecord | undefined>;
  /** Combats made with this owner key hash (all, when `owner` is undefined), newest first, at most `limit`. */
  list(owner: string | undefined, limit: number): Promise<readonly CombatSummary[]>;
  /**
   * Appends the entry as version `version` (= the number of entries before it + 1), in one
   * transaction; with it, optionally, a snapshot. Refused with {@link StaleVersion} when that
   * version is taken or the combat is not at `version - 1`; then nothing is written.
   */
  append(
    id: string,
    version: number,
    entry: LogEntry,
    snapshot?: Snapshot,
  ): Promise<{ ok: true } | { ok: false; error: StaleVersion }>;
  /** The entries at versions `from + 1` … the last, in order (all when `from` is 0). */
  entries(id: string, from: number): Promise<readonly LogEntry[]>;
  /** The combat's number of entries. */
  version(id: string): Promise<number>;
  /** The latest snapshot at a version ≤ `atMost`, or undefined. */
  snapshot(id: string, atMost: number): Promise<Snapshot | undefined>;
  setTable(id: string, table: TableSettings): Promise<void>;
  addCredential(id: string, credential: Credential): Promise<void>;
  /** Marks the credential revoked; false when the combat has no such credential. */
  revoke(id: string, hash: string, at: string): Promise<boolean>;
  /** The combat's credentials, revoked ones included. */
  credentials(id: string): Promise<readonly Credential[]>;
  /**
   * Calls `listener(id, version, what)` whenever a combat reaches a new version (`entry`) or its
   * table or credentials change (`table`: setTable, addCredential, revoke; `version` is then its
   * version now): after this store's own appends and, for a store shared
   * by several server nodes, after theirs. Returns the unsubscribe function.
   */
  subscribe(listener: (id: string, version: number, what: 'entry' | 'table') => void): () => void;
  close(): Promise<void>;
}
