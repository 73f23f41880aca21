/**
 * The l5r4e character sheet: Traits, the Void Ring, Skills, Insight and Honor Ranks, one weapon and
 * armor (reference §1.7, §1.8, §8, §9). `sheetSchema` is also turned into JSON Schema by the
 * encounter loader (z.toJSONSchema), so it uses no transforms; setup/combatant.ts adds the derived values.
 */
import { z } from 'zod';

const trait = z.int().min(1).max(10).default(2);

export const SIZES = ['small', 'medium', 'large'] as const;
const RING_NAMES = ['air', 'earth', 'fire', 'water', 'void'] as const;
export type RingName = (typeof RING_NAMES)[number];

/**
 * A weapon: a name from the reference's tables (setup/tables.ts), or an object. An object whose name
 * is in the tables takes the table's values for what it leaves out (`{ name: katana }`).
 */
export const weaponObjectSchema = z.strictObject({
  name: z.string().min(1),
  /** seed 000: "Weapons have a Damage Rating (DR), like 2k2". For bows, the arrow's DR. */
  damage: z
    .string()
    .regex(/^\d+k\d+$/, 'a Damage Rating such as "3k2"')
    .optional(),
  /** The Weapon Skill of the attack roll (the table's, else kenjutsu). */
  skill: z.string().min(1).optional(),
  /** reference §9.2: Small, Medium or Large (the table's, else a size keyword, else medium). */
  size: z.enum(SIZES).optional(),
  /** Melee reach in feet (reference §9.2). */
  reach: z.number().positive().optional(),
  /** Range in feet: present for a ranged weapon (bows, thrown). */
  range: z.number().positive().optional(),
  /** seed 000: bows "add e.g. the bow's STR instead" (capped by the wielder's, reference §9.1). */
  strength: z.int().min(0).max(10).optional(),
  /** The Trait of the attack roll: Agility for melee, Reflexes for ranged by default. */
  trait: z.enum(['agility', 'reflexes']).optional(),
  /** e.g. samurai, katana, polearm, grapple (can grapple), wood-hafted, steel, bow. */
  keywords: z.array(z.string()).optional(),
  /** In hand when the fight starts (false: sheathed, drawn with DrawWeapon). Default true. */
  drawn: z.boolean().default(true),
  /** Bows: strung when the fight starts (false: StringBow first). Default true. */
  strung: z.boolean().default(true),
});
export const weaponSchema = z.union([z.string().min(1), weaponObjectSchema]);

export const armorSchema = z.union([
  z.string().min(1),
  z.strictObject({
    name: z.string().min(1).default('armor'),
    /** reference §8: Light +5, Heavy +10. */
    armorTN: z.int().min(0).max(30).optional(),
    /** reference §8: subtracted from each damage total (Light 3, Heavy 5). */
    reduction: z.int().min(0).max(30).optional(),
  }),
]);

/**
 * What a technique or kata changes (issue 4, item 12). Every field is optional; `when` limits it
 * to a Stance or to weapons with a keyword.
 */
export const effectsSchema = z.strictObject({
  /** Added to attack rolls, e.g. "1k0". */
  attackDice: z
    .string()
    .regex(/^\d+k\d+$/)
    .optional(),
  /** Added to damage rolls, e.g. "1k1". */
  damageDice: z
    .string()
    .regex(/^\d+k\d+$/)
    .optional(),
  /** Added to the total of every roll (or the listed Skills' rolls with `skills`). */
  rollBonus: z.int().min(-50).max(50).optional(),
  skills: z.array(z.string()).optional(),
  armorTN: z.int().min(-50).max(50).optional(),
  reduction: z.int().min(-50).max(50).optional(),
  initiative: z.int().min(-50).max(50).optional(),
  /** Attacks are Simple Actions (e.g. Hida Bushi Rank 3). */
  simpleAttacks: z.boolean().optional(),
  /** Free Raises on a maneuver, e.g. { knockdown: 1 } (Skill Mastery, reference §5). */
  freeRaises: z.record(z.string(), z.int().min(0).max(10)).optional(),
  /** Raises a maneuver needs, e.g. { extraAttack: 3 }. */
  raiseCost: z.record(z.string(), z.int().min(0).max(10)).optional(),
  /** Extra feet of Move per Round (seed 000: "unless they have a special ability"). */
  moveLimit: z.int().min(0).max(200).optional(),
  when: z
    .strictObject({
      stance: z.enum(['attack', 'fullAttack', 'defense', 'fullDefense', 'center']).optional(),
      weaponKeyword: z.string().optional(),
    })
    .optional(),
});

