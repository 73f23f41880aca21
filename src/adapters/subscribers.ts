/**
 * The subscribers of a store (EventStore.subscribe), shared by the memory, SQLite and PostgreSQL
 * stores: each is told (id, version, what) in turn; one that throws does not stop the others, nor
 * the write that told them (a subscriber's failure is its own).
 */
export type Subscriber = (id: string, version: number, what: 'entry' | 'table') => void;

export class Subscribers {
  private readonly set = new Set<Subscriber>();

  /** Adds one; returns the function that removes it. */
  add(subscriber: Subscriber): () => void {
    this.set.add(subscriber);
    return () => {
      this.set.delete(subscriber);
    };
  }

  tell(id: string, version: number, what: 'entry' | 'table'): void {
    for (const s of this.set) {
      try {
        s(id, version, what);
      } catch {
        // a subscriber's failure is its own; the write is done
      }
    }
  }

  clear(): void {
    this.set.clear();
  }
}
