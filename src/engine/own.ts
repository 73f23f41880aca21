/**
 * Look-ups by a user's string. A record keyed by ids that come from outside (combatant ids,
 * command targets, option names, rule set names) is read only through an own-property check, so
 * `__proto__`, `constructor` or `toString` as an id is an unknown id, never a member of
 * `Object.prototype`. State stays plain JSON: the check is in the read, not in the object.
 */

/** The value stored under `key` in `record` itself, or undefined. */
export function own<T>(
  record: Readonly<Record<string, T>> | undefined,
  key: string | undefined,
): T | undefined {
  return record !== undefined && key !== undefined && Object.hasOwn(record, key)
    ? record[key]
    : undefined;
}

/** Whether `key` is stored in `record` itself. */
export function hasOwn(record: object | undefined, key: PropertyKey | undefined): boolean {
  return record !== undefined && key !== undefined && Object.hasOwn(record, key);
}
