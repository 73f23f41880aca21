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
import { Subscribers, type Subscriber } from '../subscribers.js';

interface Kept {
  record: CombatRecord;
  entries: LogEntry[];
  snapshots: Snapshot[];
  credentials: Credential[];
}

/** JSON round trip: the memory store hands out copies, as a database would. */
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Runs `f` as an async method does: a throw (no such combat) becomes a rejection, not a throw. */
function run<T>(f: () => T): Promise<T> {
  try {
    return Promise.resolve(f());
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}

export class MemoryStore implements EventStore {
  private readonly combats = new Map<string, Kept>();
  private readonly subscribers = new Subscribers();

  private kept(id: string): Kept {
    const k = this.combats.get(id);
    if (!k) throw new Error(`no combat ${id}`);
    return k;
  }

  create(record: CombatRecord, gm: Credential): Promise<void> {
    return run(() => {
      if (this.combats.has(record.id)) throw new Error(`combat ${record.id} exists`);
      if (this.hashes().has(gm.hash)) throw new Error('a credential with this hash exists');
      this.combats.set(record.id, {
        record: copy(record),
        entries: [],
        snapshots: [],
        credentials: [copy(gm)],
      });
    });
  }

  /** Every credential hash of every combat (unique in the store, as in the SQL stores). */
  private hashes(): Set<string> {
    return new Set([...this.combats.values()].flatMap((k) => k.credentials.map((c) => c.hash)));
  }

  combat(id: string): Promise<CombatRecord | undefined> {
    const k = this.combats.get(id);
    return run(() => (k ? copy(k.record) : undefined));
  }

  list(owner: string | undefined, limit: number): Promise<readonly CombatSummary[]> {
    return run(() =>
      [...this.combats.values()]
        .filter((k) => owner === undefined || k.record.owner === owner)
        .reverse()
        .slice(0, limit)
        .map((k) => ({
          id: k.record.id,
          ruleSet: k.record.ruleSet,
          title: k.record.title,
          created: k.record.created,
          version: k.entries.length,
        })),
    );
  }

  append(
    id: string,
    version: number,
    entry: LogEntry,
    snapshot?: Snapshot,
  ): Promise<{ ok: true } | { ok: false; error: StaleVersion }> {
    return run(() => {
      const k = this.kept(id);
      if (version !== k.entries.length + 1) {
        const error: StaleVersion = { code: 'store/stale-version', version: k.entries.length };
        return { ok: false as const, error };
      }
      if (snapshot && !(Number.isInteger(snapshot.version) && snapshot.version >= 0))
        throw new Error(`a snapshot's version is a whole number ≥ 0, not ${snapshot.version}`);
      // Copies first: a value JSON cannot hold is refused before anything is kept.
      const kept = copy(entry);
      const snap = snapshot && copy(snapshot);
      k.entries.push(kept);
      if (snap) k.snapshots.push(snap);
      this.subscribers.tell(id, version, 'entry');
      return { ok: true as const };
    });
  }

  entries(id: string, from: number): Promise<readonly LogEntry[]> {
    return run(() => copy(this.kept(id).entries.slice(from)));
  }

  version(id: string): Promise<number> {
    return run(() => this.kept(id).entries.length);
  }

  snapshot(id: string, atMost: number): Promise<Snapshot | undefined> {
    return run(() => {
      const found = this.kept(id)
        .snapshots.filter((s) => s.version <= atMost)
        .sort((a, b) => b.version - a.version)[0];
      return found ? copy(found) : undefined;
    });
  }

  setTable(id: string, table: TableSettings): Promise<void> {
    return run(() => {
      const k = this.kept(id);
      k.record = { ...k.record, table: copy(table) };
      this.subscribers.tell(id, k.entries.length, 'table');
    });
  }

  addCredential(id: string, credential: Credential): Promise<void> {
    return run(() => {
      const k = this.kept(id);
      if (this.hashes().has(credential.hash)) throw new Error('a credential with this hash exists');
      k.credentials.push(copy(credential));
      this.subscribers.tell(id, k.entries.length, 'table');
    });
  }

  revoke(id: string, hash: string, at: string): Promise<boolean> {
    return run(() => {
      const k = this.kept(id);
      const i = k.credentials.findIndex((c) => c.hash === hash);
      const found = k.credentials[i];
      if (!found) return false;
      k.credentials[i] = { ...found, revoked: found.revoked ?? at };
      this.subscribers.tell(id, k.entries.length, 'table');
      return true;
    });
  }

  credentials(id: string): Promise<readonly Credential[]> {
    return run(() => copy(this.kept(id).credentials));
  }

  subscribe(subscriber: Subscriber): () => void {
    return this.subscribers.add(subscriber);
  }

  close(): Promise<void> {
    this.subscribers.clear();
    return Promise.resolve();
  }
}
