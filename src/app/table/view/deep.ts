/**
 * The deep walks of the player view (view.ts): does a value mention a combatant, and the copies of
 * a value without what a player may not see (sheets and data of others' combatants; numbers and
 * roll records). Values are JSON data (event and command data): plain objects, arrays, strings,
 * numbers, booleans, null. Copies are made with Object.fromEntries, so a key such as `__proto__`
 * stays an own key and never becomes a prototype.
 */

/** What a string is tested against: combatants' ids and names. */
export interface Watch {
  readonly ids: ReadonlySet<string>;
  readonly names: readonly string[];
}

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const DROP = Symbol('drop');

const WORD = /[\p{L}\p{N}]/u;

/**
 * True when `word` is `s`, or, 3 characters or more, stands in `s` as a word of its own (no
 * letter or digit just before or after it): `slow-by-orc` and "pinned by Snaga" mention `orc`
 * and `Snaga`, `orc-10` does not mention `orc-1`.
 */
export function within(s: string, word: string): boolean {
  if (s === word) return true;
  if (word.length < 3) return false;
  for (let at = s.indexOf(word); at >= 0; at = s.indexOf(word, at + 1)) {
    const before = s[at - 1];
    const after = s[at + word.length];
    if ((before === undefined || !WORD.test(before)) && (after === undefined || !WORD.test(after)))
      return true;
  }
  return false;
}

/** True when the string holds one of the ids or names (see {@link within}). */
export function textMentions(s: string, watch: Watch): boolean {
  if (watch.ids.has(s)) return true;
  for (const id of watch.ids) if (within(s, id)) return true;
  for (const n of watch.names) if (within(s, n)) return true;
  return false;
}

/** True when any string or key deep in the value mentions one of the watched combatants. */
export function mentions(value: unknown, watch: Watch): boolean {
  if (watch.ids.size === 0 && watch.names.length === 0) return false;
  if (typeof value === 'string') return textMentions(value, watch);
  if (Array.isArray(value)) return value.some((v) => mentions(v, watch));
  // A roll and its record are dice and notation, never a name: the bulk of an event, not walked.
  if (isRecord(value) && !isBareRoll(value))
    for (const [k, v] of Object.entries(value))
      if (textMentions(k, watch) || mentions(v, watch)) return true;
  return false;
}

const ROLL_KEYS: ReadonlySet<string> = new Set([
  'expression',
  'total',
  'record',
  'terms',
  'breakdown',
]);

/** A Rolled or a RollRecord with nothing else in it (dice/roll.ts, engine/types.ts). */
function isBareRoll(v: Readonly<Record<string, unknown>>): boolean {
  if (typeof v['expression'] !== 'string' || typeof v['total'] !== 'number') return false;
  for (const k in v) if (!ROLL_KEYS.has(k)) return false;
  return true;
}

/**
 * A copy without the strings that mention a watched combatant (an array loses them, an object
 * the keys holding them) nor the keys that do.
 */
export function withoutMentions(value: unknown, watch: Watch): unknown {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return textMentions(v, watch) ? DROP : v;
    if (Array.isArray(v)) return v.map(walk).filter((x) => x !== DROP);
    if (!isRecord(v)) return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !textMentions(k, watch))
        .map(([k, x]) => [k, walk(x)] as const)
        .filter(([, x]) => x !== DROP),
    );
  };
  return walk(value);
}

/** What {@link masked} puts in place of a string that mentions a watched combatant. */
export const MASK = 'hidden';

/**
 * A copy in which every string that mentions a watched combatant reads {@link MASK} and no key
 * mentions one: for a player's own sheet and data (l5r4e's `lastHit.turn` names the attacker).
 */
export function masked(value: unknown, watch: Watch): unknown {
  if (watch.ids.size === 0 && watch.names.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return textMentions(v, watch) ? MASK : v;
    if (Array.isArray(v)) return v.map(walk);
    if (!isRecord(v)) return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !textMentions(k, watch))
        .map(([k, x]) => [k, walk(x)]),
    );
  };
  return walk(value);
}

/**
 * A copy in which every object with a `sheet` key (a whole combatant, as CombatantAdded carries)
 * whose `id` is not one of `mine` has no `sheet` and no `data`.
 */
export function withoutOthersSheets(value: unknown, mine: ReadonlySet<string>): unknown {
  return rewrite(value, (v) => {
    if (!Object.hasOwn(v, 'sheet') || (typeof v['id'] === 'string' && mine.has(v['id'])))
      return undefined;
    return Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'sheet' && k !== 'data'));
  });
}

/**
 * A copy in which every object with a string `id` and a string `side` (a combatant entry, as
 * AddCombatant carries) that is not one of `mine` keeps only id, name, side and position: the
 * rest of it is the sheet.
 */
export function withoutOthersEntries(value: unknown, mine: ReadonlySet<string>): unknown {
  return rewrite(value, (v) => {
    const id = v['id'];
    if (typeof id !== 'string' || typeof v['side'] !== 'string' || mine.has(id)) return undefined;
    return Object.fromEntries(Object.entries(v).filter(([k]) => ENTRY_KEYS.has(k)));
  });
}

const ENTRY_KEYS: ReadonlySet<string> = new Set(['id', 'name', 'side', 'position']);

/**
 * The value with every object that `change` rewrites (undefined: left as it is, its members
 * walked) replaced; the very same value, not a copy, when nothing changed (the stream calls
 * this for every event and every player).
 */
function rewrite(
  value: unknown,
  change: (v: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>> | undefined,
): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => rewrite(v, change));
    return items.every((v, i) => v === value[i]) ? value : items;
  }
  if (!isRecord(value)) return value;
  const changed = change(value);
  if (changed !== undefined) return changed;
  const entries = Object.entries(value);
  const walked = entries.map(([k, v]) => [k, rewrite(v, change)] as const);
  return walked.every(([, v], i) => v === entries[i]?.[1]) ? value : Object.fromEntries(walked);
}

/** A position on the map: an object of exactly the finite numbers x and y. */
export function isPosition(v: unknown): boolean {
  if (!isRecord(v)) return false;
  const keys = Object.keys(v);
  return (
    keys.length === 2 &&
    typeof v['x'] === 'number' &&
    typeof v['y'] === 'number' &&
    Number.isFinite(v['x']) &&
    Number.isFinite(v['y'])
  );
}

/** A roll made (Rolled) or its full record (RollRecord): both carry an expression and a total. */
export const isRoll = (v: unknown): boolean =>
  isRecord(v) && typeof v['expression'] === 'string' && typeof v['total'] === 'number';

function strip(value: unknown): unknown {
  if (typeof value === 'number' || isRoll(value)) return DROP;
  if (isPosition(value)) return value;
  if (Array.isArray(value)) return value.map(strip).filter((v) => v !== DROP);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, strip(v)] as const)
      .filter(([, v]) => v !== DROP),
  );
}

/**
 * A copy without a single number or roll record, however deep (a key holding one is gone, an
 * array loses those items), except the {x, y} positions of the map.
 */
export function withoutNumbers(
  data: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const s = strip(data);
  return isRecord(s) ? s : {};
}
