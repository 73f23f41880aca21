/**
 * The Elan & Moxie character sheet (seed 001): the four attributes, the flat bonuses the attack
 * procedure adds ("Accuracy bonuses", "defense bonuses", "soak bonuses", "damage bonuses"),
 * resistances by damage type, the movement score and the weapons. `sheetSchema` is also turned
 * into JSON Schema by the encounter loader (z.toJSONSchema), so it uses no transforms.
 */
import { z } from 'zod';
import type { Result, ValidationIssue } from '../../engine/index.js';

/**
 * The wound track (seed 001): "A character who suffers a wound is damaged, but still capable of
 * fighting until he reaches 15 wounds. At 15 wounds, the character collapses ... If a character
 * reaches 20 wounds, he immediately dies". Here, below every rule folder, because the sheet's
 * `wounds` field and the state's health read them; wounds/ applies them.
 */
export const COLLAPSE_AT = 15;
export const DEATH_AT = 20;
/** An encounter may bring a combatant in wounded, but not dead. */
export const MAX_WOUNDS_AT_START = DEATH_AT - 1;

/** seed 001: the listed distances an ability can be used from (weapons have all but Self). */
export const RANGE_BANDS = ['melee', 'short', 'medium', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];
export const ABILITY_RANGES = ['self', ...RANGE_BANDS] as const;
export type AbilityRange = (typeof ABILITY_RANGES)[number];

/** seed 001: "five types of actions - Full, Move, Attack, Free, and Channeled" (Channeled is a flag). */
export const ACTION_TYPES = ['full', 'move', 'attack', 'free'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** What a condition changes while it lasts (added to the numbers of the attack procedure). */
export const modifiersSchema = z.strictObject({
  defense: z.int().optional(),
  accuracy: z.int().optional(),
  soak: z.int().optional(),
  damage: z.int().optional(),
  /** Metres added to the movement score (a negative number slows). */
  movement: z.number().optional(),
});
export type Modifiers = z.output<typeof modifiersSchema>;

/** A condition an ability puts on whom it affects (on a hit, for an ability with an attack roll). */
export const effectSchema = z.strictObject({
  name: z.string().min(1),
  /**
   * Rounds it lasts, counted at the start of the user's action (seed 001). Absent: as long as the
   * user channels the ability (a channeled ability), or for the rest of the fight.
   */
  rounds: z.int().min(1).max(100).optional(),
  modifiers: modifiersSchema.default({}),
});
export type Effect = z.output<typeof effectSchema>;

/** seed 001: "Cone: ... as long at any point as it is wide"; "Line: ... a set width (assume 2m ...)". */
export const areaSchema = z.discriminatedUnion('shape', [
  z.strictObject({ shape: z.literal('cone'), length: z.number().positive() }),
  z.strictObject({
    shape: z.literal('line'),
    length: z.number().positive(),
    width: z.number().positive().default(2),
  }),
]);
export type Area = z.output<typeof areaSchema>;

/**
 * An ability as data (issue 5): the engine applies it. With `attack`, each creature it affects is
 * attacked as seed 001 says (to hit, then to soak `damage` when there is damage) and the effects
 * land on a hit; without, the effects (and `heal`) land on each creature affected.
 */
export const abilitySchema = z.strictObject({
  name: z.string().min(1, 'an ability needs a name, e.g. "frost ray"'),
  description: z.string().optional(),
  /** The action type it is used with. */
  action: z.enum(ACTION_TYPES).default('attack'),
  /** seed 001: "a Channeled action itself is a modifier, added on to one of the other action types". */
  channeled: z.boolean().default(false),
  range: z.enum(ABILITY_RANGES).default('melee'),
  area: areaSchema.optional(),
  /** Whom an area (or a single target) may affect: foes, friends, or everyone. */
  affects: z.enum(['foes', 'friends', 'all']).optional(),
  /** A Strength-based or Moxie-based attack roll; absent: no roll, the effects simply land. */
  attack: z.enum(['strength', 'moxie']).optional(),
  /** Base damage (with `attack`); absent: the attack only carries effects. */
  damage: z.int().optional(),
  damageType: z.string().min(1).default('physical'),
  accuracy: z.int().default(0),
  effects: z.array(effectSchema).default([]),
  /** seed 001: "Some abilities can cure wounds": wounds cured on each creature affected. */
  heal: z.int().min(1).optional(),
  /** seed 001: an attack "that states it disrupts channeled attacks" (on a hit). */
  disruptsChanneling: z.boolean().default(false),
  /** Metres the target is pushed straight away from the user on a hit (it "moves the character"). */
  push: z.number().positive().optional(),
  /** Knocks the target prone on a hit. */
  knocksProne: z.boolean().default(false),
  /** seed 001: "unless a character specifically has an ability that says it can be used as an Attack of Opportunity". */
  opportunity: z.boolean().default(false),
});
export type Ability = z.output<typeof abilitySchema>;

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
  /** A natural weapon (claws, fists) cannot be disarmed. */
  natural: z.boolean().default(false),
  /** seed 001: an attack "that states it disrupts channeled attacks" (on a hit). */
  disruptsChanneling: z.boolean().default(false),
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
  abilities: z.array(abilitySchema).default([]),
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
  /** Knocked prone (Trip, an ability): a Move action to stand back up before moving. */
  readonly prone: boolean;
  /** Weapons on the ground after a Disarm: a Move action picks one back up. */
  readonly dropped: readonly string[];
  /** The channeled abilities this combatant maintains (seed 001, Channeled actions). */
  readonly channeling: readonly Channel[];
}

