/**
 * The PostgreSQL store's LISTEN connection: one dedicated client per store (per server node) on the
 * channel `fray_events`, whose payloads are `<id>:<version>:<entry|table>` (sent by the store's
 * writes with pg_notify inside their transaction, so only committed writes are told). Every
 * notification, this node's own included, goes to `onEvent`.
 *
 * When the connection drops, it reconnects (backing off from 100 ms to 2 s) until closed; then
 * `onReconnect` runs, for the store to tell what may have happened while nobody listened.
 */
import pg from 'pg';

export const CHANNEL = 'fray_events';

export type What = 'entry' | 'table';

/** The payload of a notification, or undefined for one this code does not know. */
export function parsePayload(payload: string | undefined): [string, number, What] | undefined {
  const m = /^(.+):(\d+):(entry|table)$/.exec(payload ?? '');
  if (!m) return undefined;
  return [m[1] ?? '', Number(m[2]), m[3] as What];
}

export class Listener {
  private client: pg.Client | undefined;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private delay = 100;
  /** Times the connection was made again after a drop (for tests and logs). */
  reconnects = 0;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onEvent: (id: string, version: number, what: What) => void,
    private readonly onReconnect: () => Promise<void>,
  ) {}

  /** Connects the first time; rejects when the database cannot be reached. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.config, application_name: 'fray-listen' });
    const state = { ended: false };
    client.on('error', () => {
      state.ended = true;
      this.dropped(client);
    });
    client.on('end', () => {
      state.ended = true;
      this.dropped(client);
    });
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL) return;
      const parsed = parsePayload(n.payload);
      if (parsed) this.onEvent(...parsed);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (state.ended) throw new Error('the LISTEN connection dropped as it was made');
    } catch (e) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw e;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.delay = 100;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect().then(
        async () => {
          if (this.closed) return;
          this.reconnects++;
          await this.onReconnect().catch(() => undefined);
        },
        () => {
          this.delay = Math.min(this.delay * 2, 2000);
          this.retry();
        },
      );
    }, this.delay);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
