/**
 * `fray serve`: the table server (issue 17, docs/server.md). Opens the store (SQLite in the data
 * directory by default), builds the combat service and the HTTP + WebSocket server, listens, and
 * prints `listening on http://HOST:PORT` first, then what to do. SIGINT or SIGTERM closes the
 * sockets, the server and the store, and the command returns (exit 0).
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import type { RuleSets } from '../../app/encounter/file.js';
import type { Io } from '../io.js';

export type { ServeFlags, ServeProcess } from './run.js';
import type { ServeFlags, ServeProcess } from './run.js';

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
      // Loaded here: the server and the stores' native modules stay out of other commands.
      const { serve } = await import('./run.js');
      await serve(io, ruleSets, proc, flags);
    });
}
