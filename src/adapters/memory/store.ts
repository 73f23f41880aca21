/**
 * The in-memory event store: for unit tests and `fray serve --memory`. Everything is lost when the
 * process ends. The reference behaviour of the {@link EventStore} port: the SQLite and PostgreSQL
 * stores pass the same contract tests (src/adapters/contract.ts).
 */
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

interface Kept {
  record: CombatRecord;
  entries: LogEntry[];
  snapshots: Snapshot[];
  credentials: Credential[];
}

type Listener = (id: string, version: number, what: 'entry' | 'table') => void;

/** JSON round trip: the memory store hands out copies, as a database would. */
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export class MemoryStore implements EventStore {
  private readonly combats = new Map<string, Kept>();
  private readonly listeners = new Set<Listener>();

  private kept(id: string): Kept {
    const k = this.combats.get(id);
    if (!k) throw new Error(`no combat ${id}`);
    return k;
  }

  create(record: CombatRecord, gm: Credential): Promise<void> {
    if (this.combats.has(record.id)) return Promise.reject(new Error(`combat ${record.id} exists`));
    this.combats.set(record.id, {
      record: copy(record),
      entries: [],
      snapshots: [],
      credentials: [copy(gm)],
    });
    return Promise.resolve();
  }

  combat(id: string): Promise<CombatRecord | undefined> {
    const k = this.combats.get(id);
    return Promise.resolve(k ? copy(k.record) : undefined);
  }

  list(owner: string | undefined, limit: number): Promise<readonly CombatSummary[]> {
    const all = [...this.combats.values()]
      .filter((k) => owner === undefined || k.record.owner === owner)
      .reverse()
      .slice(0, limit)
      .map((k) => ({
        id: k.record.id,
        ruleSet: k.record.ruleSet,
        title: k.record.title,
        created: k.record.created,
        version: k.entries.length,
      }));
    return Promise.resolve(all);
  }

  append(
    id: string,
    version: number,
    entry: LogEntry,
    snapshot?: Snapshot,
  ): Promise<{ ok: true } | { ok: false; error: StaleVersion }> {
    const k = this.kept(id);
    if (version !== k.entries.length + 1)
      return Promise.resolve({
        ok: false,
        error: { code: 'store/stale-version', version: k.entries.length },
      });
    k.entries.push(copy(entry));
    if (snapshot) k.snapshots.push(copy(snapshot));
    for (const l of this.listeners) l(id, version, 'entry');
    return Promise.resolve({ ok: true });
  }

  entries(id: string, from: number): Promise<readonly LogEntry[]> {
    return Promise.resolve(copy(this.kept(id).entries.slice(from)));
  }

  version(id: string): Promise<number> {
    return Promise.resolve(this.kept(id).entries.length);
  }

  snapshot(id: string, atMost: number): Promise<Snapshot | undefined> {
    const found = this.kept(id)
      .snapshots.filter((s) => s.version <= atMost)
      .sort((a, b) => b.version - a.version)[0];
    return Promise.resolve(found ? copy(found) : undefined);
  }

  setTable(id: string, table: TableSettings): Promise<void> {
    const k = this.kept(id);
    k.record = { ...k.record, table: copy(table) };
    for (const l of this.listeners) l(id, k.entries.length, 'table');
    return Promise.resolve();
  }

  addCredential(id: string, credential: Credential): Promise<void> {
    const k = this.kept(id);
    k.credentials.push(copy(credential));
    for (const l of this.listeners) l(id, k.entries.length, 'table');
    return Promise.resolve();
  }

  revoke(id: string, hash: string, at: string): Promise<boolean> {
    const k = this.kept(id);
    const i = k.credentials.findIndex((c) => c.hash === hash);
    const found = k.credentials[i];
    if (!found) return Promise.resolve(false);
    k.credentials[i] = { ...found, revoked: found.revoked ?? at };
    for (const l of this.listeners) l(id, k.entries.length, 'table');
    return Promise.resolve(true);
  }

  credentials(id: string): Promise<readonly Credential[]> {
    return Promise.resolve(copy(this.kept(id).credentials));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
