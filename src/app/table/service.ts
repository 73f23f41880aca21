/**
 * Over 400 lines: the service is the one list of the table's use cases, each a short method over
 * the same open combats (records.ts, roles.ts, settings.ts and stream.ts hold their parts).
 *
 * The combat service (issue 17): the table server's use cases over the engine, the same
 * `decide`/`evolve` as the CLI (no second rules path). A combat is created from an encounter file
 * or a saved log; each command is decided against the combat's state, appended to the store at the
 * next version (one transaction; a version already taken means someone else acted first: 409),
 * then applied and published to the watchers, each in their own view (the GM's full state, a
 * player's projection). No I/O of its own: the store, the clock, ids, seeds and the constant-time
 * comparison of secrets are given (ports).
 */
import {
  Combat,
  own,
  type ActionOption,
  type Command,
  type GameEvent,
} from '../../engine/index.js';
import { bookOfSheets, withRosterSheet } from '../roster/expand.js';
import type { RuleSets } from '../encounter/file.js';
import { savedLog, type SavedLog } from '../log-file.js';
import { fromEncounter, fromLog, type Made, type Secrets, type Upload } from './records.js';
import { checkTable } from './settings.js';
import {
  done,
  fail,
  gmOnly,
  noCombat,
  refused,
  stale,
  unavailable,
  type TableResult,
} from './errors.js';
import { OpenCombats, type OpenCombat } from './open.js';
import { mineOf, playerCommand, type Caller, type PlayerGrant } from './roles.js';

export type { Caller, PlayerGrant } from './roles.js';
import {
  type CombatSummary,
  type Credential,
  type EventStore,
  type TableSettings,
} from './store.js';
import { watch, type StreamOptions } from './stream.js';
import { playerActions, playerEntry, playerState, type Viewer } from './view.js';

export interface ServiceDeps {
  readonly store: EventStore;
  readonly ruleSets: RuleSets;
  /** The time now, ISO 8601. */
  readonly now: () => string;
  /** A new random combat id (URL-safe). */
  readonly newId: () => string;
  /** A random seed, for an encounter that gives none. */
  readonly newSeed: () => number;
  /** Constant-time equality of two hashes. */
  readonly equal: (a: string, b: string) => boolean;
  /** A snapshot of the replay every this many commands (default 100). */
  readonly snapshotEvery?: number;
  /** At most this many combats kept open (default 500). */
  readonly maxOpen?: number;
}

export interface StateView {
  readonly version: number;
  readonly ruleSet: { readonly id: string; readonly title: string; readonly unit: string };
  /** The GM's full state, or the player's projection. */
  readonly state: unknown;
  /** The GM's table settings (GM only). */
  readonly table?: TableSettings;
  /** The rule set's one-line status of each combatant (GM only; players have theirs in the view). */
  readonly status?: Readonly<Record<string, string>>;
}

export interface ActionsView {
  readonly version: number;
  /** Whose actions these are; null when nobody may act now (or, for a player, none of theirs). */
  readonly actor: string | null;
  readonly actions: readonly ActionOption[];
}

export interface PlayerInfo {
  /** The first 16 hex digits of the token's hash: names the link in lists and for revoking. */
  readonly ref: string;
  readonly grant: PlayerGrant;
  readonly created: string;
  readonly revoked?: string;
}

export const REF_LENGTH = 16;

export class CombatService {
  private readonly open: OpenCombats;
  private readonly every: number;

  constructor(private readonly deps: ServiceDeps) {
    this.open = new OpenCombats(deps.store, deps.ruleSets, deps.maxOpen ?? 500);
    this.every = Math.max(1, deps.snapshotEvery ?? 100);
  }

  /** A combat from an encounter file's text (YAML or JSON), in setup at version 0. */
  create(body: Upload, secrets: Secrets): Promise<TableResult<{ id: string; version: number }>> {
    return this.keep(fromEncounter(this.deps, body, secrets.owner), secrets.gmHash);
  }

  /** A combat from a saved log (what `fray run --save` and GET …/log write), at its last version. */
  importLog(body: Upload, secrets: Secrets): Promise<TableResult<{ id: string; version: number }>> {
    return this.keep(fromLog(this.deps, body, secrets.owner), secrets.gmHash);
  }

