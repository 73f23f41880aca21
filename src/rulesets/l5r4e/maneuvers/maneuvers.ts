/**
 * Maneuvers (seed 000: "Maneuvers are special Actions. They require the character to call
 * Raises"; the Raises each needs from reference §5): Called Shot, Disarm, Extra Attack, Feint,
 * Knockdown and Increased Damage, which every Raise not spent on a maneuver buys. Also the
 * Contested Strength roll of Disarm and Knockdown (reference §1.6).
 */
import {
  own,
  type Combatant,
  type CombatState,
  type Dice,
  type Rolled,
} from '../../../engine/index.js';
import { optionOf } from '../options.js';
import { planRoll } from '../rolls/index.js';
import type { Effects, Weapon } from '../sheet.js';
import { lowerCase, sheetOf } from '../state.js';
import { WEAPONS } from '../setup/index.js';

export const MANEUVERS = [
  'calledShot',
  'disarm',
  'extraAttack',
  'feint',
  'knockdown',
  'increasedDamage',
] as const;
export type Maneuver = (typeof MANEUVERS)[number];

export const isManeuver = (m: unknown): m is Maneuver => MANEUVERS.includes(m as Maneuver);

export const MANEUVER_NAMES: Readonly<Record<Maneuver, string>> = {
  calledShot: 'Called Shot',
  disarm: 'Disarm',
  extraAttack: 'Extra Attack',
  feint: 'Feint',
  knockdown: 'Knockdown',
  increasedDamage: 'Increased Damage',
};

/**
 * seed 000: "A Called Shot to a specific leg or arm requires 1 Raise; one to a hand or foot
 * requires 2 Raises; one to the head requires 3 Raises; one to an eye, ear, finger, etc., requires
 * 4 Raises." "Attacks strike the torso by default" (0).
 */
export const LOCATIONS: Readonly<Record<string, number>> = {
  torso: 0,
  arm: 1,
  leg: 1,
  'left arm': 1,
  'right arm': 1,
  'left leg': 1,
  'right leg': 1,
  hand: 2,
  foot: 2,
  'left hand': 2,
  'right hand': 2,
  'left foot': 2,
  'right foot': 2,
  head: 3,
  eye: 4,
  ear: 4,
  finger: 4,
  toe: 4,
  nose: 4,
  throat: 4,
};

export const isLocation = (l: unknown): l is string =>
  typeof l === 'string' && Object.hasOwn(LOCATIONS, l);

/**
 * The Raises a maneuver needs before techniques (reference §5): Disarm 3, Extra Attack 5, Feint
 * 2, Knockdown 2 against two legs and 4 against more; a Called Shot by its location.
 */
export function baseCost(maneuver: Maneuver, location: string, target: Combatant): number {
  switch (maneuver) {
    case 'calledShot':
      return own(LOCATIONS, location) ?? 0;
    case 'disarm':
      return 3;
    case 'extraAttack':
      return 5;
    case 'feint':
      return 2;
    case 'knockdown':
      return sheetOf(target).legs <= 2 ? 2 : 4;
    case 'increasedDamage':
      return 1;
  }
}

/**
 * The Raises a maneuver needs: the base cost, or less when a technique says so (`raiseCost`, the
 * lowest applies). Increased Damage is bought per die, so its cost is never lowered here: see
 * {@link increasedDamageRebate}.
 */
export function maneuverCost(
  effects: readonly Effects[],
  maneuver: Maneuver,
  location: string,
  target: Combatant,
): number {
  let cost = baseCost(maneuver, location, target);
  if (maneuver === 'increasedDamage') return cost;
  for (const e of effects) {
    const lowered = own(e.raiseCost, maneuver);
    if (lowered !== undefined) cost = Math.min(cost, lowered);
  }
  return cost;
}

/**
 * seed 000: "(Add up the Raises together before applying any effect that reduces the number of
 * Raises needed.)": a technique lowering Increased Damage's cost (raiseCost.increasedDamage below
 * 1) lowers the total once — it gives that many extra dice when at least one Raise goes to
 * Increased Damage — instead of making each +1k0 free.
 */
export function increasedDamageRebate(effects: readonly Effects[]): number {
  let cost = 1;
  for (const e of effects) {
    const lowered = e.raiseCost?.['increasedDamage'];
    if (lowered !== undefined) cost = Math.min(cost, lowered);
  }
  return 1 - cost;
}

/**
 * Free Raises toward a maneuver: techniques' `freeRaises[maneuver]` (e.g. Skill Mastery), and
 * for Disarm those of a lost weapon grapple (seed 000: "their opponent gets 2 Free Raises to
 * Disarm them on their Turn", `disarmFreeRaises`, counted separately: evolve clears them).
 */
export function techniqueFreeRaises(effects: readonly Effects[], maneuver: Maneuver): number {
  let free = 0;
  for (const e of effects) free += own(e.freeRaises, maneuver) ?? 0;
  return free;
}

const keywordOf = (w: Weapon, keyword: string): boolean =>
  w.keywords.includes(keyword) ||
  (own(WEAPONS, lowerCase(w.name))?.keywords.includes(keyword) ?? false);

/** A steel blade (keyword `steel`, or a steel weapon of the tables). */
export const isSteel = (w: Weapon): boolean => keywordOf(w, 'steel');
/** A wood-hafted weapon (keyword `wood-hafted`, e.g. spears and polearms). */
export const isWoodHafted = (w: Weapon): boolean => keywordOf(w, 'wood-hafted');
/** reference §1.5: a katana (keyword or name) may take a Void Point for +1k1 damage. */
export const isKatana = (w: Weapon): boolean =>
  lowerCase(w.name) === 'katana' || w.keywords.includes('katana');

export interface Contest {
  readonly attacker: Rolled;
  readonly defender: Rolled;
  /** The attacker's total beats the defender's (a tie is no win: "If the attacker wins"). */
  readonly won: boolean;
}

/**
 * seed 000's "Contested STR Rolls" (Disarm, Knockdown): raw Strength k Strength each (reference
 * §1.1, built by planRoll so Fear and Dazed apply), highest total wins (reference §1.6). A Free
 * Raise on either side adds the option contestedFreeRaise (default 5) to its total.
 */
export function contestStrength(
  state: CombatState,
  a: Combatant,
  b: Combatant,
  dice: Dice,
): Contest {
  const free = optionOf(state, 'contestedFreeRaise', 5);
  const plan = (c: Combatant) => planRoll(state, c, { trait: 'strength' });
  const pa = plan(a);
  const pb = plan(b);
  const attacker = dice.roll(
    pa.ok ? pa.value.notation : `${sheetOf(a).traits.strength}k${sheetOf(a).traits.strength}`,
    { by: a.id, what: 'contest' },
  );
  const defender = dice.roll(
    pb.ok ? pb.value.notation : `${sheetOf(b).traits.strength}k${sheetOf(b).traits.strength}`,
    { by: b.id, what: 'contest' },
  );
  const bonusA = pa.ok ? pa.value.freeRaises * free : 0;
  const bonusB = pb.ok ? pb.value.freeRaises * free : 0;
  return { attacker, defender, won: attacker.total + bonusA > defender.total + bonusB };
}