export const techniqueSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  effects: effectsSchema.prefault({}),
});

/** A kata (seed 000: "Activate kata" is a Simple Action): a technique that must be activated. */
export const kataSchema = techniqueSchema.extend({
  /** The Stance the kata needs (it ends when the Stance changes). */
  stance: z.enum(['attack', 'fullAttack', 'defense', 'fullDefense', 'center']).optional(),
});

const conditionSchema = z.strictObject({
  name: z.string().min(1),
  rounds: z.int().min(1).max(100).optional(),
});

/** A spell (seed 000: "Cast spell" is a Complex Action), defined in the encounter file. */
export const spellSchema = z.strictObject({
  name: z.string().min(1),
  /** The Ring of the Spell Casting roll: (Ring + School Rank) k Ring. */
  ring: z.enum(RING_NAMES),
  /** Mastery Level 1–6: TN 5 + 5 × Mastery unless `tn` is given. */
  mastery: z.int().min(1).max(6).default(1),
  tn: z.int().min(0).max(100).optional(),
  /** Range in feet (0: touch or self). */
  range: z.number().min(0).default(30),
  target: z.enum(['enemy', 'ally', 'self', 'any']).default('enemy'),
  /** Damage dealt to the target on a success (Reduction applies unless `ignoresReduction`). */
  damage: z
    .string()
    .regex(/^\d+k\d+$/)
    .optional(),
  ignoresReduction: z.boolean().default(false),
  /** Wounds healed on a success. */
  heal: z
    .string()
    .regex(/^\d+k\d+$/)
    .optional(),
  /** Conditions put on the target on a success. */
  conditions: z.array(conditionSchema).default([]),
  /** What each Raise called on the spell adds. */
  raises: z
    .strictObject({
      damage: z
        .string()
        .regex(/^\d+k\d+$/)
        .optional(),
      heal: z
        .string()
        .regex(/^\d+k\d+$/)
        .optional(),
      rounds: z.int().min(0).max(10).optional(),
    })
    .optional(),
  keywords: z.array(z.string()).default([]),
  description: z.string().optional(),
});

