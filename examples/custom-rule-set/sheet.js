// @ts-check
/**
 * SHARED DATA: the character sheet of Two Sixes (README, sentence 1) and its check. `setup` of the
 * RuleSet (index.js) calls `readSheet` on each combatant's sheet fields of an encounter file.
 */
import { dice } from 'fray';

/** @import { Result, ValidationIssue } from 'fray' */

/**
 * @typedef {object} Weapon
 * @property {string} name
 * @property {string} damage a dice expression, e.g. `1d6+1`
 */
/**
 * @typedef {object} Sheet
 * @property {number} hp Hit Points, 1 to 99
 * @property {number} skill 0 to 6, added to attack rolls
 * @property {number} armor 0 to 6, taken off the damage of a hit
 * @property {number} speed 1 to 6, added to initiative
 * @property {Weapon} weapon
 */

/** The sheet's numbers and their ranges (sentence 1). */
export const RANGES = /** @type {const} */ ({
  hp: [1, 99],
  skill: [0, 6],
  armor: [0, 6],
  speed: [1, 6],
});

/**
 * A checked sheet, or the issues of every bad field (paths relative to the combatant).
 * @param {unknown} raw
 * @returns {Result<Sheet, readonly ValidationIssue[]>}
 */
export function readSheet(raw) {
  /** @type {ValidationIssue[]} */
  const issues = [];
  const s = /** @type {Record<string, unknown>} */ (
    typeof raw === 'object' && raw !== null ? raw : {}
  );
  for (const key of Object.keys(s))
    if (!(key in RANGES) && key !== 'weapon')
      issues.push({
        path: key,
        message: `unknown sheet field; the fields are hp, skill, armor, speed, weapon`,
      });
  /** @type {Record<string, number>} */
  const numbers = {};
  for (const [key, [min, max]] of Object.entries(RANGES)) {
    const v = s[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      issues.push({ path: key, message: `${key} is a whole number from ${min} to ${max}` });
    else numbers[key] = v;
  }
  const w = /** @type {Record<string, unknown> | undefined} */ (
    typeof s['weapon'] === 'object' && s['weapon'] !== null ? s['weapon'] : undefined
  );
  const name = w?.['name'];
  const damage = w?.['damage'];
  if (!w)
    issues.push({
      path: 'weapon',
      message: 'weapon is { name, damage }, e.g. { name: sword, damage: 1d6+1 }',
    });
  else {
    if (typeof name !== 'string' || name === '')
      issues.push({ path: 'weapon.name', message: 'the weapon has a name' });
    if (typeof damage !== 'string' || !isNotation(damage))
      issues.push({ path: 'weapon.damage', message: 'damage is a dice expression such as 1d6+1' });
  }
  if (issues.length > 0) return { ok: false, error: issues };
  return {
    ok: true,
    value: {
      hp: numbers['hp'] ?? 1,
      skill: numbers['skill'] ?? 0,
      armor: numbers['armor'] ?? 0,
      speed: numbers['speed'] ?? 1,
      weapon: { name: String(name), damage: String(damage) },
    },
  };
}

/** @param {string} text */
function isNotation(text) {
  try {
    dice.parse(text);
    return true;
  } catch {
    return false;
  }
}
