/**
 * Sheet references (docs/encounters.md, "Rosters"): a combatant entry `{ sheet: goblin, side:
 * monsters, count: 5 }` becomes the roster's sheet with the entry's fields over it, in `count`
 * numbered copies (Goblin 1 … Goblin 5, ids goblin-1 … goblin-5), each with its own overrides.
 * The fields merge shallowly, like YAML merge keys: a field given beside `sheet:` replaces the
 * roster's whole field. Each combatant keeps its origin, so that a problem the rule set finds in
 * it is reported where its field was written: the entry, its override, or the roster.
 */
import {
  hasOwn,
  idProblem,
  own,
  type CombatantEntry,
  type CombatState,
  type Command,
  type Result,
} from '../../engine/index.js';
import { isRecord, Issues } from '../file-issue.js';
import { didYouMean } from '../suggest.js';
import { YamlSource, type PathStep } from '../yaml-source.js';
import type { Roster } from './file.js';

/** The sheets of an encounter's rosters by name (a name in two rosters: the later one). */
export interface RosterBook {
  readonly sheets: Readonly<Record<string, { readonly roster: Roster; readonly name: string }>>;
}

export const EMPTY_BOOK: RosterBook = { sheets: {} };

export const MAX_COUNT = 50;
/** Combatants of one encounter after the copies are made. */
export const MAX_COMBATANTS = 500;

/** Where a combatant of the expanded list came from. */
export interface Origin {
  /** Its entry in the file's `combatants`. */
  readonly entry: number;
  /** The copy (1-based) of an entry with `count`. */
  readonly copy?: number;
  readonly roster?: Roster;
  readonly sheet?: string;
  readonly entryFields: ReadonlySet<string>;
  readonly overrideFields: ReadonlySet<string>;
}

const REFERENCE_FIELDS = new Set(['sheet', 'count', 'overrides']);

export function bookOf(rosters: readonly Roster[]): RosterBook {
  const sheets: Record<string, { roster: Roster; name: string }> = {};
  for (const roster of rosters)
    for (const name of Object.keys(roster.sheets)) sheets[name] = { roster, name };
  return { sheets };
}

/**
 * The book of the sheets a saved log kept (SavedEncounter.rosterSheets), for AddCombatant by sheet
 * name in a resumed fight: one roster named after the log.
 */
export function bookOfSheets(
  file: string,
  ruleSet: string,
  sheets: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): RosterBook {
  const roster: Roster = {
    file,
    ruleSet,
    sheets,
    issues: new Issues(file, () => YamlSource.parse('').source),
  };
  return bookOf([roster]);
}

/** The combatants of an encounter with every sheet reference made into its copies. */
export function expandCombatants(
  entries: readonly unknown[],
  book: RosterBook,
  issues: Issues,
): { combatants: unknown[]; origins: Origin[] } {
  const combatants: unknown[] = [];
  const origins: Origin[] = [];
  entries.forEach((entry, i) => {
    if (!isRecord(entry) || !hasOwn(entry, 'sheet')) {
      combatants.push(entry);
      origins.push({ entry: i, entryFields: new Set(), overrideFields: new Set() });
      return;
    }
    const made = copiesOf(entry, book, ['combatants', i], issues);
    for (const c of made) {
      combatants.push(c.combatant);
      origins.push({ entry: i, ...c.origin });
    }
  });
  if (combatants.length > MAX_COMBATANTS)
    issues.add(
      ['combatants'],
      `${String(combatants.length)} combatants after the copies: at most ${String(MAX_COMBATANTS)}`,
      'lower the counts',
    );
  return { combatants, origins };
}

interface Copy {
  readonly combatant: Record<string, unknown>;
  readonly origin: Omit<Origin, 'entry'>;
}

