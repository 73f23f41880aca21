/**
 * Saved combat logs (`fray run --save`, `fray play --save`): the engine's {@link CombatLog} as
 * JSON. Reading one checks its shape, its rule set and that it replays, and reports problems as
 * {@link FileIssue}s at their line. Pure: text in, values out.
 */
import { z } from 'zod';
import { replay, type CombatLog, type Result, type RuleSet } from '../engine/index.js';
import type { RuleSets } from './encounter-file.js';
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

const logSchema = z.object({
  initial: state,
  entries: z.array(
    z.object({ command, events: z.array(z.object({ type: z.string().min(1), data: record })) }),
  ),
});

export interface LoadedLog {
  readonly log: CombatLog;
  readonly ruleSet: RuleSet;
}

/** A file that is not a log at all would give dozens of issues: the first few say enough. */
const MAX_SHAPE_ISSUES = 5;

const SHAPE_HINT =
  'a saved log is { initial: <combat state>, entries: [{ command, events }] }, as written by fray run --save or fray play --save';

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
  const log = value as CombatLog;
  const ruleSet = ruleSets[log.initial.ruleSet];
  if (!ruleSet) {
    const known = `the rule sets are ${Object.keys(ruleSets).join(', ') || '(none)'}`;
    issues.add(
      ['initial', 'ruleSet'],
      `unknown rule set ${JSON.stringify(log.initial.ruleSet)}`,
      known,
    );
  } else checkReplays(ruleSet, log, issues);
  if (issues.list.length > 0) return { ok: false, error: issues.sorted() };
  return { ok: true, value: { log, ruleSet: ruleSet as RuleSet } };
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

function checkReplays(ruleSet: RuleSet, log: CombatLog, issues: Issues): void {
  try {
    replay(ruleSet, log);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    issues.add(
      ['entries'],
      `the log does not replay: ${message}`,
      'the log was edited or written by another version of Fray',
    );
  }
}
