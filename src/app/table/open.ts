/**
 * The combats a server node has open (issue 17): each one's log folded into a {@link Combat} (from
 * its latest snapshot), its record and credentials, the sockets watching it, and a queue that runs
 * its commands one at a time. A node keeps at most `limit` combats open, dropping the least
 * recently used one that nobody watches. When the store says a combat moved on (another node's
 * command), the node reads the new entries, folds them in and passes them on to the watchers.
 */
import { Combat, own, type LogEntry, type RuleSet } from '../../engine/index.js';
import type { RuleSets } from '../encounter/file.js';
import type { CombatRecord, Credential, EventStore } from './store.js';

/** A socket's subscription: called with each entry after the one it has, in order. */
export interface Watcher {
  /**
   * Called for every entry accepted after it subscribed, right after it is. `memo` is shared by the
   * watchers of this one entry: a message built for one view is built once.
   */
  entry(open: OpenCombat, version: number, entry: LogEntry, memo: Map<string, string>): void;
  /** The table (settings or credentials) changed. */
  table(open: OpenCombat): void;
}

export interface OpenCombat {
  readonly id: string;
  readonly rs: RuleSet;
  record: CombatRecord;
  readonly combat: Combat;
  /** Loaded on first use; dropped when the store says they changed. */
  credentials: readonly Credential[] | undefined;
  readonly watchers: Set<Watcher>;
  /** The tail of the queue of work on this combat. */
  queue: Promise<unknown>;
  used: number;
}

export class OpenCombats {
  private readonly open = new Map<string, OpenCombat>();
  private readonly loading = new Map<string, Promise<OpenCombat | undefined>>();
  private readonly unsubscribe: () => void;
  private tick = 0;

  constructor(
    private readonly store: EventStore,
    private readonly ruleSets: RuleSets,
    private readonly limit: number,
  ) {
    this.unsubscribe = store.subscribe((id, version, what) => {
      const o = this.open.get(id);
      if (!o) return;
      if (what === 'table')
        void this.exclusive(o, () => this.reloadTable(o)).catch(() => undefined);
      else if (version > o.combat.log.entries.length)
        void this.exclusive(o, () => this.catchUp(o)).catch(() => undefined);
    });
  }

  /** The open combat, loading it when needed; undefined when the store has no such combat. */
  async get(id: string): Promise<OpenCombat | undefined> {
    const o = this.open.get(id);
    if (o) {
      o.used = ++this.tick;
      return o;
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  private async load(id: string): Promise<OpenCombat | undefined> {
    const record = await this.store.combat(id);
    if (!record) return undefined;
    const rs = own(this.ruleSets, record.ruleSet);
    if (!rs)
      throw new Error(
        `the rule set ${record.ruleSet} of combat ${id} is not loaded on this server`,
      );
    const entries = [...(await this.store.entries(id, 0))];
    const log = { initial: record.initial, entries };
    const snap = await this.store.snapshot(id, entries.length);
    const combat = snap ? Combat.resume(rs, log, snap.replay) : new Combat(rs, log);
    const o: OpenCombat = {
      id,
      rs,
      record,
      combat,
      credentials: undefined,
      watchers: new Set(),
      queue: Promise.resolve(),
      used: ++this.tick,
    };
    this.open.set(id, o);
    this.evict();
    return o;
  }

  /** Drops the least recently used combats nobody watches, past the limit. */
  private evict(): void {
    if (this.open.size <= this.limit) return;
    const idle = [...this.open.values()]
      .filter((o) => o.watchers.size === 0)
      .sort((a, b) => a.used - b.used);
    for (const o of idle.slice(0, this.open.size - this.limit)) this.open.delete(o.id);
  }

  /** Runs `work` after the combat's earlier work, one at a time. */
  exclusive<T>(o: OpenCombat, work: () => Promise<T>): Promise<T> {
    const run = o.queue.then(work, work);
    o.queue = run.catch(() => undefined);
    return run;
  }

  /** Folds in the entries other nodes appended (call within `exclusive`). */
  async catchUp(o: OpenCombat): Promise<void> {
    const have = o.combat.log.entries.length;
    const more = await this.store.entries(o.id, have);
    more.forEach((entry, k) => {
      o.combat.accept(entry);
      this.publish(o, have + k + 1, entry);
    });
  }

  /** Tells the watchers about an entry just accepted. */
  publish(o: OpenCombat, version: number, entry: LogEntry): void {
    const memo = new Map<string, string>();
    for (const w of o.watchers) w.entry(o, version, entry, memo);
  }

  private async reloadTable(o: OpenCombat): Promise<void> {
    const record = await this.store.combat(o.id);
    if (record) o.record = record;
    o.credentials = undefined;
    for (const w of o.watchers) w.table(o);
  }

  async credentials(o: OpenCombat): Promise<readonly Credential[]> {
    o.credentials ??= await this.store.credentials(o.id);
    return o.credentials;
  }

  /** Open combats, for tests and the bench. */
  get size(): number {
    return this.open.size;
  }

  close(): void {
    this.unsubscribe();
    this.open.clear();
  }
}