function copiesOf(
  entry: Record<string, unknown>,
  book: RosterBook,
  at: readonly PathStep[],
  issues: Issues,
): Copy[] {
  const found = sheetOf(entry['sheet'], book, at, issues);
  const count = countOf(entry['count'], at, issues);
  const overrides = overridesOf(entry['overrides'], count ?? 1, at, issues);
  if (!found || count === undefined || !overrides) return [];
  const { roster, name } = found;
  const own = Object.fromEntries(Object.entries(entry).filter(([k]) => !REFERENCE_FIELDS.has(k)));
  const base = { ...(roster.sheets[name] ?? {}), ...own };
  const id = typeof own['id'] === 'string' ? own['id'] : name;
  const shown = typeof base['name'] === 'string' ? base['name'] : id;
  const entryFields = new Set(Object.keys(own));
  const copies: Copy[] = [];
  for (let k = 1; k <= count; k++) {
    const over = overrides[k] ?? {};
    const numbered =
      count === 1 ? { id, name: shown } : { id: `${id}-${k}`, name: `${shown} ${k}` };
    copies.push({
      combatant: { ...base, ...numbered, ...over },
      origin: {
        ...(count === 1 ? {} : { copy: k }),
        roster,
        sheet: name,
        entryFields,
        overrideFields: new Set(Object.keys(over)),
      },
    });
  }
  return copies;
}

function sheetOf(
  value: unknown,
  book: RosterBook,
  at: readonly PathStep[],
  issues: Issues,
): { roster: Roster; name: string } | undefined {
  const known = Object.keys(book.sheets);
  const found = typeof value === 'string' ? own(book.sheets, value) : undefined;
  if (found) return found;
  const listed =
    known.length === 0
      ? 'no roster is included: add e.g. rosters: [./bestiary.yaml] at the top of the file'
      : `the sheets of the rosters are ${known.join(', ')}`;
  issues.add(
    [...at, 'sheet'],
    typeof value === 'string'
      ? `unknown sheet "${value}"`
      : 'sheet is the name of a roster sheet, e.g. goblin',
    `${typeof value === 'string' ? didYouMean(value, known) : ''}${listed}`,
  );
  return undefined;
}

function countOf(value: unknown, at: readonly PathStep[], issues: Issues): number | undefined {
  if (value === undefined) return 1;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_COUNT)
    return value;
  issues.add(
    [...at, 'count'],
    `count is a whole number from 1 to ${String(MAX_COUNT)}, not ${JSON.stringify(value)}`,
    'count: 5 makes five numbered copies (Goblin 1 … Goblin 5)',
  );
  return undefined;
}

/** `overrides: { 2: { name: Grosk } }`: fields of one copy, by its number. */
function overridesOf(
  value: unknown,
  count: number,
  at: readonly PathStep[],
  issues: Issues,
): Record<number, Record<string, unknown>> | undefined {
  if (value === undefined) return {};
  const hint = `overrides is a map from a copy's number (1 to ${String(count)}) to its fields, e.g. overrides: { 2: { name: Grosk } }`;
  if (!isRecord(value)) {
    issues.add([...at, 'overrides'], 'overrides is a map of copy numbers', hint);
    return undefined;
  }
  const out: Record<number, Record<string, unknown>> = {};
  let good = true;
  for (const [key, fields] of Object.entries(value)) {
    const n = /^\d+$/.test(key) ? Number(key) : NaN;
    const here = [...at, 'overrides', key];
    if (!(n >= 1 && n <= count)) {
      issues.add(here, `there is no copy ${key}: the copies are 1 to ${String(count)}`, hint);
      good = false;
    } else if (!isRecord(fields) || Object.keys(fields).some((k) => REFERENCE_FIELDS.has(k))) {
      issues.add(
        here,
        'an override is a map of combatant fields (not sheet, count, overrides)',
        hint,
      );
      good = false;
    } else out[n] = fields;
  }
  return good ? out : undefined;
}

/**
 * Places a problem the rule set found in an expanded combatant (`combatants[k].weapons[0]`) where
 * its field was written: the copy's override, the entry, or the roster sheet.
 */