/** A channeled ability being maintained, and whom its effects are on. */
export interface Channel {
  readonly ability: string;
  readonly targets: readonly string[];
  /** The round it was begun. */
  readonly since: number;
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
  issues.push(...abilityIssues(sheet.abilities));
  if (issues.length > 0) return { ok: false, error: issues };
  // Written out field by field, in state.ts copyData's order: one object shape for every
  // combatant's data, first and copied (a spread here made a second shape for the fold to read).
  const data: EmData = {
    wounds: sheet.wounds,
    surprised: false,
    moves: freshBudget.moves,
    attacks: freshBudget.attacks,
    full: freshBudget.full,
    free: freshBudget.free,
    prone: false,
    dropped: [],
    channeling: [],
  };
  return { ok: true, value: { sheet, data } };
}

/** What the schema cannot say about abilities: unique names and fields that only go together. */
function abilityIssues(abilities: readonly Ability[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  abilities.forEach((a, i) => {
    const at = (field: string): string => `abilities[${i}]${field ? `.${field}` : ''}`;
    if (seen.has(a.name)) issues.push({ path: at('name'), message: `${a.name} is listed twice` });
    seen.add(a.name);
    if (a.damage !== undefined && !a.attack)
      issues.push({
        path: at('damage'),
        message: 'damage needs an attack roll: add attack: strength or attack: moxie',
      });
    if (a.range === 'self' && a.area)
      issues.push({
        path: at('area'),
        message: 'a Self ability has no area (seed 001: "only be used on the character using it")',
      });
    if (a.range === 'self' && a.attack)
      issues.push({ path: at('attack'), message: 'a Self ability makes no attack roll' });
    if (a.opportunity && (!a.attack || a.area || a.range === 'self'))
      issues.push({
        path: at('opportunity'),
        message:
          'an ability used as an Attack of Opportunity is an attack on one creature: give it attack and no area',
      });
    if (!a.attack && !a.heal && a.effects.length === 0 && !a.channeled)
      issues.push({
        path: at(''),
        message: `${a.name} does nothing: give it an attack, effects or heal`,
      });
    if ((a.push !== undefined || a.knocksProne || a.disruptsChanneling) && !a.attack)
      issues.push({
        path: at('attack'),
        message:
          'push, knocksProne and disruptsChanneling happen on a hit: the ability needs an attack roll',
      });
  });
  return issues;
}
