/**
 * The `fray` command line: the composition root. The only place that reads process.argv and the
 * environment, writes to stdout and stderr, and picks random seeds; commands get an {@link Io}.
 */
import { randomInt } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import { Command, CommanderError } from 'commander';
import type { RuleSets } from '../app/encounter/file.js';
import { RULE_SETS } from '../rulesets/registry.js';
import { checkCommand } from './check/command.js';
import { demoCommand } from './demo/command.js';
import { errorText, exitCode, fromCommander, EXIT_OK } from './errors.js';
import type { Io, LineInput } from './io.js';
import { oddsCommand } from './odds/command.js';
import { playCommand } from './combat/play.js';
import { replayCommand } from './combat/replay.js';
import { rollCommand } from './roll/command.js';
import { runCommand } from './combat/run.js';
import { serveCommand, type ServeProcess } from './serve/command.js';
import { simCommand } from './sim/command.js';

const FOOTER = `
Exit codes: 0 success, 2 bad input (arguments, options, notation, faces, files, refused
commands), 1 internal error. Set FRAY_DEBUG=1 to print the stack trace of an internal error.
Reference: docs/cli.md; encounter files: docs/encounters.md.`;

/** Runs `fray` with the arguments after the program name; resolves to the exit code. */
export async function run(
  argv: readonly string[],
  io: Io,
  ruleSets: RuleSets = RULE_SETS,
  serving: ServeProcess = NO_SIGNALS,
): Promise<number> {
  try {
    await program(io, ruleSets, serving).parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    io.err(errorText(e, io.debug));
    return exitCode(e);
  }
}

/** The commander program with its commands, writing through `io` and throwing instead of exiting. */
export function program(
  io: Io,
  ruleSets: RuleSets = RULE_SETS,
  serving: ServeProcess = NO_SIGNALS,
): Command {
  const root = new Command('fray')
    .description(
      'Fray: dice, exact odds and tabletop-RPG combat (L5R 4e, Elan & Moxie, Combat Chaos)',
    )
    .version(version(), '-V, --version', 'print the version')
    .addHelpText('after', FOOTER);
  for (const command of [
    rollCommand(io),
    oddsCommand(io),
    demoCommand(io),
    runCommand(io, ruleSets),
    playCommand(io, ruleSets),
    replayCommand(io, ruleSets),
    simCommand(io, ruleSets),
    checkCommand(io, ruleSets),
    serveCommand(io, ruleSets, serving),
  ]) {
    root.addCommand(command);
  }
  const names = root.commands.map((c) => c.name());
  for (const command of [root, ...root.commands]) configure(command, io, names);
  return root;
}

/** `fray serve` outside a process (tests of the program): no key, no signals. */
const NO_SIGNALS: ServeProcess = { onStop: () => undefined };

/** Output through `io`; errors thrown (as UsageErrors) instead of printed and exited. */
function configure(command: Command, io: Io, names: readonly string[]): void {
  const path = command.parent ? `fray ${command.name()}` : 'fray';
  command
    .configureOutput({ writeOut: io.out, writeErr: io.err, outputError: () => undefined })
    .exitOverride((e: CommanderError) => {
      throw fromCommander(e, path, names);
    });
}

function version(): string {
  const pkg: unknown = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  );
  const v = (pkg as { version?: unknown }).version;
  return typeof v === 'string' ? v : '0.0.0';
}

/** The process: argv, FRAY_DEBUG, files, stdin, stdout and stderr, a crypto-random seed. */
export async function main(): Promise<void> {
  // A closed pipe (`fray roll 6k3 --times 1000000 --json | head`) is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? EXIT_OK);
  });
  const input = stdinLines();
  const io: Io = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    randomSeed: () => randomInt(2 ** 31),
    debug: process.env.FRAY_DEBUG === '1',
    readFile: (path) => readFileSync(path, 'utf8'),
    writeFile: (path, text) => {
      // A temporary file renamed over the target: a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        writeFileSync(temporary, text, 'utf8');
        renameSync(temporary, path);
      } catch (e) {
        rmSync(temporary, { force: true });
        throw e;
      }
    },
    input,
    ...(process.stdout.isTTY ? { columns: process.stdout.columns } : {}),
    ...(process.stderr.isTTY
      ? {
          progress: (line: string | undefined) =>
            process.stderr.write(line === undefined ? '\r\x1b[K' : `\r${line}\x1b[K`),
        }
      : {}),
  };
  try {
    process.exitCode = await run(process.argv.slice(2), io, RULE_SETS, serveProcess());
  } finally {
    input.close();
  }
}

/** FRAY_KEY and the signals that stop `fray serve`. */
function serveProcess(): ServeProcess {
  const key = process.env.FRAY_KEY;
  return {
    ...(key === undefined || key === '' ? {} : { creatorKey: key }),
    onStop: (stop) => {
      const once = (): void => {
        process.off('SIGINT', once);
        process.off('SIGTERM', once);
        stop();
      };
      process.on('SIGINT', once);
      process.on('SIGTERM', once);
    },
  };
}

/**
 * Standard input line by line, opened on first use only (so that `fray roll` never waits on it).
 * The async iterator of readline buffers lines that arrive before they are asked for (a pipe).
 */
function stdinLines(): LineInput & { close(): void } {
  let rl: Interface | undefined;
  let lines: AsyncIterator<string> | undefined;
  return {
    // isTTY is undefined (not false) when stdin is a pipe or a file.
    interactive: (process.stdin.isTTY as boolean | undefined) === true,
    next: async () => {
      if (!lines) {
        rl = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
        lines = rl[Symbol.asyncIterator]();
      }
      const r = await lines.next();
      return r.done === true ? undefined : r.value;
    },
    close: () => rl?.close(),
  };
}
