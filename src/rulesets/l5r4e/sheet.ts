/**
 * The l5r4e character sheet: Traits, the Void Ring, Skills, Insight and Honor Ranks, one weapon and
 * armor (reference §1.7, §1.8, §8, §9). `sheetSchema` is also turned into JSON Schema by the
 * encounter loader (z.toJSONSchema), so it uses no transforms; setup.ts adds the derived values.
 */
import { z } from 'zod';
import type { Stance } from './stances.js';

const trait = z.int().min(1).max(10).default(2);

export const weaponSchema = z.strictObject({
  name: z.string().min(1),
  /** seed 000: "Weapons have a Damage Rating (DR), like 2k2". For bows, the arrow's DR. */
  damage: z.string().regex(/^\d+k\d+$/, 'a Damage Rating such as "3k2"'),
  /** The Weapon Skill of the attack roll. */
  skill: z.string().min(1).default('kenjutsu'),
  /** Melee reach in feet (reference §9.2). */
  reach: z.number().positive().default(5),
  /** Range in feet: present for a ranged weapon (bows, thrown). */
  range: z.number().positive().optional(),
  /** seed 000: bows "add e.g. the bow's STR instead" (capped by the wielder's, reference §9.1). */
  strength: z.int().min(0).max(10).optional(),
  /** The Trait of the attack roll: Agility for melee, Reflexes for ranged by default. */
  trait: z.enum(['agility', 'reflexes']).optional(),
  /** e.g. small, medium, large, samurai. */
  keywords: z.array(z.string()).default([]),
});

export const armorSchema = z.strictObject({
  name: z.string().min(1).default('armor'),
  /** reference §8: Light +5, Heavy +10. */
  armorTN: z.int().min(0).max(30).default(0),
  /** reference §8: subtracted from each damage total (Light 3, Heavy 5). */
  reduction: z.int().min(0).max(30).default(0),
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
  /** Skill ranks by name, e.g. { kenjutsu: 3, defense: 2, stealth: 1, investigation: 2 }. */
  skills: z.record(z.string().min(1), z.int().min(0).max(10)).default({}),
  /** Given, or computed from Rings and Skills (reference §1.8). */
  insightRank: z.int().min(1).max(20).optional(),
  honorRank: z.number().min(0).max(10).optional(),
  /** Absent: unarmed (Jiujutsu, 0k1 + Strength, reference §7). */
  weapon: weaponSchema.optional(),
  armor: armorSchema.optional(),
  /** Void Points at the start of the fight; the Void Ring by default (reference §1.5). */
  voidPoints: z.int().min(0).max(10).optional(),
});

export type SheetInput = z.input<typeof sheetSchema>;
export type TraitName = keyof z.output<typeof sheetSchema>['traits'];

export interface Weapon {
  readonly name: string;
  readonly damage: string;
  readonly skill: string;
  readonly reach: number;
  readonly range?: number;
  readonly strength?: number;
  readonly trait: 'agility' | 'reflexes';
  readonly keywords: readonly string[];
}

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
  readonly weapon: Weapon;
  readonly armor: { readonly name: string; readonly armorTN: number; readonly reduction: number };
  readonly voidPoints: number;
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
  /** Holding the weapon; false after dropping it (then fighting unarmed). */
  readonly armed: boolean;
}

export const UNARMED: Weapon = {
  name: 'unarmed',
  damage: '0k1',
  skill: 'jiujutsu',
  reach: 5,
  trait: 'agility',
  keywords: ['unarmed'],
};
