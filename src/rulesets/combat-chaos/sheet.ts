/**
 * The combat-chaos character sheet: every field of an encounter's combatant entry besides id, name,
 * side and position. The zod schema is exported as `sheetSchema` (the encounter loader turns it into
 * JSON Schema), so it holds no transforms; the checks JSON Schema cannot say (dice notation, unique
 * weapon names, a range on missile weapons) are made in `setupSheet`.
 */
import { z } from 'zod';
import { DiceError, parse } from '../../dice/index.js';
import type { ValidationIssue } from '../../engine/index.js';

const int = (what: string) =>
  z.number({ error: `${what}: a whole number` }).int(`${what}: a whole number`);

export const weaponSchema = z
  .strictObject({
    name: z.string().min(1, 'a weapon needs a name, e.g. "longsword"'),
    // seed 002: "roll a d20 and add the weapons calculated hit bonus"
    hitBonus: int('the weapon’s calculated hit bonus, e.g. 5'),
    // seed 002: "roll the damage die and add any calculated bonuses"
    damage: z.string().min(1, 'damage in dice notation, e.g. "1d8+3"'),
    // seed 002: "Melee attacks must be made within a weapon's reach"
    reach: z.number().positive('reach in feet, e.g. 5 (10 for a polearm)').default(5),
    keywords: z.array(z.string()).default([]),
    /** Missile weapons (keyword `missile`): how far they shoot, in feet. */
    range: z.number().positive('range in feet, e.g. 80').optional(),
  })
  .describe(
    'A weapon: name, hitBonus, damage ("1d8+3"), reach (ft), keywords, range (ft, missile)',
  );

/**
 * A spell (seed 002: "Damaging spells can only score critical hits if they use spellcraft as an
 * attack bonus. Spells that involve a saving throw can never score critical hits."). Either an
 * attack roll (`attack`: 'spellcraft' for d20 + spellcraft, or a number: a hit bonus of its own)
 * or a saving throw (`save`: the target rolls d20 + its `save` bonus against `dc`).
 */
export const spellSchema = z
  .strictObject({
    name: z.string().min(1, 'a spell needs a name, e.g. "firebolt"'),
    /** Cast with the action (default) or the bonus action. */
    action: z.enum(['action', 'bonus']).default('action'),
    /** How far it reaches, in feet. */
    range: z.number().positive('range in feet, e.g. 60').default(60),
    damage: z.string().min(1, 'damage in dice notation, e.g. "2d6"'),
    attack: z.union([z.literal('spellcraft'), int('a spell’s own hit bonus')]).optional(),
    save: z
      .strictObject({
        dc: int('the saving throw’s DC, e.g. 13'),
        /** Half damage on a successful save (else none). */
        half: z.boolean().default(true),
      })
      .optional(),
  })
  .describe('A spell: name, action, range (ft), damage, and attack or save');

const skillsSchema = z
  .strictObject({
    athletics: int('athletics').default(0),
    acrobatics: int('acrobatics').default(0),
    stealth: int('stealth').default(0),
    spellcraft: int('spellcraft').default(0),
  })
  .default({ athletics: 0, acrobatics: 0, stealth: 0, spellcraft: 0 });

export const sheetSchema = z
  .strictObject({
    // seed 002: "If the resulting number meets or exceeds a targets defense"
    defense: int('defense, e.g. 14'),
    // seed 002: "Deduct the targets soak value from this damage if applicable"
    soak: int('soak').min(0, 'soak is 0 or more').default(0),
    // seed 002: "The target then sustains any remaining damage to its health pool" (the pool's maximum)
    health: int('health, e.g. 20').min(1, 'health is at least 1'),
    speed: z.number().min(0, 'speed in feet, 0 or more').default(30),
    might: int('might modifier').default(0),
    unarmedDie: z.string().min(1).default('1d4'),
    // seed 002: "against the highest enemy alertness value"
    alertness: int('alertness').default(0),
    skills: skillsSchema,
    level: int('level').min(1, 'level is 1 or more').default(1),
    class: z.string().default(''),
    // seed 002: "If you have the extra attack ability you attack twice"
    extraAttack: z.boolean().default(false),
    initiativeBonus: int('initiativeBonus').default(0),
    weapons: z
      .array(weaponSchema)
      .min(1, 'at least one weapon (fists count: { name: fists, ... })'),
    spells: z.array(spellSchema).default([]),
    /** Saving throw bonus against spells with a save. */
    save: int('save bonus').default(0),
    /**
     * The standing choice for reactions (seed 002: reactions fire on others' turns): 'ask' pauses
     * the turn and asks (default); 'always' takes every reaction offered at once; 'never' declines.
     */
    reactions: z.enum(['ask', 'always', 'never']).default('ask'),
  })
  .describe('A combat-chaos combatant sheet');

export type Sheet = z.output<typeof sheetSchema>;
export type Weapon = z.output<typeof weaponSchema>;

export type Spell = z.output<typeof spellSchema>;

export const isMissile = (w: Weapon): boolean => w.keywords.includes('missile');
/** A polearm (Brace, Charge's +4). */
export const isPolearm = (w: Weapon): boolean => w.keywords.includes('polearm');
/** Fists, claws, a bite: keyword `unarmed` (or `natural`); such a weapon does not make one "armed". */
export const isUnarmed = (w: Weapon): boolean =>
  w.keywords.includes('unarmed') || w.keywords.includes('natural');

/** `weapons[1].name` from zod's path. */
function pathOf(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out;
}

function notationIssue(path: string, notation: string): ValidationIssue | undefined {
  try {
    parse(notation);
    return undefined;
  } catch (e) {
    if (e instanceof DiceError) return { path, message: `bad dice notation: ${e.message}` };
    throw e;
  }
}

/** Checks what JSON Schema cannot: dice notation, unique weapon names, ranges of missile weapons. */
function deeperIssues(sheet: Sheet): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const unarmed = notationIssue('unarmedDie', sheet.unarmedDie);
  if (unarmed) issues.push(unarmed);
  const names = new Set<string>();
  sheet.weapons.forEach((w, i) => {
    const bad = notationIssue(`weapons[${i}].damage`, w.damage);
    if (bad) issues.push(bad);
    if (names.has(w.name))
      issues.push({ path: `weapons[${i}].name`, message: `${w.name} is listed twice` });
    names.add(w.name);
    if (isMissile(w) && w.range === undefined)
      issues.push({
        path: `weapons[${i}].range`,
        message: 'a missile weapon needs a range in feet',
      });
  });
  const spellNames = new Set<string>();
  sheet.spells.forEach((sp, i) => {
    const bad = notationIssue(`spells[${i}].damage`, sp.damage);
    if (bad) issues.push(bad);
    if (spellNames.has(sp.name))
      issues.push({ path: `spells[${i}].name`, message: `${sp.name} is listed twice` });
    spellNames.add(sp.name);
    if ((sp.attack === undefined) === (sp.save === undefined))
      issues.push({
        path: `spells[${i}]`,
        message: 'a spell has either an attack (spellcraft or a hit bonus) or a save { dc }',
      });
  });
  return issues;
}

export function parseSheet(
  input: unknown,
): { ok: true; sheet: Sheet } | { ok: false; issues: ValidationIssue[] } {
  const r = sheetSchema.safeParse(input);
  if (!r.success)
    return {
      ok: false,
      issues: r.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })),
    };
  const issues = deeperIssues(r.data);
  return issues.length ? { ok: false, issues } : { ok: true, sheet: r.data };
}