  /** Stores a new combat and its entries (an import's), with snapshots as commands would make them. */
  private keep(
    made: TableResult<Made>,
    gmHash: string,
  ): Promise<TableResult<{ id: string; version: number }>> {
    if (!made.ok) return Promise.resolve(made);
    const { record, entries, ruleSet } = made.value;
    return this.guard(async () => {
      await this.deps.store.create(record, this.gmCredential(gmHash));
      const combat = new Combat(ruleSet, { initial: record.initial, entries: [] });
      for (const [i, entry] of entries.entries()) {
        combat.accept(entry);
        const version = i + 1;
        const snap =
          version % this.every === 0 ? { version, replay: combat.snapshot() } : undefined;
        const r = await this.deps.store.append(record.id, version, entry, snap);
        if (!r.ok) return fail(409, r.error.code, 'the import raced another writer', r.error);
      }
      return done({ id: record.id, version: entries.length });
    });
  }

  list(owner: string | undefined, limit = 100): Promise<TableResult<readonly CombatSummary[]>> {
    return this.guard(async () => done(await this.deps.store.list(owner, limit)));
  }

  /** Who holds this token's hash for the combat: the GM, a player, or nobody (401). */
  async caller(id: string, tokenHash: string): Promise<TableResult<Caller>> {
    return this.withOpen<Caller>(id, async (o) => {
      const found = this.match(await this.open.credentials(o), tokenHash);
      if (!found || found.revoked !== undefined)
        return fail(
          401,
          'auth/bad-token',
          'this link is not (or no longer) valid for this combat: ask the GM for a new one',
        );
      return found.grant.role === 'gm'
        ? done({ kind: 'gm', hash: found.hash })
        : done({ kind: 'player', hash: found.hash, grant: found.grant });
    });
  }

  /** The combat now, in the caller's view. */
  async state(id: string, caller: Caller): Promise<TableResult<StateView>> {
    return this.withOpen(id, (o) => Promise.resolve(done(this.stateView(o, caller))));
  }

  stateView(o: OpenCombat, caller: Caller): StateView {
    const s = o.combat.state;
    const ruleSet = { id: o.rs.id, title: o.rs.title, unit: o.rs.unit };
    if (caller.kind === 'gm') {
      const status = o.rs.status
        ? Object.fromEntries(Object.keys(s.combatants).map((c) => [c, o.rs.status?.(s, c) ?? '']))
        : undefined;
      return {
        version: s.version,
        ruleSet,
        state: s,
        table: o.record.table,
        ...(status ? { status } : {}),
      };
    }
    return {
      version: s.version,
      ruleSet,
      state: playerState(o.rs, s, o.record.table, this.viewer(o, caller)),
    };
  }

  viewer(o: OpenCombat, caller: Caller & { kind: 'player' }): Viewer {
    return { mine: mineOf(o.combat.state, caller.grant) };
  }

  /** The legal actions now of `actor` (default: whoever must act), each with its odds and command. */
  async actions(id: string, caller: Caller, actor?: string): Promise<TableResult<ActionsView>> {
    return this.withOpen<ActionsView>(id, (o) => {
      const s = o.combat.state;
      const who = actor ?? (s.pending ? s.pending.reactor : s.current);
      const version = s.version;
      if (who !== null && !own(s.combatants, who))
        return Promise.resolve(
          fail(404, 'table/no-such-combatant', `no combatant ${JSON.stringify(who)} in this fight`),
        );
      if (caller.kind === 'player') {
        const mine = this.viewer(o, caller).mine;
        if (actor !== undefined && !mine.includes(actor))
          return Promise.resolve(
            fail(403, 'table/not-yours', "you may see only your own combatants' actions"),
          );
        if (who === null || !mine.includes(who) || s.status !== 'active')
          return Promise.resolve(done({ version, actor: null, actions: [] }));
        const all = o.rs.legalActions(s, who);
        return Promise.resolve(
          done({ version, actor: who, actions: playerActions(all, s, o.record.table) }),
        );
      }
      if (who === null || s.status !== 'active')
        return Promise.resolve(done({ version, actor: null, actions: [] }));
      return Promise.resolve(done({ version, actor: who, actions: o.rs.legalActions(s, who) }));
    });
  }

  /** Decides and appends a command at `expectedVersion` (when given; 409 when the combat moved on). */
  async command(
    id: string,
    caller: Caller,
    command: Command,
    expectedVersion?: number,
  ): Promise<TableResult<{ version: number; events: readonly GameEvent[] }>> {
    if (caller.kind !== 'gm' && (command.type === 'Undo' || command.type === 'Redo'))
      return gmOnly(command.type);
    return this.withOpen(id, (o) =>
      this.open.exclusive(o, async () => {
        if (expectedVersion !== undefined && expectedVersion > o.combat.log.entries.length)
          await this.open.catchUp(o);
        const version = o.combat.log.entries.length;
        if (expectedVersion !== undefined && expectedVersion !== version)
          return stale(version, expectedVersion);
        const sent = this.authorize(o, caller, command);
        if (!sent.ok) return sent;
        return this.append(o, caller, sent.value.command, sent.value.hide);
      }),
    );
  }

