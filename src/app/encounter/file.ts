/**
 * Encounter files (docs/encounters.md): YAML or JSON naming a rule set, a seed, the GM's options,
 * the combatants and an optional script of commands. Pure: text in, values out. Every problem is a
 * {@link FileIssue} with the file, line, column, path and a hint, checked all at once (the kernel
 * fields, the rule set's options and sheets through `createCombat`, the script's shape).
 */
import type { Seed } from '../../dice/index.js';
import {
  Combat,
  createCombat,
  own,
  type Command,
  type EncounterSpec,
  type Result,
  type RuleSet,
  type ValidationIssue,
} from '../../engine/index.js';
import { ruleSetById } from '../../rulesets/registry.js';
import { explain } from './hints.js';
import { readScript } from './script.js';
import { readSimSection, type SimSection } from '../sim/section.js';
import { Issues, isRecord, type FileIssue } from '../file-issue.js';
import { didYouMean } from '../suggest.js';
import { parsePath, YamlSource } from '../yaml-source.js';
import { parseRoster, type Roster } from '../roster/file.js';
import { bookOf, expandCombatants, placeIssue, type RosterBook } from '../roster/expand.js';

/** The rule sets an encounter may name, by id (src/rulesets/registry.ts, or a test's own). */
export type RuleSets = Readonly<Record<string, RuleSet>>;

export interface Encounter {
  readonly file: string;
  readonly ruleSet: RuleSet;
  readonly spec: EncounterSpec;
  readonly script: readonly Command[];
  /** The line of each script command in the file, for messages about it. */
  readonly scriptLines: readonly number[];
  /** The simulator's settings (docs/simulator.md); empty when the file has no `sim` section. */
  readonly sim: SimSection;
  /** The sheets of the rosters it includes, for AddCombatant by sheet name (combatantFromRoster). */
  readonly rosters: RosterBook;
  /** The line of each combatant's entry by id (copies share their entry's), for warnings. */
  readonly combatantLines: Readonly<Record<string, number>>;
}

/**
 * Reads a roster an encounter includes, by the path written in the file (relative to it): the
 * roster's file name for messages and its text, or why it cannot be read. The CLI reads files.
 */
export type RosterReader = (path: string) => Result<{ file: string; text: string }, string>;

/** At most this many rosters per encounter. */
export const MAX_ROSTERS = 10;

export const TOP_LEVEL_FIELDS = [
  'ruleSet',
  'seed',
  'options',
  'combatants',
  'script',
  'sim',
  'rosters',
] as const;
const FIELDS: readonly string[] = TOP_LEVEL_FIELDS;

const SYNTAX_HINT =
  'an encounter file is YAML or JSON: check the indentation, quotes and brackets here';

/** Reads and checks an encounter file. */
export function parseEncounter(
  text: string,
  file: string,
  ruleSets: RuleSets,
  readRoster?: RosterReader,
): Result<Encounter, readonly FileIssue[]> {
  const { source, problems } = YamlSource.parse(text);
  const issues = new Issues(file, source);
  for (const p of problems) issues.addAt(p.place, '', p.message, SYNTAX_HINT);
  if (problems.length > 0) return { ok: false, error: issues.sorted() };
  const root = source.value();
  if (!isRecord(root)) {
    const message = root === null ? 'the file is empty' : 'an encounter is a map of fields';
    issues.add(
      [],
      message,
      `write the fields ${FIELDS.join(', ')} (docs/encounters.md has an example)`,
    );
    return { ok: false, error: issues.sorted() };
  }
  const top = readTopLevel(root, ruleSets, issues);
  const script = root['script'] === undefined ? [] : readScript(root['script'], issues);
  if (!top) return { ok: false, error: issues.sorted() };
  const rosters = readRosters(root['rosters'], top.ruleSet, ruleSets, readRoster, issues);
  const book = bookOf(rosters.read);
  const expanded = expandCombatants(top.spec.combatants, book, issues);
  const spec = { ...top.spec, combatants: expanded.combatants };
  // The rule set checks the combatants even when the rest has problems: all are reported at once.
  const made = createCombat(top.ruleSet, spec);
  if (!made.ok)
    for (const i of made.error)
      for (const x of explain(top.ruleSet, expanded.combatants, parsePath(i.path), i.message))
        placeIssue(x.path, expanded.origins, issues, x.message, x.hint ?? ruleHint(top.ruleSet, i));
  const sim = readSimSection(root['sim'], top.ruleSet, made.ok ? made.value : undefined, issues);
  const all = [...issues.list, ...rosters.problems, ...rosters.read.flatMap((r) => r.issues.list)];
  if (all.length > 0 || !sim) return { ok: false, error: ordered(all, file) };
  const scriptLines = script.map((_, i) => source.locate(['script', i]).line);
  const combatantLines: Record<string, number> = {};
  expanded.combatants.forEach((c, k) => {
    const id = isRecord(c) ? c['id'] : undefined;
    const entry = expanded.origins[k]?.entry ?? k;
    if (typeof id === 'string') combatantLines[id] = source.locate(['combatants', entry]).line;
  });
  return {
    ok: true,
    value: {
      file,
      ruleSet: top.ruleSet,
      spec,
      script,
      scriptLines,
      sim,
      rosters: book,
      combatantLines,
    },
  };
}

