/**
 * `fray serve`'s work, loaded only when the command runs (command.ts imports it lazily): the
 * server, the stores and their native modules (better-sqlite3, pg) stay out of every other
 * command's start-up. Opens the store, builds the service and the server, listens, prints the
 * banner, and returns on SIGINT or SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import type { RuleSets } from '../../app/encounter/file.js';
import { isLoopback } from '../../server/auth.js';
import { buildServer, listeningUrl } from '../../server/app.js';
import { UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { bannerLines } from './banner.js';
import { serviceFor } from './service.js';
import { describeStore, openStore, storeChoice } from './store.js';

const EXAMPLES = new URL('../../../examples/', import.meta.url);

/** What `fray serve` needs of its process, given by main.ts. */
export interface ServeProcess {
  /** FRAY_KEY, when set. */
  readonly creatorKey?: string;
  /** Calls `stop` once on SIGINT or SIGTERM. */
  readonly onStop: (stop: () => void) => void;
}

export interface ServeFlags {
  readonly port: number;
  readonly host: string;
  readonly dataDir?: string;
  readonly db?: string;
  readonly memory?: boolean;
  readonly example?: string;
  readonly publicUrl?: string;
  readonly rateLimit: number | false;
}

export async function serve(
  io: Io,
  ruleSets: RuleSets,
  proc: ServeProcess,
  flags: ServeFlags,
): Promise<void> {
  const choice = storeChoice(flags);
  const loopback = isLoopback(flags.host);
  let creatorKey = loopback ? undefined : proc.creatorKey;
  const keyGenerated = !loopback && creatorKey === undefined;
  if (keyGenerated) creatorKey = randomBytes(24).toString('base64url');
  if (creatorKey !== undefined && creatorKey.length < 16)
    throw new UsageError('FRAY_KEY must be at least 16 characters', 'cli/bad-option');
  const store = await openStore(choice);
  const service = serviceFor(store, ruleSets);
  const server = await buildServer({
    service,
    host: flags.host,
    ...(creatorKey === undefined ? {} : { creatorKey }),
    ...(flags.publicUrl === undefined ? {} : { baseUrl: flags.publicUrl }),
    rateLimit: flags.rateLimit === false ? false : { max: flags.rateLimit, window: 60_000 },
    examples: EXAMPLES.pathname,
  }).catch(async (e: unknown) => {
    // The service closes its store.
    await service.close();
    throw e;
  });
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await server.close();
      await service.close();
    })());
  const stopped = new Promise<void>((resolve) => {
    proc.onStop(() => {
      void stop().then(resolve, resolve);
    });
  });
  try {
    await server.listen({ port: flags.port, host: flags.host });
  } catch (e) {
    await stop();
    const code = (e as { code?: unknown }).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL')
      throw new UsageError(
        `cannot listen on ${flags.host}:${flags.port} (${code})`,
        'cli/cannot-listen',
      );
    throw e;
  }
  const baseUrl = flags.publicUrl?.replace(/\/+$/, '') ?? listeningUrl(server, flags.host);
  let opened: { name: string; gmUrl: string } | undefined;
  if (flags.example !== undefined) {
    const r = await server.inject({
      method: 'POST',
      url: `/api/examples/${encodeURIComponent(flags.example)}`,
      ...(creatorKey === undefined ? {} : { headers: { authorization: `Bearer ${creatorKey}` } }),
    });
    const body = r.json<{ gmUrl?: string; message?: string }>();
    if (r.statusCode !== 201 || body.gmUrl === undefined) {
      await stop();
      throw new UsageError(
        `--example ${flags.example}: ${body.message ?? r.body}`,
        'cli/bad-option',
      );
    }
    opened = { name: flags.example, gmUrl: body.gmUrl };
  }
  io.out(
    `${bannerLines({
      baseUrl,
      store: describeStore(choice),
      ...(creatorKey === undefined ? {} : { creatorKey, keyGenerated }),
      ...(flags.example === undefined ? {} : { example: flags.example }),
      ...(opened ? { opened } : {}),
    }).join('\n')}\n`,
  );
  await stopped;
}