  undo(id: string, caller: Caller, expectedVersion?: number, to?: number) {
    return this.command(
      id,
      caller,
      to === undefined ? { type: 'Undo' } : { type: 'Undo', data: { to } },
      expectedVersion,
    );
  }

  redo(id: string, caller: Caller, expectedVersion?: number) {
    return this.command(id, caller, { type: 'Redo' }, expectedVersion);
  }

  /** The command as it will be decided: a player's with its actor; the GM's with roster sheets. */
  private authorize(
    o: OpenCombat,
    caller: Caller,
    command: Command,
  ): TableResult<{ command: Command; hide?: string }> {
    const s = o.combat.state;
    const { expectedVersion: _ignored, ...meta } = command.meta ?? {};
    const bare: Command =
      Object.keys(meta).length > 0
        ? { ...command, meta }
        : { type: command.type, ...(command.data ? { data: command.data } : {}) };
    if (caller.kind === 'player') {
      const r = playerCommand(o.rs, s, this.viewer(o, caller).mine, bare);
      return r.ok ? done({ command: r.value }) : r;
    }
    if (bare.type !== 'AddCombatant') return done({ command: bare });
    // AddCombatant: a sheet from the encounter's rosters by name, and `hidden: true` to add it unseen.
    const { hidden, ...data } = bare.data ?? {};
    let cmd: Command = { ...bare, data };
    const sheets = o.record.encounter?.rosterSheets;
    if (sheets) {
      const book = bookOfSheets(o.record.title, o.rs.id, sheets);
      const r = withRosterSheet(book, s, cmd);
      if (!r.ok) return refused(r.error);
      cmd = r.value;
    }
    const added = (cmd.data?.['combatant'] as { id?: unknown } | undefined)?.id;
    return done({
      command: cmd,
      ...(hidden === true && typeof added === 'string' ? { hide: added } : {}),
    });
  }

  private async append(
    o: OpenCombat,
    caller: Caller,
    command: Command,
    hide: string | undefined,
  ): Promise<TableResult<{ version: number; events: readonly GameEvent[] }>> {
    const prepared = o.combat.prepare(command);
    if (!prepared.ok) return refused(prepared.error);
    const version = o.combat.log.entries.length + 1;
    const { entry, after, commit } = prepared.value;
    if (hide !== undefined) {
      const table = { ...o.record.table, hidden: [...o.record.table.hidden, hide] };
      await this.deps.store.setTable(o.id, table);
      o.record = { ...o.record, table };
    }
    const snapshot = version % this.every === 0 ? { version, replay: after } : undefined;
    const r = await this.deps.store.append(o.id, version, entry, snapshot);
    if (!r.ok) {
      await this.open.catchUp(o);
      return stale(o.combat.log.entries.length, version - 1);
    }
    commit();
    this.open.publish(o, version, entry);
    if (caller.kind === 'gm') return done({ version, events: entry.events });
    const seen = playerEntry(o.rs, o.combat.state, o.record.table, this.viewer(o, caller), entry);
    return done({ version, events: seen.events });
  }

  /** The log as `fray replay` reads it (GM only). */
  async log(id: string, caller: Caller): Promise<TableResult<SavedLog>> {
    if (caller.kind !== 'gm') return gmOnly('export the log');
    return this.withOpen(id, (o) =>
      Promise.resolve(done(savedLog(o.combat.log, o.record.encounter))),
    );
  }

  /** A player's link for one combatant or for a side (GM only); the server made the token. */
  async addPlayer(
    id: string,
    caller: Caller,
    grant: PlayerGrant,
    tokenHash: string,
  ): Promise<TableResult<{ ref: string; grant: PlayerGrant }>> {
    if (caller.kind !== 'gm') return gmOnly('make player links');
    return this.withOpen(id, async (o) => {
      const s = o.combat.state;
      if ('combatant' in grant && !own(s.combatants, grant.combatant))
        return fail(
          404,
          'table/no-such-combatant',
          `no combatant ${JSON.stringify(grant.combatant)} in this fight`,
        );
      if ('side' in grant && !Object.values(s.combatants).some((c) => c.side === grant.side))
        return fail(
          404,
          'table/no-such-side',
          `no side ${JSON.stringify(grant.side)} in this fight`,
        );
      const credential: Credential = {
        hash: tokenHash,
        grant:
          'combatant' in grant
            ? { role: 'player', combatant: grant.combatant }
            : { role: 'player', side: grant.side },
        created: this.deps.now(),
      };
      await this.deps.store.addCredential(id, credential);
      o.credentials = undefined;
      return done({ ref: tokenHash.slice(0, REF_LENGTH), grant });
    });
  }