export function placeIssue(
  path: readonly PathStep[],
  origins: readonly Origin[],
  encounter: Issues,
  message: string,
  hint: string,
): void {
  const [first, k, field, ...rest] = path;
  const origin = typeof k === 'number' ? origins[k] : undefined;
  if (first !== 'combatants' || !origin) {
    encounter.add(path, message, hint);
    return;
  }
  const entry: PathStep[] = ['combatants', origin.entry];
  const tail = field === undefined ? [] : [field, ...rest];
  const name = typeof field === 'string' ? field : undefined;
  if (!origin.roster || origin.sheet === undefined || name === undefined)
    encounter.add([...entry, ...tail], message, hint);
  else if (origin.copy !== undefined && origin.overrideFields.has(name))
    encounter.add([...entry, 'overrides', String(origin.copy), ...tail], message, hint);
  else if (origin.entryFields.has(name) || !hasOwn(origin.roster.sheets[origin.sheet], name))
    encounter.add([...entry, ...tail], message, hint);
  else origin.roster.issues.add(['sheets', origin.sheet, ...tail], message, hint);
}

/**
 * A combatant from a roster sheet reference, for the GM's AddCombatant in the middle of a fight
 * (`g AddCombatant {sheet: goblin, side: monsters}`): the sheet with the reference's fields over
 * it, under the first free id (goblin, else goblin-N after the highest copy in the fight, named
 * "Goblin N"). The rule set checks the sheet when the command is sent.
 */
export function combatantFromRoster(
  book: RosterBook,
  reference: unknown,
  takenIds: readonly string[],
): Result<CombatantEntry, string> {
  if (!isRecord(reference) || typeof reference['sheet'] !== 'string')
    return {
      ok: false,
      error: 'a sheet reference is a map with sheet (a roster sheet name) and side',
    };
  const name = reference['sheet'];
  const found = own(book.sheets, name);
  const known = Object.keys(book.sheets);
  if (!found)
    return {
      ok: false,
      error: `unknown sheet "${name}": ${didYouMean(name, known)}${known.length === 0 ? 'the encounter includes no roster' : `the sheets are ${known.join(', ')}`}`,
    };
  const extra = Object.keys(reference).find((k) => k === 'count' || k === 'overrides');
  if (extra !== undefined)
    return { ok: false, error: `${extra} is for encounter files: add one at a time` };
  const own_ = Object.fromEntries(Object.entries(reference).filter(([k]) => k !== 'sheet'));
  const base = { ...(found.roster.sheets[name] ?? {}), ...own_ };
  const wanted = typeof own_['id'] === 'string' ? own_['id'] : name;
  const shown = typeof base['name'] === 'string' ? base['name'] : wanted;
  const bad = idProblem(wanted);
  if (bad !== undefined) return { ok: false, error: `id: ${bad}` };
  const taken = new Set(takenIds);
  const copies = takenIds.flatMap((t) => {
    const m = /^(.*)-(\d+)$/.exec(t);
    return m?.[1] === wanted ? [Number(m[2])] : [];
  });
  if (!taken.has(wanted) && copies.length === 0) {
    const combatant = { ...base, id: wanted, name: shown } as unknown as CombatantEntry;
    return { ok: true, value: combatant };
  }
  // The next number after the highest copy: Goblin 6 joins Goblin 1 … Goblin 5.
  let n = Math.max(1, ...copies) + 1;
  while (taken.has(`${wanted}-${String(n)}`)) n++;
  const id = `${wanted}-${String(n)}`;
  const label = typeof own_['name'] === 'string' ? own_['name'] : `${shown} ${String(n)}`;
  const combatant = { ...base, id, name: label } as unknown as CombatantEntry;
  return { ok: true, value: combatant };
}

/**
 * The GM's `AddCombatant { sheet: goblin, side: monsters }` made into the kernel's
 * `AddCombatant { combatant: {...} }` through combatantFromRoster; any other command as it is.
 */
export function withRosterSheet(
  book: RosterBook,
  state: CombatState,
  command: Command,
): Result<Command> {
  const data = command.data;
  if (command.type !== 'AddCombatant' || !isRecord(data) || !hasOwn(data, 'sheet'))
    return { ok: true, value: command };
  const made = combatantFromRoster(book, data, Object.keys(state.combatants));
  if (!made.ok) return { ok: false, error: { code: 'gm/bad-combatant', message: made.error } };
  return { ok: true, value: { ...command, data: { combatant: made.value } } };
}