export const sheetSchema = z.strictObject({
  traits: z
    .strictObject({
      reflexes: trait,
      awareness: trait,
      stamina: trait,
      willpower: trait,
      strength: trait,
      perception: trait,
      agility: trait,
      intelligence: trait,
    })
    .prefault({}),
  /** The Void Ring, which has no Traits. */
  void: trait,
  /**
   * Rings given directly (an NPC with fixed values): a Ring whose two Traits are left out sets
   * both to the Ring; a Ring given with its Traits must be the lower of them.
   */
  rings: z
    .strictObject({
      air: z.int().min(1).max(10).optional(),
      earth: z.int().min(1).max(10).optional(),
      fire: z.int().min(1).max(10).optional(),
      water: z.int().min(1).max(10).optional(),
    })
    .optional(),
  /** Skill ranks by name, e.g. { kenjutsu: 3, defense: 2, stealth: 1, investigation: 2 }. */
  skills: z.record(z.string().min(1), z.int().min(0).max(10)).default({}),
  /** Emphases by Skill (reference §1.3), e.g. { iaijutsu: [assessment, focus], kenjutsu: [katana] }. */
  emphases: z.record(z.string().min(1), z.array(z.string().min(1))).default({}),
  /** Given, or computed from Rings and Skills (reference §1.8). */
  insightRank: z.int().min(1).max(20).optional(),
  honorRank: z.number().min(0).max(10).optional(),
  /** School Rank for Spell Casting rolls; the Insight Rank by default. */
  schoolRank: z.int().min(1).max(10).optional(),
  /** The Ring a shugenja has Affinity for (the magic duel's damage, seed 000). */
  affinity: z.enum(['air', 'earth', 'fire', 'water', 'void']).optional(),
  /** Absent: unarmed (Jiujutsu, 0k1 + Strength, reference §7). */
  weapon: weaponSchema.optional(),
  /** A weapon in the off hand (seed 000's off-hand rules). */
  offHand: weaponSchema.optional(),
  armor: armorSchema.optional(),
  /** Void Points at the start of the fight; the Void Ring by default (reference §1.5). */
  voidPoints: z.int().min(0).max(10).optional(),
  /** Legs, for Knockdown (seed 000: 2 Raises two-legged, 4 four-legged); 0: cannot be knocked down. */
  legs: z.int().min(0).max(8).default(2),
  /** Mounted when the fight starts (seed 000: mount / dismount horse). */
  mounted: z.boolean().default(false),
  /** Has a horse at hand to mount. Default: the same as `mounted`. */
  horse: z.boolean().optional(),
  techniques: z.array(techniqueSchema).default([]),
  kata: z.array(kataSchema).default([]),
  spells: z.array(spellSchema).default([]),
});

export type SheetInput = z.input<typeof sheetSchema>;
export type TraitName = keyof z.output<typeof sheetSchema>['traits'];

export interface Weapon {
  readonly name: string;
  readonly damage: string;
  readonly skill: string;
  readonly size: 'small' | 'medium' | 'large';
  readonly reach: number;
  readonly range?: number;
  readonly strength?: number;
  readonly trait: 'agility' | 'reflexes';
  readonly keywords: readonly string[];
}

export type Effects = z.output<typeof effectsSchema>;
export type Technique = z.output<typeof techniqueSchema>;
export type Kata = z.output<typeof kataSchema>;
export type Spell = z.output<typeof spellSchema>;

export interface Rings {
  readonly air: number;
  readonly earth: number;
  readonly fire: number;
  readonly water: number;
  readonly void: number;
}

/** The checked sheet with its derived values, stored in combatant.sheet. */
export interface Sheet {
  readonly traits: Readonly<Record<TraitName, number>>;
  readonly rings: Rings;
  readonly skills: Readonly<Record<string, number>>;
  readonly insightRank: number;
  readonly honorRank?: number;
  readonly emphases: Readonly<Record<string, readonly string[]>>;
  readonly schoolRank: number;
  readonly affinity?: RingName;
  readonly weapon: Weapon;
  readonly offHand?: Weapon;
  readonly armor: { readonly name: string; readonly armorTN: number; readonly reduction: number };
  readonly voidPoints: number;
  readonly legs: number;
  readonly horse: boolean;
  readonly techniques: readonly Technique[];
  readonly kata: readonly Kata[];
  readonly spells: readonly Spell[];
  /** Starting state of the hands and horse (setup copies them into the initial data). */
  readonly start: {
    readonly drawn: boolean;
    readonly offDrawn: boolean;
    readonly strung: boolean;
    readonly mounted: boolean;
  };
  /** Cumulative upper bounds of the 8 Wound Ranks. */
  readonly thresholds: readonly number[];
}

