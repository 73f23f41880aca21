/**
 * The Elan & Moxie character sheet (seed 001): the four attributes, the flat bonuses the attack
 * procedure adds ("Accuracy bonuses", "defense bonuses", "soak bonuses", "damage bonuses"),
 * resistances by damage type, the movement score and the weapons. `sheetSchema` is also turned
 * into JSON Schema by the encounter loader (z.toJSONSchema), so it uses no transforms.
 */
import { z } from 'zod';
import type { Result, ValidationIssue } from '../../engine/index.js';
import { MAX_WOUNDS_AT_START } from './wounds.js';

/** seed 001: the listed distances an ability can be used from (Self is for abilities, issue 5). */
export const RANGE_BANDS = ['melee', 'short', 'medium', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

export const weaponSchema = z.strictObject({
  name: z.string().min(1, 'a weapon needs a name, e.g. "longsword"'),
  /** "the base damage of the attack". */
  damage: z.int(),
  /** "Strength-based" or "Moxie-based" attack: which attributes the four rolls add. */
  kind: z.enum(['strength', 'moxie']),
  /** Picks the "appropriate resistance score" of the defender. */
  damageType: z.string().min(1).default('physical'),
  range: z.enum(RANGE_BANDS).default('melee'),
  /** An Accuracy bonus of this weapon, added to the sheet's own. */
  accuracy: z.int().default(0),
});

export const sheetSchema = z.strictObject({
  agility: z.int(),
  elan: z.int(),
  strength: z.int(),
  moxie: z.int(),
  accuracyBonus: z.int().default(0),
  defenseBonus: z.int().default(0),
  soakBonus: z.int().default(0),
  damageBonus: z.int().default(0),
  /** Resistance score by damage type, e.g. { fire: 3 }; a missing type counts 0. */
  resistances: z.record(z.string(), z.int()).default({}),
  /** seed 001: "Most characters have a base movement score of 10m." */
  movement: z.number().positive().default(10),
  weapons: z.array(weaponSchema).min(1, 'at least one weapon (fists count: damage 0, melee)'),
  /** Wounds carried in from earlier fights; 20 would be dead already. */
  wounds: z.int().min(0).max(MAX_WOUNDS_AT_START).default(0),
});

export type Weapon = z.output<typeof weaponSchema>;
export type Sheet = z.output<typeof sheetSchema>;

/** The changing state of one combatant (combatant.data). */
export interface EmData {
  readonly wounds: number;
  /** Declared surprised by the GM before the fight: no turn in round 1. */
  readonly surprised: boolean;
  /** The action budget of the current turn (seed 001, "types of actions"). */
  readonly moves: number;
  readonly attacks: number;
  readonly full: boolean;
  readonly free: number;
}

export const freshBudget = { moves: 0, attacks: 0, full: false, free: 0 } as const;

const pathOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)),
    '',
  );

/** Checks a sheet: the schema, then what the schema cannot say (unique weapon names). */
export function setupSheet(
  input: unknown,
): Result<{ sheet: Sheet; data: EmData }, readonly ValidationIssue[]> {
  const parsed = sheetSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      error: parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })),
    };
  }
  const sheet = parsed.data;
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  sheet.weapons.forEach((w, i) => {
    if (seen.has(w.name))
      issues.push({ path: `weapons[${i}].name`, message: `${w.name} is listed twice` });
    seen.add(w.name);
  });
  if (issues.length > 0) return { ok: false, error: issues };
  const data: EmData = { wounds: sheet.wounds, surprised: false, ...freshBudget };
  return { ok: true, value: { sheet, data } };
}