  /** Revokes a player's link, named by its token's hash or by its ref (GM only). */
  async revokePlayer(
    id: string,
    caller: Caller,
    which: { hash: string } | { ref: string },
  ): Promise<TableResult<{ ref: string }>> {
    if (caller.kind !== 'gm') return gmOnly('revoke player links');
    return this.withOpen(id, async (o) => {
      const creds = await this.open.credentials(o);
      const found =
        'hash' in which
          ? this.match(creds, which.hash)
          : creds.find(
              (c) =>
                c.grant.role === 'player' &&
                this.deps.equal(c.hash.slice(0, REF_LENGTH), which.ref),
            );
      if (!found || found.grant.role === 'gm')
        return fail(404, 'table/no-such-player', 'no player link of this combat has that token');
      await this.deps.store.revoke(id, found.hash, this.deps.now());
      o.credentials = undefined;
      return done({ ref: found.hash.slice(0, REF_LENGTH) });
    });
  }

  /** The players' links (GM only): whom each lets in, never the token. */
  async players(id: string, caller: Caller): Promise<TableResult<readonly PlayerInfo[]>> {
    if (caller.kind !== 'gm') return gmOnly('list player links');
    return this.withOpen(id, async (o) =>
      done(
        (await this.open.credentials(o)).flatMap((c): PlayerInfo[] =>
          c.grant.role === 'gm'
            ? []
            : [
                {
                  ref: c.hash.slice(0, REF_LENGTH),
                  grant:
                    'combatant' in c.grant
                      ? { combatant: c.grant.combatant }
                      : { side: c.grant.side },
                  created: c.created,
                  ...(c.revoked === undefined ? {} : { revoked: c.revoked }),
                },
              ],
        ),
      ),
    );
  }

  /** Changes the table settings (GM only): what players see of enemies' health, who is hidden, notes. */
  async updateTable(
    id: string,
    caller: Caller,
    patch: { health?: unknown; hidden?: unknown; notes?: unknown },
  ): Promise<TableResult<{ table: TableSettings }>> {
    if (caller.kind !== 'gm') return gmOnly('change the table settings');
    return this.withOpen(id, (o) =>
      this.open.exclusive(o, async () => {
        const checked = checkTable(o.combat.state, o.record.table, patch);
        if (!checked.ok) return checked;
        await this.deps.store.setTable(id, checked.value);
        o.record = { ...o.record, table: checked.value };
        return done({ table: checked.value });
      }),
    );
  }

  /** Every entry after `from` in the caller's view, then each new one, through `send` (JSON text). */
  async watch(
    id: string,
    caller: Caller,
    from: number,
    send: (json: string) => void,
    options: StreamOptions = {},
  ): Promise<TableResult<{ stop: () => void }>> {
    return this.withOpen(id, async (o) => {
      if (from > o.combat.log.entries.length)
        await this.open.exclusive(o, () => this.open.catchUp(o));
      return watch(this, o, caller, from, send, options);
    });
  }

  /** Whether the caller's credential is still valid (a revoked player's socket is closed). */
  async stillValid(o: OpenCombat, caller: Caller): Promise<boolean> {
    const found = this.match(await this.open.credentials(o), caller.hash);
    return found !== undefined && found.revoked === undefined;
  }

  async close(): Promise<void> {
    this.open.close();
    await this.deps.store.close();
  }

  private gmCredential(hash: string): Credential {
    return { hash, grant: { role: 'gm' }, created: this.deps.now() };
  }

  /** The credential with this hash, compared in constant time against every one of the combat's. */
  private match(creds: readonly Credential[], hash: string): Credential | undefined {
    let found: Credential | undefined;
    for (const c of creds) if (this.deps.equal(c.hash, hash)) found = c;
    return found;
  }

  private async withOpen<T>(
    id: string,
    work: (o: OpenCombat) => Promise<TableResult<T>>,
  ): Promise<TableResult<T>> {
    return this.guard(async () => {
      const o = await this.open.get(id);
      return o ? work(o) : noCombat(id);
    });
  }

  /** A store that fails (a lost database) gives 503 and changes nothing. */
  private async guard<T>(work: () => Promise<TableResult<T>>): Promise<TableResult<T>> {
    try {
      return await work();
    } catch (e) {
      return unavailable(e);
    }
  }
}
