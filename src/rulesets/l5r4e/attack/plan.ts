/** What a planned attack is (planAttack's result) and what the caller adds (AttackExtras). */
import { type Spent } from '../actions/index.js';
import { type Maneuver } from '../maneuvers/index.js';
import { type TraitName } from '../sheet.js';

export type Hand = 'main' | 'off';

export interface AttackPlan {
  readonly actor: string;
  readonly target: string;
  readonly weapon: string;
  readonly hand: Hand;
  /** The maneuver, or null: a plain attack (its Raises are Increased Damage). */
  readonly maneuver: Maneuver | null;
  /** seed 000: "Attacks strike the torso by default"; a Called Shot's location otherwise. */
  readonly location: string;
  /** Raises called (each +5 TN). */
  readonly raises: number;
  /** Free Raises applied (techniques, Skill rank 10, a lost weapon grapple's toward Disarm). */
  readonly freeRaises: number;
  /** Of those, the lost weapon grapple's (evolve clears them once used). */
  readonly disarmFreeRaises: number;
  /** Increased Damage: +Xk0 on the damage roll. */
  readonly increasedDamage: number;
  /** The attack roll's notation. */
  readonly roll: string;
  /** Armor TN + 5 × Raises + TN penalties. */
  readonly tn: number;
  readonly armorTN: number;
  /** TN penalties: Wound Rank, armor (reference §8), a bow from horseback or on foot (§9.4). */
  readonly penalty: number;
  /** The damage roll's notation (a Feint adds its bonus once the attack is rolled). */
  readonly damage: string;
  readonly reduction: number;
  readonly spent: Spent;
  /** The attack Extra Attack owes (no Action spent). */
  readonly followUp: boolean;
  /** A Void Point on the attack roll (+1k1, or Skill 0 → 1). */
  readonly void: boolean;
  /** A Void Point on a katana's damage (+1k1, reference §1.5). */
  readonly voidDamage: boolean;
  /** The Center bonus on the attack roll. */
  readonly center: boolean;
  /** Feint: the cap of its bonus (5 × Insight Rank); 0 otherwise. */
  readonly feintCap: number;
  /** At most this many Raises may be called (the Void Ring; none unskilled). */
  readonly maxRaises: number;
  /** The damage roll of a plain attack without Raises (for the odds of Increased Damage). */
  readonly plainDamage: string;
  /** A technique's rebate on Increased Damage (maneuvers/maneuvers.ts), for the odds. */
  readonly rebate: number;
}

/**
 * What other features may change in an attack (a duel's strike with Iaijutsu and its Free Raises,
 * a grapple's Jiujutsu attack without armor): the roll's Skill and Trait, extra Free Raises, the
 * Action's cost.
 */
export interface AttackExtras {
  readonly skill?: string;
  readonly trait?: TraitName;
  readonly freeRaises?: number;
  readonly ignoreArmor?: boolean;
  readonly spent?: Spent;
}
