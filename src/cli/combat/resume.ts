/**
 * Resuming a saved fight (`fray play --resume log.json [--at VERSION]`, `fray run --resume`): the
 * log read and checked (files.ts), cut at VERSION (the state after its first VERSION commands,
 * default all of them), and a combat made from it that goes on where the log stopped. A log saved
 * with its encounter needs nothing else; an older log resumes too (it holds the whole initial state).
 */
import { Option } from 'commander';
import type { RuleSets } from '../../app/encounter/file.js';
import type { SavedEncounter } from '../../app/log-file.js';
import { Combat } from '../../engine/index.js';
import { parseCount } from '../args.js';
import { UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { plural } from '../render.js';
import { loadLog } from './files.js';

export function resumeOption(): Option {
  return new Option(
    '--resume <log.json>',
    'go on with the fight saved in this log (fray play/run --save), from its last command',
  );
}

export function atOption(): Option {
  return new Option(
    '--at <version>',
    'with --resume: go on from the state after the first VERSION commands of the log',
  ).argParser(parseCount);
}

export interface Resumed {
  readonly combat: Combat;
  readonly encounter?: SavedEncounter;
  /** The version resumed at, and how many commands the log held. */
  readonly at: number;
  readonly of: number;
}

/** The saved fight of `file` at version `at` (default: its end). Bad input: exit 2 with a code. */
export function resumeFight(
  io: Io,
  ruleSets: RuleSets,
  file: string,
  at: number | undefined,
): Resumed {
  const { log, ruleSet, encounter } = loadLog(io, file, ruleSets);
  const of = log.entries.length;
  const version = at ?? of;
  if (version > of)
    throw new UsageError(
      `--at ${version} is past the end of ${file}: it holds ${plural(of, 'command')}, so VERSION is 0 to ${of}`,
      'log/at-past-end',
      `  hint: fray replay ${file} lists its commands, numbered #1 to #${of}; --at N goes on after #N`,
    );
  const cut = { initial: log.initial, entries: log.entries.slice(0, version) };
  return {
    combat: new Combat(ruleSet, cut),
    ...(encounter ? { encounter } : {}),
    at: version,
    of,
  };
}

/** `duel.json: resumed at version 12 of 12` (and what a save drops, when cut short). */
export function resumedLine(file: string, r: Resumed, savesTo: string | undefined): string {
  const from = r.encounter ? `, the fight of ${r.encounter.file}` : '';
  const dropped =
    r.at < r.of && savesTo !== undefined
      ? `; saving to ${savesTo} keeps only the first ${r.at} (the later ${plural(r.of - r.at, 'command')} are dropped there)`
      : '';
  return `${file}: resumed at version ${r.at} of ${r.of}${from}${dropped}`;
}
