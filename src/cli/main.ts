/**
 * The `fray` command line: the composition root. The only place that reads process.argv and the
 * environment, writes to stdout and stderr, and picks random seeds; commands get an {@link Io}.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { demoCommand } from './demo-command.js';
import { errorText, exitCode, fromCommander, EXIT_OK } from './errors.js';
import type { Io } from './io.js';
import { oddsCommand } from './odds-command.js';
import { rollCommand } from './roll-command.js';

const FOOTER = `
Exit codes: 0 success, 2 bad input (arguments, options, notation, faces), 1 internal error.
Set FRAY_DEBUG=1 to print the stack trace of an internal error. Reference: docs/cli.md.`;

/** Runs `fray` with the arguments after the program name; returns the exit code. */
export function run(argv: readonly string[], io: Io): number {
  try {
    program(io).parse([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    io.err(errorText(e, io.debug));
    return exitCode(e);
  }
}

/** The commander program with its commands, writing through `io` and throwing instead of exiting. */
export function program(io: Io): Command {
  const root = new Command('fray')
    .description(
      'Fray: dice, exact odds and tabletop-RPG combat (L5R 4e, Elan & Moxie, Combat Chaos)',
    )
    .version(version(), '-V, --version', 'print the version')
    .addHelpText('after', FOOTER);
  for (const command of [rollCommand(io), oddsCommand(io), demoCommand(io)]) {
    root.addCommand(command);
  }
  for (const command of [root, ...root.commands]) configure(command, io);
  return root;
}

/** Output through `io`; errors thrown (as UsageErrors) instead of printed and exited. */
function configure(command: Command, io: Io): void {
  const path = command.parent ? `fray ${command.name()}` : 'fray';
  command
    .configureOutput({ writeOut: io.out, writeErr: io.err, outputError: () => undefined })
    .exitOverride((e: CommanderError) => {
      throw fromCommander(e, path);
    });
}

function version(): string {
  const pkg: unknown = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  );
  const v = (pkg as { version?: unknown }).version;
  return typeof v === 'string' ? v : '0.0.0';
}

/** The process: argv, FRAY_DEBUG, stdout and stderr, a crypto-random seed. Sets the exit code. */
export function main(): void {
  // A closed pipe (`fray roll 6k3 --times 1000000 --json | head`) is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? EXIT_OK);
  });
  const io: Io = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    randomSeed: () => randomInt(2 ** 31),
    debug: process.env.FRAY_DEBUG === '1',
  };
  process.exitCode = run(process.argv.slice(2), io);
}
