/** Creating a combat from an encounter: the kernel's half of the check, the rule set's `setup` for sheets. */
import type { Seed } from '../dice/index.js';
import type {
  Combatant,
  CombatState,
  Position,
  Result,
  RuleSet,
  ValidationIssue,
} from './types.js';
import { hasOwn } from './own.js';

/** One combatant of an encounter: kernel fields, plus the rule set's sheet fields beside them. */
export interface CombatantEntry {
  readonly id: string;
  readonly name?: string;
  readonly side: string;
  readonly position?: Position;
  readonly [sheetField: string]: unknown;
}

export interface EncounterSpec {
  readonly ruleSet: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seed?: Seed;
  readonly combatants: readonly unknown[];
}

const KERNEL_FIELDS = new Set(['id', 'name', 'side', 'position']);

/**
 * Names every JavaScript object already has (`__proto__`, `constructor`, `toString`, ...): refused
 * as ids and sides where they enter, so that no record keyed by them can reach Object.prototype.
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  '__proto__',
]);

/** Whether `name` is a member name of every object (`constructor`, `__proto__`, ...). */
export function isPrototypeName(name: string): boolean {
  return PROTOTYPE_NAMES.has(name);
}

/** The id rule (docs/encounters.md), or undefined when `id` follows it. */
export function idProblem(id: unknown): string | undefined {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(id))
    return 'an id of letters, digits, - or _ (at most 40), e.g. "akodo"';
  if (id === 'gm') return '"gm" is the GM in a command\'s meta.actor: pick another id, e.g. "gm-1"';
  if (isPrototypeName(id))
    return `"${id}" is a name every JavaScript object has (like __proto__, constructor, toString): pick another id, e.g. "${id}-1"`;
  return undefined;
}

export function makeCombatant(
  rs: RuleSet,
  entry: unknown,
  options: Readonly<Record<string, unknown>>,
  path: string,
): Result<Combatant, readonly ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return {
      ok: false,
      error: [{ path, message: 'a combatant is an object with id, side and the sheet fields' }],
    };
  }
  const e = entry as Record<string, unknown>;
  const id = e['id'];
  const side = e['side'];
  const position = e['position'] ?? { x: 0, y: 0 };
  const badId = idProblem(id);
  if (badId !== undefined) issues.push({ path: `${path}.id`, message: badId });
  if (typeof side !== 'string' || side.length === 0)
    issues.push({ path: `${path}.side`, message: 'a side such as "lion"' });
  else if (side.length > 80)
    issues.push({ path: `${path}.side`, message: 'a side is at most 80 characters' });
  else if (isPrototypeName(side))
    issues.push({
      path: `${path}.side`,
      message: `"${side}" is a name every JavaScript object has (like __proto__, constructor): pick another side, e.g. "${side}-side"`,
    });
  if (e['name'] !== undefined && typeof e['name'] !== 'string')
    issues.push({ path: `${path}.name`, message: 'a name is text' });
  const p = position as Partial<Position>;
  if (typeof p !== 'object' || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
    issues.push({ path: `${path}.position`, message: 'a position is { x, y } in the map unit' });
  }
  const sheet = Object.fromEntries(Object.entries(e).filter(([k]) => !KERNEL_FIELDS.has(k)));
  const setup = rs.setup(sheet, options);
  if (!setup.ok)
    issues.push(
      ...setup.error.map((i) => ({
        path: i.path ? `${path}.${i.path}` : path,
        message: i.message,
      })),
    );
  if (issues.length > 0 || !setup.ok) return { ok: false, error: issues };
  return {
    ok: true,
    value: {
      id: id as string,
      name: typeof e['name'] === 'string' ? e['name'] : (id as string),
      side: side as string,
      position: { x: p.x as number, y: p.y as number },
      conditions: [],
      initiative: null,
      tiebreak: [],
      sheet: setup.value.sheet,
      data: setup.value.data,
    },
  };
}

/** Fills in option defaults and rejects unknown options or values outside their choices. */
export function resolveOptions(
  rs: RuleSet,
  given: Readonly<Record<string, unknown>> = {},
): Result<Record<string, unknown>, readonly ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  // A caller in plain JavaScript (or a server) may pass anything: the type is not trusted.
  const raw: unknown = given;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return {
      ok: false,
      error: [{ path: 'options', message: 'options is a map of the GM’s options' }],
    };
  const options: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(rs.options)) {
    const value = hasOwn(given, key) ? given[key] : spec.default;
    if (spec.choices && !spec.choices.some((c) => JSON.stringify(c) === JSON.stringify(value))) {
      issues.push({
        path: `options.${key}`,
        message: `one of ${spec.choices.map((c) => JSON.stringify(c)).join(', ')}`,
      });
    }
    if (spec.check && hasOwn(given, key)) issues.push(...spec.check(value));
    options[key] = value;
  }
  for (const key of Object.keys(given)) {
    if (!hasOwn(rs.options, key)) {
      issues.push({
        path: `options.${key}`,
        message: `unknown option; ${rs.id} has ${Object.keys(rs.options).join(', ') || 'none'}`,
      });
    }
  }
  return issues.length ? { ok: false, error: issues } : { ok: true, value: options };
}

/** A combat in setup, ready for StartCombat. */
export function createCombat(
  rs: RuleSet,
  spec: EncounterSpec,
): Result<CombatState, readonly ValidationIssue[]> {
  const raw: unknown = spec;
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as EncounterSpec).combatants))
    return {
      ok: false,
      error: [{ path: 'combatants', message: 'combatants is a list of combatants' }],
    };
  const opts = resolveOptions(rs, spec.options);
  const issues: ValidationIssue[] = opts.ok ? [] : [...opts.error];
  const options = opts.ok ? opts.value : {};
  const combatants: Record<string, Combatant> = {};
  spec.combatants.forEach((entry, i) => {
    const made = makeCombatant(rs, entry, options, `combatants[${i}]`);
    if (!made.ok) issues.push(...made.error);
    else if (hasOwn(combatants, made.value.id))
      issues.push({ path: `combatants[${i}].id`, message: `${made.value.id} is used twice` });
    else combatants[made.value.id] = made.value;
  });
  if (issues.length) return { ok: false, error: issues };
  return {
    ok: true,
    value: {
      ruleSet: rs.id,
      options,
      seed: spec.seed ?? 0,
      version: 0,
      status: 'setup',
      round: 0,
      order: Object.keys(combatants),
      current: null,
      turnUsed: false,
      acted: [],
      delayed: [],
      suspended: [],
      pending: null,
      combatants,
      game: rs.initialGame(options),
      outcome: null,
    },
  };
}
