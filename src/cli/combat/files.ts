/**
 * The files of the combat commands: encounters read and checked, saved logs read and written.
 * Problems are bad input (exit 2): a file that cannot be read or written, a bad encounter or log.
 */
import { dirname, isAbsolute, join } from 'node:path';
import {
  parseEncounter,
  type Encounter,
  type RosterReader,
  type RuleSets,
} from '../../app/encounter/file.js';
import { lintEncounter } from '../../app/check/lint.js';
import { parseLog, savedLog, type LoadedLog, type SavedEncounter } from '../../app/log-file.js';
import type { Refusal } from '../../app/run-script.js';
import type { CombatLog } from '../../engine/index.js';
import { FileIssuesError, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { jsonText } from '../render.js';
import { warningsText } from '../check/render.js';

export function readText(io: Io, path: string): string {
  try {
    return io.readFile(path);
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${systemMessage(e)}`, 'cli/file');
  }
}

export function writeText(io: Io, path: string, text: string): void {
  try {
    io.writeFile(path, text);
  } catch (e) {
    throw new UsageError(`cannot write ${path}: ${systemMessage(e)}`, 'cli/file');
  }
}

function systemMessage(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/** Reads the rosters an encounter includes, by paths relative to the encounter file. */
export function rosterReader(io: Io, encounterPath: string): RosterReader {
  return (path) => {
    const file = isAbsolute(path) ? path : join(dirname(encounterPath), path);
    try {
      return { ok: true, value: { file, text: io.readFile(file) } };
    } catch (e) {
      return { ok: false, error: systemMessage(e) };
    }
  };
}

/**
 * Reads and checks an encounter; its warnings (legal but suspicious sheets, `fray check`) go to
 * stderr unless `warn` is false, so that run, play and sim show them before the fight.
 */
export function loadEncounter(
  io: Io,
  path: string,
  ruleSets: RuleSets,
  { warn = true }: { warn?: boolean } = {},
): Encounter {
  const r = parseEncounter(readText(io, path), path, ruleSets, rosterReader(io, path));
  if (!r.ok) throw new FileIssuesError(r.error, 'encounter/invalid');
  if (warn) io.err(warningsText(r.value, lintEncounter(r.value)));
  return r.value;
}

export function loadLog(io: Io, path: string, ruleSets: RuleSets): LoadedLog {
  const r = parseLog(readText(io, path), path, ruleSets);
  if (!r.ok) throw new FileIssuesError(r.error, 'log/invalid');
  return r.value;
}

/**
 * Writes a log with the encounter it came from. `io.writeFile` replaces the file atomically (a
 * temporary file renamed over it), so that a fight saved after every command is never left half
 * written when the terminal is closed.
 */
export function saveLog(io: Io, path: string, log: CombatLog, encounter?: SavedEncounter): void {
  writeText(io, path, jsonText(savedLog(log, encounter)));
}

/** A script command the rules refused: exit 2, naming the file, line and index of the command. */
export function refusalError(encounter: Encounter, refused: Refusal): UsageError {
  const line = encounter.scriptLines[refused.index] ?? 1;
  const { code, message } = refused.violation;
  return new UsageError(
    `${encounter.file}:${line}: script[${refused.index}] ${refused.command.type} was refused: ${message}`,
    code,
    '  hint: the commands before it were applied; fix or remove this one (fray play lists the legal actions)',
  );
}