/** The encounter's problems first, in file order, then each roster's; a problem once. */
function ordered(list: readonly FileIssue[], file: string): FileIssue[] {
  const seen = new Set<string>();
  return list
    .filter((i) => {
      const key = `${i.file}:${String(i.line)}:${String(i.column)}:${i.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        Number(a.file !== file) - Number(b.file !== file) ||
        a.file.localeCompare(b.file) ||
        a.line - b.line ||
        a.column - b.column,
    );
}

/** The rosters the encounter includes, read through `readRoster`, each of its rule set. */
function readRosters(
  value: unknown,
  ruleSet: RuleSet,
  ruleSets: RuleSets,
  readRoster: RosterReader | undefined,
  issues: Issues,
): { read: Roster[]; problems: FileIssue[] } {
  const read: Roster[] = [];
  const problems: FileIssue[] = [];
  if (value === undefined) return { read, problems };
  const hint =
    'rosters is a list of roster files, relative to this file: rosters: [./bestiary.yaml]';
  if (!Array.isArray(value) || value.length > MAX_ROSTERS) {
    issues.add(['rosters'], `rosters is a list of at most ${String(MAX_ROSTERS)} file names`, hint);
    return { read, problems };
  }
  value.forEach((path: unknown, i) => {
    if (typeof path !== 'string' || path === '') {
      issues.add(['rosters', i], 'a roster is named by its file, e.g. ./bestiary.yaml', hint);
      return;
    }
    const text = readRoster
      ? readRoster(path)
      : { ok: false as const, error: 'rosters are read only from files given to fray' };
    if (!text.ok) {
      issues.add(['rosters', i], `cannot read roster ${path}: ${text.error}`, hint);
      return;
    }
    const roster = parseRoster(text.value.text, text.value.file, Object.keys(ruleSets));
    if (!roster.ok) problems.push(...roster.error);
    else if (roster.value.ruleSet !== ruleSet.id)
      issues.add(
        ['rosters', i],
        `${path} is a roster of ${roster.value.ruleSet}, not of ${ruleSet.id}`,
        `include a roster of ${ruleSet.id}, e.g. examples/rosters/${ruleSet.id}.yaml`,
      );
    else read.push(roster.value);
  });
  return { read, problems };
}

/** The top-level fields but the script; the spec when the rule set and combatants can be read. */
function readTopLevel(
  root: Record<string, unknown>,
  ruleSets: RuleSets,
  issues: Issues,
): { ruleSet: RuleSet; spec: EncounterSpec } | undefined {
  for (const key of Object.keys(root)) {
    if (!FIELDS.includes(key)) {
      const hint = `${didYouMean(key, FIELDS)}the top-level fields are ${FIELDS.join(', ')}`;
      issues.add([key], `unknown field "${key}"`, hint);
    }
  }
  const ruleSet = readRuleSet(root['ruleSet'], ruleSets, issues);
  const seed = readSeed(root['seed'], issues);
  const { options, combatants } = root;
  if (options !== undefined && !isRecord(options)) {
    const hint = ruleSet ? optionsHint(ruleSet) : 'see the rule set’s README';
    issues.add(['options'], 'options is a map of the GM’s options', hint);
  }
  if (!Array.isArray(combatants)) {
    const missing = combatants === undefined;
    issues.add(
      missing ? [] : ['combatants'],
      missing ? 'combatants is missing' : 'combatants is a list of combatants',
      'write combatants: followed by one "- id: ..." entry per combatant (docs/encounters.md)',
    );
  }
  if (!ruleSet || !Array.isArray(combatants)) return undefined;
  const spec: EncounterSpec = {
    ruleSet: ruleSet.id,
    combatants: combatants as unknown[],
    ...(seed === undefined ? {} : { seed }),
    ...(isRecord(options) ? { options } : {}),
  };
  return { ruleSet, spec };
}

/** A combat in setup from a checked encounter; `seed` replaces the file's. */
export function createFromEncounter(encounter: Encounter, overrides: { seed?: Seed } = {}): Combat {
  const spec =
    overrides.seed === undefined ? encounter.spec : { ...encounter.spec, seed: overrides.seed };
  const made = createCombat(encounter.ruleSet, spec);
  if (!made.ok) throw new Error(`a checked encounter failed: ${JSON.stringify(made.error)}`);
  return Combat.start(encounter.ruleSet, made.value);
}

function readRuleSet(value: unknown, ruleSets: RuleSets, issues: Issues): RuleSet | undefined {
  const known = Object.keys(ruleSets);
  const list = `the rule sets are ${known.join(', ') || '(none)'}; one of your own is loaded with --rules <path> (docs/rule-sets.md)`;
  if (value === undefined) {
    issues.add([], 'ruleSet is missing', `add e.g. "ruleSet: ${known[0] ?? 'l5r4e'}"; ${list}`);
    return undefined;
  }
  const rs = typeof value === 'string' ? own(ruleSets, value) : undefined;
  if (!rs)
    issues.add(
      ['ruleSet'],
      `unknown rule set ${JSON.stringify(value)}`,
      `${typeof value === 'string' ? didYouMean(value, known) : ''}${list}`,
    );
  return rs;
}

function readSeed(value: unknown, issues: Issues): Seed | undefined {
  if (value === undefined) return undefined;
  if (
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && value !== '')
  )
    return value;
  issues.add(
    ['seed'],
    `a seed is a whole number or a text, not ${JSON.stringify(value)}`,
    'e.g. seed: 42 or seed: goblin-fight; the same seed gives the same dice',
  );
  return undefined;
}

function optionsHint(rs: RuleSet): string {
  const names = Object.keys(rs.options);
  return names.length === 0
    ? `${rs.id} has no options`
    : `the options of ${rs.id} are ${names.join(', ')} (${readmeOf(rs)})`;
}

/** Where a rule set's reference is: a built-in's README in src/, or the README beside its module. */
function readmeOf(rs: RuleSet): string {
  return ruleSetById(rs.id) === rs
    ? `src/rulesets/${rs.id}/README.md`
    : `the README of rule set ${rs.id}`;
}

/** A hint for an issue found by `createCombat`: the kernel's fields, the options, or the sheet. */
function ruleHint(rs: RuleSet, issue: ValidationIssue): string {
  const [first, , field] = parsePath(issue.path);
  if (first === 'options') return optionsHint(rs);
  if (field === undefined)
    return 'a combatant is a map: id, side, name and position { x, y } (optional), and the sheet fields';
  if (field === 'id' && /twice/.test(issue.message)) return 'give each combatant its own id';
  if (field === 'id' || field === 'side' || field === 'name' || field === 'position')
    return `every combatant has an id, a side, and optionally a name and a position { x, y } in ${rs.unit}`;
  if (ruleSetById(rs.id) !== rs) return `the sheet fields of ${rs.id} are in ${readmeOf(rs)}`;
  return `the sheet fields of ${rs.id} are in docs/schemas/${rs.id}.encounter.schema.json and src/rulesets/${rs.id}/README.md`;
}
