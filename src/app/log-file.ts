/**
 * Saved combat logs (`fray run --save`, `fray play --save`): the engine's {@link CombatLog} as
 * JSON, with the encounter it came from (`encounter`: its file name, rule set, parsed spec and
 * script), so that a log alone is enough to resume the fight (`fray play --resume`). Logs saved
 * before the encounter was kept still read. Reading one checks its shape, its rule set and that it
 * replays, and reports problems as {@link FileIssue}s at their line. Pure: text in, values out.
 */
import { z } from 'zod';
import {
  Combat,
  own,
  replay,
  type CombatLog,
  type Command,
  type EncounterSpec,
  type Result,
  type RuleSet,
} from '../engine/index.js';
import type { Encounter, RuleSets } from './encounter/file.js';
import { Issues, type FileIssue } from './file-issue.js';
import { YamlSource, type PathStep } from './yaml-source.js';

const record = z.record(z.string(), z.unknown());
const position = z.object({ x: z.number(), y: z.number() });

const combatant = z.object({
  id: z.string(),
  name: z.string(),
  side: z.string(),
  position,
  conditions: z.array(z.object({ id: z.string(), name: z.string() })),
  initiative: z.number().nullable(),
  tiebreak: z.array(z.number()),
});

const state = z.object({
  ruleSet: z.string(),
  options: record,
  seed: z.union([z.number(), z.string()]),
  version: z.int().min(0),
  status: z.enum(['setup', 'active', 'ended']),
  round: z.int().min(0),
  order: z.array(z.string()),
  current: z.string().nullable(),
  turnUsed: z.boolean(),
  acted: z.array(z.string()),
  delayed: z.array(z.string()),
  pending: z
    .object({ kind: z.literal('reaction'), reactor: z.string(), trigger: z.string() })
    .nullable(),
  combatants: z.record(z.string(), combatant),
  outcome: z.object({ winner: z.string().nullable(), reason: z.string() }).nullable(),
});

const command = z.object({
  type: z.string().min(1),
  data: record.optional(),
  meta: z.object({ actor: z.string().optional(), faces: z.array(z.int()).optional() }).optional(),
});

/** The encounter a log came from: optional, since older logs have none. */
const savedEncounter = z.object({
  file: z.string(),
  ruleSet: z.string(),
  spec: z.object({ ruleSet: z.string(), combatants: z.array(z.unknown()) }),
  script: z.array(command),
  rosterSheets: z.record(z.string(), record).optional(),
});

const logSchema = z.object({
  encounter: savedEncounter.optional(),
  initial: state,
  entries: z.array(
    z.object({ command, events: z.array(z.object({ type: z.string().min(1), data: record })) }),
  ),
});

