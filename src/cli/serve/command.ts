/**
 * `fray serve`: the table server (issue 17, docs/server.md). Opens the store (SQLite in the data
 * directory by default), builds the combat service and the HTTP + WebSocket server, listens, and
 * prints `listening on http://HOST:PORT` first, then what to do. SIGINT or SIGTERM closes the
 * sockets, the server and the store, and the command returns (exit 0).
 */
import { randomBytes } from 'node:crypto';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { RuleSets } from '../../app/encounter/file.js';
import { isLoopback } from '../../server/auth.js';
import { buildServer, listeningUrl } from '../../server/app.js';
import { UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { bannerLines } from './banner.js';
import { serviceFor } from './service.js';
import { describeStore, openStore, storeChoice } from './store.js';

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

const EXAMPLES = new URL('../../../examples/', import.meta.url);

function parsePort(text: string): number {
  const n = Number(text);
  if (!/^\d{1,5}$/.test(text) || n > 65535)
    throw new InvalidArgumentError('a port is a whole number from 0 to 65535 (0: any free port).');
  return n;
}

function parseRate(text: string): number | false {
  if (text === 'off') return false;
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || n < 1)
    throw new InvalidArgumentError('requests a minute per token: a whole number ≥ 1, or off.');
  return n;
}

export function serveCommand(io: Io, ruleSets: RuleSets, proc: ServeProcess): Command {
  return new Command('serve')
    .description('serve live combats over HTTP and WebSocket for a table (docs/server.md)')
    .addOption(
      new Option('--port <n>', 'port to listen on (0: any free port)')
        .argParser(parsePort)
        .default(8080),
    )
    .option(
      '--host <host>',
      'address to listen on; any but loopback needs a creator key (FRAY_KEY)',
      '127.0.0.1',
    )
    .option('--data-dir <dir>', 'folder of the SQLite database (fray.db)', '.fray')
    .option('--db <url>', 'PostgreSQL instead of SQLite: postgres://user:pass@host:port/db')
    .option('--memory', 'keep combats in memory only (lost when the server stops)')
    .option('--example <name>', 'create a combat from this example at start and print its GM link')
    .option('--public-url <url>', 'the start of the links handed out (default http://HOST:PORT)')
    .addOption(
      new Option('--rate-limit <n>', 'requests a minute per token or address, or off')
        .argParser(parseRate)
        .default(1200),
    )
    .action(async (flags: ServeFlags) => {
      await serve(io, ruleSets, proc, flags);
    });
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
