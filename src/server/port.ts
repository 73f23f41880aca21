/**
 * What the server needs of the combat service (src/app/table/service.ts, the lead's): the use
 * cases it calls, typed structurally so that the server depends on the shape and not on the class.
 * The service returns a Result with a {@link TableFailure} whose status the server sends as is.
 */
import type { ActionOption, GameEvent, Result } from '../engine/index.js';
import type { SavedLog } from '../app/log-file.js';
import type { CombatSummary, Grant, TableSettings } from '../app/table/store.js';
import type { FileIssue } from '../app/file-issue.js';

/** A refusal by the service: its status is the HTTP status the server answers with. */
export interface TableFailure {
  readonly code: string;
  readonly message: string;
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 503;
  readonly version?: number;
  readonly issues?: readonly FileIssue[];
}

/** Who is asking, once the token is known: the GM of the combat, or a player with a grant. */
export type Caller =
  | { readonly kind: 'gm'; readonly hash: string }
  | { readonly kind: 'player'; readonly hash: string; readonly grant: Grant };

type Reply<T> = Promise<Result<T, TableFailure>>;

export interface TablePatch {
  readonly health?: TableSettings['health'] | undefined;
  readonly hidden?: readonly string[] | undefined;
  readonly notes?: Readonly<Record<string, string>> | undefined;
}

export interface PlayerLink {
  readonly hash: string;
  readonly grant: Grant;
  readonly created: string;
  readonly revoked?: string;
}

/** The combat service as the server uses it. */
export interface TableService {
  create(
    source: { text: string; file?: string },
    who: { gmHash: string; owner?: string },
  ): Reply<{ id: string; version: number }>;
  importLog(
    source: { text: string; file?: string },
    who: { gmHash: string; owner?: string },
  ): Reply<{ id: string; version: number }>;
  list(owner: string | undefined, limit: number): Promise<readonly CombatSummary[]>;
  caller(id: string, tokenHash: string): Reply<Caller>;
  state(id: string, caller: Caller): Reply<unknown>;
  actions(
    id: string,
    caller: Caller,
    actor?: string,
  ): Reply<{ version: number; actor: string | null; actions: readonly ActionOption[] }>;
  command(
    id: string,
    caller: Caller,
    command: unknown,
    expectedVersion?: number,
  ): Reply<{ version: number; events: readonly GameEvent[] }>;
  undo(
    id: string,
    caller: Caller,
    expectedVersion?: number,
    to?: number,
  ): Reply<{ version: number; events: readonly GameEvent[] }>;
  redo(
    id: string,
    caller: Caller,
    expectedVersion?: number,
  ): Reply<{ version: number; events: readonly GameEvent[] }>;
  log(id: string, caller: Caller): Reply<SavedLog>;
  addPlayer(
    id: string,
    caller: Caller,
    grant: { combatant: string } | { side: string },
    tokenHash: string,
  ): Reply<{ grant: Grant }>;
  revokePlayer(id: string, caller: Caller, tokenHash: string): Reply<unknown>;
  players(id: string, caller: Caller): Reply<readonly PlayerLink[]>;
  updateTable(id: string, caller: Caller, patch: TablePatch): Reply<{ table: TableSettings }>;
  watch(
    id: string,
    caller: Caller,
    from: number,
    send: (message: unknown) => void,
    options?: { withState?: boolean },
  ): Reply<{ stop(): void }>;
  close(): Promise<void>;
}