/** What a saved log keeps of its encounter: enough to know the fight without the file. */
export interface SavedEncounter {
  /** The encounter file's name as given on the command line. */
  readonly file: string;
  readonly ruleSet: string;
  /** The encounter as parsed (rosters resolved): rule set, options, seed, combatants. */
  readonly spec: EncounterSpec;
  /** The file's script, as it was when the fight started. */
  readonly script: readonly Command[];
  /** The sheets of its rosters by name, so that `g AddCombatant {sheet: …}` works after --resume. */
  readonly rosterSheets?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** The JSON of a saved log: the encounter (when known) first, then the engine's log. */
export interface SavedLog extends CombatLog {
  readonly encounter?: SavedEncounter;
}

export interface LoadedLog {
  readonly log: CombatLog;
  readonly ruleSet: RuleSet;
  /** Absent in logs saved before the encounter was kept. */
  readonly encounter?: SavedEncounter;
}

/** A log as saved: the encounter first, so that a reader of the file sees what fight it is. */
export function savedLog(log: CombatLog, encounter?: SavedEncounter): SavedLog {
  return encounter
    ? { encounter, initial: log.initial, entries: log.entries }
    : { initial: log.initial, entries: log.entries };
}

/** What a log keeps of an encounter file. */
export function encounterOf(encounter: Encounter): SavedEncounter {
  const saved = {
    file: encounter.file,
    ruleSet: encounter.ruleSet.id,
    spec: encounter.spec,
    script: encounter.script,
  };
  const named = Object.entries(encounter.rosters.sheets);
  if (named.length === 0) return saved;
  return {
    ...saved,
    rosterSheets: Object.fromEntries(
      named.map(([name, { roster, name: inRoster }]) => [name, roster.sheets[inRoster] ?? {}]),
    ),
  };
}

/** A file that is not a log at all would give dozens of issues: the first few say enough. */
const MAX_SHAPE_ISSUES = 5;

const SHAPE_HINT =
  'a saved log is { encounter?, initial: <combat state>, entries: [{ command, events }] }, as written by fray run --save or fray play --save';

/** Reads a saved log: its shape, its rule set (one of `ruleSets`), and that it replays. */
export function parseLog(
  text: string,
  file: string,
  ruleSets: RuleSets,
): Result<LoadedLog, readonly FileIssue[]> {
  const { value, issues } = readValue(text, file);
  if (issues.list.length === 0) checkShape(value, issues);
  if (issues.list.length > 0) return { ok: false, error: issues.sorted() };
  // Keep every field (the rule set's parts of the state and events), not only the checked ones.
  const saved = value as SavedLog;
  const log: CombatLog = { initial: saved.initial, entries: saved.entries };
  const ruleSet = own(ruleSets, log.initial.ruleSet);
  if (!ruleSet) {
    const known = `the rule sets are ${Object.keys(ruleSets).join(', ') || '(none)'}; one of your own is loaded with --rules <path> (docs/rule-sets.md)`;
    issues.add(
      ['initial', 'ruleSet'],
      `unknown rule set ${JSON.stringify(log.initial.ruleSet)}`,
      known,
    );
  } else checkReplays(ruleSet, log, issues);
  if (issues.list.length > 0) return { ok: false, error: issues.sorted() };
  const encounter = saved.encounter;
  return {
    ok: true,
    value: { log, ruleSet: ruleSet as RuleSet, ...(encounter ? { encounter } : {}) },
  };
}

/**
 * The value of the file. JSON.parse is fast on long logs; the YAML parser (which reads JSON too)
 * places syntax errors, and any later problem, at their line (parsed only when needed).
 */
function readValue(text: string, file: string): { value: unknown; issues: Issues } {
  try {
    const value: unknown = JSON.parse(text);
    return { value, issues: new Issues(file, () => YamlSource.parse(text).source) };
  } catch {
    const { source, problems } = YamlSource.parse(text);
    const issues = new Issues(file, source);
    for (const p of problems)
      issues.addAt(
        p.place,
        '',
        p.message,
        'a saved log is JSON: was the file cut short or edited?',
      );
    return { value: problems.length > 0 ? undefined : source.value(), issues };
  }
}

function checkShape(value: unknown, issues: Issues): void {
  const parsed = logSchema.safeParse(value);
  if (parsed.success) return;
  // The outermost problems first: a wrong file shows where it goes wrong, not every leaf.
  const found = [...parsed.error.issues].sort((a, b) => a.path.length - b.path.length);
  for (const i of found.slice(0, MAX_SHAPE_ISSUES)) {
    const path = i.path.filter((s): s is PathStep => typeof s !== 'symbol');
    const message = i.message.replace(
      /^Invalid input: (expected \w+), received undefined$/,
      'missing ($1)',
    );
    issues.add(path, message, SHAPE_HINT);
  }
}

const REPLAY_HINT =
  'the log was edited by hand or written by another version of Fray: save it again with fray run --save or fray play --save';

/**
 * Checks that the log replays: each entry's command, decided again from the state before it (the
 * dice are the same: seeded by the combat's seed and the version, or typed in), gives exactly the
 * events the entry records. An entry edited by hand is named: its events do not follow from its
 * command, or its command is refused.
 */
function checkReplays(ruleSet: RuleSet, log: CombatLog, issues: Issues): void {
  const combat = new Combat(ruleSet, { initial: log.initial, entries: [] });
  for (const [i, entry] of log.entries.entries()) {
    const at = ['entries', i];
    const what = `entry ${i + 1} (${entry.command.type})`;
    try {
      const r = combat.send(entry.command);
      if (!r.ok) {
        issues.add(
          at,
          `the log does not replay: ${what} is refused by the rules: ${r.error.message} [${r.error.code}]`,
          REPLAY_HINT,
        );
        return;
      }
      if (JSON.stringify(r.value) !== JSON.stringify(entry.events)) {
        issues.add(
          at,
          `the log does not replay: the events of ${what} do not follow from its command`,
          REPLAY_HINT,
        );
        return;
      }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      issues.add(at, `the log does not replay: ${what} fails (${message})`, REPLAY_HINT);
      return;
    }
  }
  try {
    replay(ruleSet, log);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    issues.add(['entries'], `the log does not replay: ${message}`, REPLAY_HINT);
  }
}
