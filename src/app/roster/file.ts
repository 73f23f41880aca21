/**
 * Roster files (docs/encounters.md, "Rosters"): named sheets of one rule set (a party, a
 * bestiary) that encounters include by name. Pure: text in, a roster or its problems out; the CLI
 * reads the file. A roster's sheets are checked when an encounter uses them, as the combatants they
 * become, so that a problem is reported once, at the line of the roster that holds it.
 */
import { idProblem, own, type Result } from '../../engine/index.js';
import { Issues, isRecord, type FileIssue } from '../file-issue.js';
import { didYouMean } from '../suggest.js';
import { YamlSource, type PathStep } from '../yaml-source.js';

export interface Roster {
  readonly file: string;
  readonly ruleSet: string;
  /** The sheets by name, in the file's order: the combatant fields but `id`. */
  readonly sheets: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /**
   * Problems an encounter finds in the roster's sheets, placed at their lines (`sheets.goblin.weapons`);
   * empty when parsed.
   */
  readonly issues: Issues;
}

export const ROSTER_FIELDS = ['ruleSet', 'sheets'] as const;
const FIELDS: readonly string[] = ROSTER_FIELDS;

/** A roster holds at most this many sheets (a bestiary, not a database). */
export const MAX_ROSTER_SHEETS = 200;

/** Fields an encounter's sheet reference owns, which a roster sheet cannot hold. */
const REFERENCE_FIELDS = ['id', 'sheet', 'count', 'overrides'];

const SYNTAX_HINT =
  'a roster file is YAML or JSON: check the indentation, quotes and brackets here';

/** Reads and checks a roster file; `ruleSets` are the known rule set ids. */
export function parseRoster(
  text: string,
  file: string,
  ruleSets: readonly string[],
): Result<Roster, readonly FileIssue[]> {
  const { source, problems } = YamlSource.parse(text);
  const issues = new Issues(file, source);
  for (const p of problems) issues.addAt(p.place, '', p.message, SYNTAX_HINT);
  if (problems.length > 0) return { ok: false, error: issues.sorted() };
  const root = source.value();
  if (!isRecord(root)) {
    issues.add(
      [],
      root === null ? 'the roster is empty' : 'a roster is a map of fields',
      'write ruleSet: <id> and sheets: a map of named sheets (docs/encounters.md, "Rosters")',
    );
    return { ok: false, error: issues.sorted() };
  }
  for (const key of Object.keys(root))
    if (!FIELDS.includes(key))
      issues.add(
        [key],
        `unknown field "${key}"`,
        `${didYouMean(key, FIELDS)}a roster has ruleSet and sheets`,
      );
  const ruleSet = root['ruleSet'];
  if (typeof ruleSet !== 'string' || !ruleSets.includes(ruleSet))
    issues.add(
      ruleSet === undefined ? [] : ['ruleSet'],
      ruleSet === undefined ? 'ruleSet is required' : `unknown rule set ${JSON.stringify(ruleSet)}`,
      `${typeof ruleSet === 'string' ? didYouMean(ruleSet, ruleSets) : ''}the rule sets are ${ruleSets.join(', ')}`,
    );
  const sheets = readSheets(root['sheets'], issues);
  if (issues.list.length > 0 || typeof ruleSet !== 'string')
    return { ok: false, error: issues.sorted() };
  return { ok: true, value: { file, ruleSet, sheets, issues: new Issues(file, source) } };
}

function readSheets(value: unknown, issues: Issues): Record<string, Record<string, unknown>> {
  const hint = 'sheets is a map of sheet names to sheets, e.g. sheets: { goblin: { ... } }';
  if (!isRecord(value)) {
    issues.add(value === undefined ? [] : ['sheets'], 'sheets is required as a map', hint);
    return {};
  }
  const names = Object.keys(value);
  if (names.length > MAX_ROSTER_SHEETS)
    issues.add(['sheets'], `more than ${String(MAX_ROSTER_SHEETS)} sheets`, 'split the roster');
  const out: Record<string, Record<string, unknown>> = {};
  for (const name of names.slice(0, MAX_ROSTER_SHEETS)) {
    const at: PathStep[] = ['sheets', name];
    const bad = idProblem(name);
    if (bad !== undefined) {
      issues.add(at, `a sheet name is ${bad}`, 'sheet names become ids: goblin, ronin-1');
      continue;
    }
    const sheet = own(value, name);
    if (!isRecord(sheet)) {
      issues.add(at, 'a sheet is a map of combatant fields', hint);
      continue;
    }
    for (const key of REFERENCE_FIELDS)
      if (key in sheet)
        issues.add(
          [...at, key],
          `a roster sheet has no "${key}"`,
          'the id comes from the sheet name (or the encounter); sheet, count and overrides belong in the encounter',
        );
    out[name] = sheet;
  }
  return out;
}
