/**
 * The store `fray serve` keeps combats in: SQLite in the data directory (default `.fray/`),
 * PostgreSQL with `--db postgres://…`, or memory with `--memory` (lost on exit).
 */
import type { EventStore } from '../../app/table/store.js';
import { MemoryStore } from '../../adapters/memory/store.js';
import { openPostgresStore } from '../../adapters/postgres/store.js';
import { openSqliteStore } from '../../adapters/sqlite/store.js';
import { StoreError } from '../../adapters/store-error.js';
import { UsageError } from '../errors.js';

export type StoreChoice =
  | { readonly kind: 'sqlite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'memory' };

/** The choice the flags make; `--db` and `--memory` exclude each other. */
export function storeChoice(flags: {
  dataDir?: string;
  db?: string;
  memory?: boolean;
}): StoreChoice {
  if (flags.memory === true && flags.db !== undefined)
    throw new UsageError(
      '--memory and --db exclude each other: choose one store',
      'cli/conflicting-options',
    );
  if (flags.memory === true) return { kind: 'memory' };
  if (flags.db !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(flags.db))
      throw new UsageError(
        `--db takes a postgres://… URL, not ${JSON.stringify(flags.db)}`,
        'cli/bad-option',
      );
    return { kind: 'postgres', url: flags.db };
  }
  return { kind: 'sqlite', dataDir: flags.dataDir ?? '.fray' };
}

/** What the banner says of the store (no password). */
export function describeStore(choice: StoreChoice): string {
  switch (choice.kind) {
    case 'memory':
      return 'memory (lost when the server stops)';
    case 'sqlite':
      return `SQLite ${choice.dataDir.replace(/\/+$/, '')}/fray.db`;
    case 'postgres': {
      try {
        const u = new URL(choice.url);
        return `PostgreSQL ${u.host}${u.pathname}`;
      } catch {
        return 'PostgreSQL';
      }
    }
  }
}

/** The store; a database that cannot be opened is a UsageError with the store's code (exit 2). */
export async function openStore(choice: StoreChoice): Promise<EventStore> {
  try {
    switch (choice.kind) {
      case 'memory':
        return new MemoryStore();
      case 'sqlite':
        return openSqliteStore({ dataDir: choice.dataDir });
      case 'postgres':
        return await openPostgresStore({ url: choice.url });
    }
  } catch (e) {
    if (e instanceof StoreError) throw new UsageError(e.message, e.code);
    throw e;
  }
}