/** The changing state of one combatant (combatant.data). */
export interface Data {
  readonly wounds: number;
  readonly dead: boolean;
  readonly stance: Stance;
  /** A Stance was picked in this Turn (Stage 2): once per Turn. */
  readonly stanceSet: boolean;
  /** Simple Action slots left this Turn: 2 means a Complex Action is still possible. */
  readonly slots: number;
  /** Free Actions taken this Round (seed 000: "each Free Action once per Round"). */
  readonly freeUsed: readonly string[];
  /** Feet moved this Round (seed 000: at most 20×Water). */
  readonly moved: number;
  readonly voidPoints: number;
  /** The Round a Void Point was last spent (reference §1.5: at most one per Round); 0: never. */
  readonly voidRound: number;
  readonly surprised: boolean;
  /** Holding the weapon. Not armed and not dropped: sheathed. */
  readonly armed: boolean;
  /** The weapon lies on the ground (PickUpWeapon). */
  readonly dropped: boolean;
  /** Holding the off-hand weapon (sheet `offHand`). */
  readonly offArmed: boolean;
  readonly offDropped: boolean;
  /** The main weapon was broken (Disarm's steel-on-wood option). */
  readonly broken: boolean;
  /** A bow is strung (StringBow). */
  readonly strung: boolean;
  readonly mounted: boolean;
  /** The spell scroll in hand, or null. */
  readonly scroll: string | null;
  /** The active kata, or null. */
  readonly kata: string | null;
  /** Armor TN bonus of the Full Defense roll, until the start of one's next Turn (reference §3.4). */
  readonly fullDefense: number;
  /** The Round whose Turn may use the Center bonus (reference §3.4); 0: none. */
  readonly centerRound: number;
  /** The Center bonus was used on a roll. */
  readonly centerUsed: boolean;
  /** The Round of a Void Point spent for +10 Armor TN (reference §1.5); 0: never. */
  readonly voidArmorRound: number;
  /** Guard: whom this combatant guards until their next Turn (seed 000), or null. */
  readonly guarding: string | null;
  /** Extra Attack was used this Turn (seed 000: "once per Turn"). */
  readonly extraAttackUsed: boolean;
  /** Attacks owed by Extra Attack, taken at once without spending an Action. */
  readonly followUps: number;
  /** Free Raises toward Disarm on the next Turn (a weapon grapple's control was lost, seed 000). */
  readonly disarmFreeRaises: number;
  /** The last damage taken, for a Void Point's −10 Wounds (reference §1.5), or null. */
  readonly lastHit: {
    readonly wounds: number;
    readonly round: number;
    readonly turn: string | null;
    /** The Wounds the track took (fewer than `wounds` when it was full: a killing blow). */
    readonly recorded?: number;
  } | null;
  /** Medicine was used on this character since the last rest (reference §11.1: once a day). */
  readonly treated: boolean;
}

export const UNARMED: Weapon = {
  name: 'unarmed',
  damage: '0k1',
  skill: 'jiujutsu',
  size: 'small',
  reach: 5,
  trait: 'agility',
  keywords: ['unarmed'],
};

/** The Stances (reference §3.4; their rules are in stances/), and what an Action is (actions/). */
export const STANCES = ['attack', 'fullAttack', 'defense', 'fullDefense', 'center'] as const;
export type Stance = (typeof STANCES)[number];

export const STANCE_NAMES: Readonly<Record<Stance, string>> = {
  attack: 'Attack',
  fullAttack: 'Full Attack',
  defense: 'Defense',
  fullDefense: 'Full Defense',
  center: 'Center',
};

export const isStance = (s: unknown): s is Stance => STANCES.includes(s as Stance);

export type Level = 'free' | 'simple' | 'complex';

/** What an Action is, for the checks of stances, wounds and the budget. */
export interface ActionKind {
  /** The Action's own level (seed 000's Free / Simple / Complex lists). */
  readonly level: Level;
  /** A name unique per kind of Action: each Free Action once per Round. */
  readonly kind: string;
  readonly attack?: boolean;
  readonly ranged?: boolean;
  readonly move?: boolean;
}
