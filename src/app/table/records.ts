/**
 * New combats' records (issue 17): from an encounter file's text (checked as the CLI checks it,
 * with the same line-numbered issues) or from a saved log (checked to replay). A server reads no
 * files, so an encounter's rosters must be pasted in. An encounter without a seed gets a random one:
 * a seed in the file makes the fight's dice known to anyone who has the file.
 */
import type { LogEntry, RuleSet } from '../../engine/index.js';
import { createFromEncounter, parseEncounter, type RuleSets } from '../encounter/file.js';
import { encounterOf, parseLog } from '../log-file.js';
import { done, fail, type TableResult } from './errors.js';
import { DEFAULT_TABLE, type CombatRecord } from './store.js';

/** A file sent to the server: its text, and the name to report its problems under. */
export interface Upload {
  readonly text: string;
  readonly file?: string;
}

export interface Secrets {
  /** SHA-256 of the GM's new token. */
  readonly gmHash: string;
  /** SHA-256 of the creator key, when one was needed. */
  readonly owner?: string;
}

export interface RecordDeps {
  readonly ruleSets: RuleSets;
  readonly now: () => string;
  readonly newId: () => string;
  readonly newSeed: () => number;
}

/** A combat to store: its record, and the entries an imported log brings. */
export interface Made {
  readonly record: CombatRecord;
  readonly ruleSet: RuleSet;
  readonly entries: readonly LogEntry[];
}

export function fromEncounter(
  deps: RecordDeps,
  body: Upload,
  owner: string | undefined,
): TableResult<Made> {
  const file = body.file ?? 'encounter.yaml';
  const parsed = parseEncounter(body.text, file, deps.ruleSets, () => ({
    ok: false,
    error: 'the server reads no files: paste the roster sheets into the encounter',
  }));
  if (!parsed.ok)
    return fail(400, 'encounter/invalid', `${file} has ${parsed.error.length} problem(s)`, {
      issues: parsed.error,
    });
  const encounter = parsed.value;
  const seed = encounter.spec.seed ?? deps.newSeed();
  const combat = createFromEncounter(encounter, { seed });
  const record: CombatRecord = {
    id: deps.newId(),
    ruleSet: encounter.ruleSet.id,
    title: file,
    created: deps.now(),
    ...(owner === undefined ? {} : { owner }),
    encounter: { ...encounterOf(encounter), spec: { ...encounter.spec, seed } },
    initial: combat.state,
    table: DEFAULT_TABLE,
  };
  return done({ record, ruleSet: encounter.ruleSet, entries: [] });
}

export function fromLog(
  deps: RecordDeps,
  body: Upload,
  owner: string | undefined,
): TableResult<Made> {
  const file = body.file ?? 'log.json';
  const parsed = parseLog(body.text, file, deps.ruleSets);
  if (!parsed.ok)
    return fail(400, 'log/invalid', `${file} has ${parsed.error.length} problem(s)`, {
      issues: parsed.error,
    });
  const { log, ruleSet, encounter } = parsed.value;
  const record: CombatRecord = {
    id: deps.newId(),
    ruleSet: ruleSet.id,
    title: encounter?.file ?? file,
    created: deps.now(),
    ...(owner === undefined ? {} : { owner }),
    ...(encounter ? { encounter } : {}),
    initial: log.initial,
    table: DEFAULT_TABLE,
  };
  return done({ record, ruleSet, entries: log.entries });
}
