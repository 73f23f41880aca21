/**
 * How the CLI reports failures: one table from error kinds to exit codes, and the stderr text.
 *
 * | kind                                                     | exit | stderr                      |
 * |----------------------------------------------------------|------|-----------------------------|
 * | help or version shown                                    | 0    | nothing                     |
 * | bad input: arguments, options, notation, faces, odds     | 2    | `fray: <message> [<code>]`  |
 * | a bad file (encounter, saved log), a refused command     | 2    | `fray: <file>:<line>:...`   |
 * | anything else (a bug)                                    | 1    | `fray: internal error: ...` |
 *
 * A DiceError with a column is followed by the notation and a caret under the column.
 */
import { CommanderError } from 'commander';
import type { FileIssue } from '../app/file-issue.js';
import { isDiceError, type DiceError } from '../dice/index.js';

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_USAGE = 2;

/** Bad input found by the CLI itself (an option missing or combined wrongly). Exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';

  constructor(
    message: string,
    readonly code = 'cli/usage',
    /** A line saying where to look, such as `run "fray roll --help" for usage`. */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Problems in a file the user gave: an encounter (`encounter/invalid`), a saved log (`log/invalid`). Exit 2. */
export class FileIssuesError extends Error {
  override readonly name = 'FileIssuesError';

  constructor(
    readonly issues: readonly FileIssue[],
    readonly code: string,
  ) {
    super(issues.map((i) => `${i.file}:${i.line}: ${i.message}`).join('; '));
  }
}

/** At most this many problems of a file are printed. */
export const MAX_ISSUES_SHOWN = 20;

/** A {@link DiceError} met while reading a notation typed on the command line. Exit 2. */
export class NotationError extends Error {
  override readonly name = 'NotationError';

  constructor(
    readonly notation: string,
    readonly error: DiceError,
  ) {
    super(error.message);
  }
}

/** Runs `fn`, attaching `notation` to a DiceError that points at a column of it. */
export function withNotation<T>(notation: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (isDiceError(e) && e.column !== undefined) throw new NotationError(notation, e);
    throw e;
  }
}

/** A commander error as a UsageError: `commander.unknownOption` becomes `cli/unknown-option`. */
export function fromCommander(
  e: CommanderError,
  command: string,
  commands: readonly string[] = [],
): Error {
  if (e.exitCode === 0) return e;
  if (e.code === 'commander.help') {
    // The program's own list, so that a new command cannot be missing from it.
    const list =
      commands.length < 2
        ? commands.join('')
        : `${commands.slice(0, -1).join(', ')} or ${commands[commands.length - 1] ?? ''}`;
    return new UsageError(
      `a command is needed: ${list} (the list above says what each does)`,
      'cli/missing-command',
    );
  }
  const name = e.code.replace(/^commander\./, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const message = e.message.replace(/^error: /, '');
  return new UsageError(message, `cli/${name}`, `run "${command} --help" for usage`);
}

/** The exit code for an error thrown by a command. */
export function exitCode(e: unknown): number {
  if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
  if (e instanceof UsageError || e instanceof NotationError || e instanceof FileIssuesError)
    return EXIT_USAGE;
  if (isDiceError(e)) return EXIT_USAGE;
  return EXIT_INTERNAL;
}

/** The stderr text for an error (empty when there is nothing to say), ending with a newline. */
export function errorText(e: unknown, debug = false): string {
  if (e instanceof CommanderError) {
    return e.exitCode === 0 ? '' : `fray: ${e.message.replace(/^error: /, '')} [cli/usage]\n`;
  }
  if (e instanceof UsageError) {
    return `fray: ${e.message} [${e.code}]\n${e.hint === undefined ? '' : `${e.hint}\n`}`;
  }
  if (e instanceof NotationError) return notationText(e.notation, e.error);
  if (e instanceof FileIssuesError) return issuesText(e.issues, e.code);
  if (isDiceError(e)) return `fray: ${e.message} [${e.code}]\n`;
  const message = e instanceof Error ? e.message : String(e);
  const stack = debug && e instanceof Error && e.stack !== undefined ? `${e.stack}\n` : '';
  return `fray: internal error: ${message}\n${stack}`;
}

/** The message, then the notation with a caret under the column (1-based). */
export function notationText(notation: string, e: DiceError): string {
  const head = `fray: ${e.message} [${e.code}]\n`;
  if (e.column === undefined) return head;
  const column = Math.min(Math.max(1, e.column), notation.length + 1);
  return `${head}    ${notation}\n    ${' '.repeat(column - 1)}^\n`;
}

/**
 * One `fray: file:line:column: path: message [code]` line per problem, each followed by its hint
 * (`  hint: ...`); at most {@link MAX_ISSUES_SHOWN}, then how many more there are.
 */
export function issuesText(issues: readonly FileIssue[], code: string): string {
  const lines = issues.slice(0, MAX_ISSUES_SHOWN).flatMap((i) => {
    const path = i.path === '' ? '' : `${i.path}: `;
    return [
      `fray: ${i.file}:${i.line}:${i.column}: ${path}${i.message} [${code}]`,
      `  hint: ${i.hint}`,
    ];
  });
  const more = issues.length - MAX_ISSUES_SHOWN;
  if (more > 0) lines.push(`fray: ... and ${more} more ${more === 1 ? 'problem' : 'problems'}`);
  return `${lines.join('\n')}\n`;
}
