/**
 * Plainer messages for the rule set's sheet checks (issue 16, item 7): an unknown field gets a
 * "did you mean" like the top-level fields (`weapon` → `weapons`, `hp` → `health`) and the list
 * of the fields there, from the rule set's JSON Schema; a field left out says "is required". Other
 * messages pass as the rule set wrote them.
 */
import { own, type RuleSet } from '../../engine/index.js';
import { SHEET_SCHEMAS } from '../../rulesets/registry.js';
import { isRecord } from '../file-issue.js';
import { encounterSchema, type JsonSchema } from '../schemas.js';
import { closest } from '../suggest.js';
import type { PathStep } from '../yaml-source.js';

export interface Explained {
  readonly path: readonly PathStep[];
  readonly message: string;
  /** Absent: the usual hint of the field. */
  readonly hint?: string;
}

/** Names people use for a field, by what they mean: tried when no spelling is close. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  hp: ['health', 'wounds'],
  hitpoints: ['health', 'wounds'],
  life: ['health', 'wounds'],
  ac: ['defense', 'armor'],
  armour: ['armor'],
  dmg: ['damage'],
  str: ['strength'],
  dex: ['agility'],
  attack: ['hitBonus', 'accuracy'],
  tohit: ['hitBonus', 'accuracy'],
  init: ['initiativeBonus'],
  move: ['speed', 'movement'],
};

/** zod's type names in plain words. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'a number',
  string: 'a text',
  array: 'a list',
  object: 'a map',
  boolean: 'true or false',
  record: 'a map',
};

const schemas = new Map<string, JsonSchema | undefined>();

function schemaOf(rs: RuleSet): JsonSchema | undefined {
  if (!schemas.has(rs.id)) {
    const sheet = own(SHEET_SCHEMAS, rs.id);
    // Only the built-in rule sets' schemas: one loaded with --rules has its own fields.
    schemas.set(rs.id, sheet ? encounterSchema(rs, sheet) : undefined);
  }
  return schemas.get(rs.id);
}

/** The property names a combatant may have at `steps` (after `combatants[k]`), per the schema. */
export function fieldsAt(rs: RuleSet, steps: readonly PathStep[]): string[] | undefined {
  const root = schemaOf(rs);
  const defs = isRecord(root?.['$defs']) ? root['$defs'] : {};
  const expand = (node: unknown, depth = 0): JsonSchema[] => {
    if (!isRecord(node) || depth > 8) return [];
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/$defs/'))
      return expand(own(defs, ref.slice('#/$defs/'.length)), depth + 1);
    const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => {
      const b = node[k];
      return Array.isArray(b) ? b.flatMap((x) => expand(x, depth + 1)) : [];
    });
    return [node, ...branches];
  };
  let nodes = expand(own(defs, 'combatant'));
  for (const step of steps) {
    nodes = nodes.flatMap((n) => {
      if (typeof step === 'number') return expand(n['items']);
      const props = n['properties'];
      return isRecord(props) ? expand(own(props, step)) : [];
    });
  }
  const names = nodes.flatMap((n) =>
    isRecord(n['properties']) ? Object.keys(n['properties']) : [],
  );
  return names.length === 0 ? undefined : [...new Set(names)];
}

/** The closest known field: by spelling, else by meaning (SYNONYMS). */
export function suggestField(word: string, known: readonly string[]): string | undefined {
  return (
    closest(word, known) ?? (own(SYNONYMS, word.toLowerCase()) ?? []).find((s) => known.includes(s))
  );
}

function valueAt(value: unknown, steps: readonly PathStep[]): unknown {
  let v = value;
  for (const s of steps) {
    if (Array.isArray(v) && typeof s === 'number') v = v[s];
    else if (isRecord(v) && typeof s === 'string') v = own(v, s);
    else return undefined;
  }
  return v;
}

/**
 * One problem the rule set found in combatant `combatants[k]` (path `['combatants', k, ...]`) as
 * the user should read it; an unknown-keys message becomes one problem per key.
 */
export function explain(
  rs: RuleSet,
  combatants: readonly unknown[],
  path: readonly PathStep[],
  message: string,
): Explained[] {
  const [first, k, ...inner] = path;
  if (first !== 'combatants' || typeof k !== 'number') return [{ path, message }];
  const unknown = /^Unrecognized keys?: (.+)$/.exec(message);
  if (unknown?.[1] !== undefined) {
    const keys = [...unknown[1].matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
    const known = fieldsAt(rs, inner);
    return keys.map((key) => {
      const near = known ? suggestField(key, known) : undefined;
      return {
        path: [...path, key],
        message: `unknown field "${key}"`,
        ...(known
          ? {
              hint: `${near === undefined ? '' : `did you mean "${near}"? `}the fields here are ${known.join(', ')}`,
            }
          : {}),
      };
    });
  }
  // A rule set's table of names ("name one of a, b, c"): the closest one as the hint.
  const table = /^"([^"]+)" is not in .* name one of (.+)$/.exec(message);
  if (table?.[1] !== undefined && table[2] !== undefined) {
    const near = closest(table[1], table[2].split(', '));
    if (near !== undefined) return [{ path, message, hint: `did you mean "${near}"?` }];
  }
  const last = inner[inner.length - 1];
  if (typeof last === 'string' && valueAt(combatants[k], inner) === undefined) {
    const type = /^Invalid input: expected (\w+), received undefined$/.exec(message)?.[1];
    const what = type === undefined ? message : (own(TYPE_WORDS, type) ?? `a ${type}`);
    return [{ path, message: `${last} is required (${what})` }];
  }
  return [{ path, message }];
}
