/**
 * `simulate(encounter, options)`: the simulator for other programs (issue 7, "Library"). The
 * encounter is a file path, or the encounter itself as data (the fields of an encounter file).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { refuse, type Result } from '../../engine/index.js';
import { RULE_SETS } from '../../rulesets/registry.js';
import type { SimReport } from '../../sim/index.js';
import { parseEncounter, type Encounter, type RosterReader } from '../encounter/file.js';
import type { FileIssue } from '../file-issue.js';
import { simulateEncounter, type SimulateOptions } from './simulate.js';

/** An encounter file's path, or its fields as data. */
export type EncounterInput = string | Readonly<Record<string, unknown>>;

export interface SimulateApiOptions extends Omit<SimulateOptions, 'vs'> {
  /** Another encounter to compare with, played with the same seeds. */
  readonly vs?: EncounterInput;
}

const issuesText = (issues: readonly FileIssue[]): string =>
  issues.map((i) => `${i.file}:${i.line}:${i.column}: ${i.message} (${i.hint})`).join('\n');

export async function loadEncounterInput(input: EncounterInput): Promise<Result<Encounter>> {
  let text: string;
  let file: string;
  if (typeof input === 'string') {
    file = input;
    try {
      text = await readFile(input, 'utf8');
    } catch (e) {
      return refuse(
        'encounter/unreadable',
        `cannot read ${input}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  } else {
    file = '<encounter>';
    text = JSON.stringify(input);
  }
  const r = parseEncounter(
    text,
    file,
    RULE_SETS,
    typeof input === 'string' ? rostersBeside(input) : undefined,
  );
  return r.ok ? r : refuse('encounter/invalid', issuesText(r.error));
}

/** The rosters an encounter file includes, read relative to it (as the CLI does). */
function rostersBeside(encounterPath: string): RosterReader {
  return (path) => {
    const file = isAbsolute(path) ? path : join(dirname(encounterPath), path);
    try {
      return { ok: true, value: { file, text: readFileSync(file, 'utf8') } };
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  };
}

/**
 * Plays `options.runs` fights (10,000 by default) of the encounter over worker threads and
 * returns the report `fray sim --json` prints (docs/simulator.md); bad input is an error value.
 */
export async function simulate(
  encounter: EncounterInput,
  options: SimulateApiOptions = {},
): Promise<Result<SimReport>> {
  const e = await loadEncounterInput(encounter);
  if (!e.ok) return e;
  const { vs: vsInput, ...rest } = options;
  if (vsInput === undefined) return simulateEncounter(e.value, rest);
  const vs = await loadEncounterInput(vsInput);
  if (!vs.ok) return vs;
  return simulateEncounter(e.value, { ...rest, vs: vs.value });
}
