/**
 * The attack procedure of seed 001, as pure arithmetic (no dice here: attack/decide.ts rolls).
 * - To hit: "1d20 + Accuracy bonuses + Agility (if a Strength-based attack) or Elan (if a
 *   Moxie-based attack)" against "8 + defense bonuses + Agility (...) or Elan (...)".
 * - To soak: "1d20 + soak bonuses + appropriate resistance score + Strength (...) or Moxie (...)"
 *   against "the base damage of the attack + damage bonuses + Strength (...) or Moxie (...)",
 *   plus the extra damage of the hit.
 */
import { own } from '../../../engine/index.js';
import type { Sheet } from '../sheet.js';

/** The part of a weapon (or an ability's attack) the arithmetic needs. */
interface Strike {
  readonly kind: 'strength' | 'moxie';
  readonly damage: number;
  readonly damageType: string;
  readonly accuracy: number;
}

/** Agility or Elan: what a Strength- or Moxie-based attack rolls and defends with. */
export const finesse = (s: Sheet, w: Strike): number =>
  w.kind === 'strength' ? s.agility : s.elan;
/** Strength or Moxie: what a Strength- or Moxie-based attack hurts and soaks with. */
export const power = (s: Sheet, w: Strike): number =>
  w.kind === 'strength' ? s.strength : s.moxie;

export function hitBonus(attacker: Sheet, w: Strike): number {
  return attacker.accuracyBonus + w.accuracy + finesse(attacker, w);
}

export function defenseScore(defender: Sheet, w: Strike): number {
  return 8 + defender.defenseBonus + finesse(defender, w);
}

export function soakBonus(defender: Sheet, w: Strike): number {
  return defender.soakBonus + (own(defender.resistances, w.damageType) ?? 0) + power(defender, w);
}

/** The damage score before the extra damage of the hit. */
export function baseDamage(attacker: Sheet, w: Strike): number {
  return w.damage + attacker.damageBonus + power(attacker, w);
}

/**
 * "If the attacker rolls lower than the targets defense, the attack misses. If the attacker rolls
 * equal to or higher than the target's defense, he hits. For every two points the attack roll
 * exceeds the target's defense, the attack inflicts 1 extra damage." Null for a miss.
 */
export function extraDamage(attack: number, defense: number): number | null {
  return attack < defense ? null : Math.floor((attack - defense) / 2);
}

/**
 * "If the defender's soak roll exceeds or matches the damage score, he successfully soaks the
 * attack without harm. If he fails the roll, he suffers one wound. For every two additional
 * points he fails by, he suffers another wound." Failing by 1 or 2 is one wound, by 3 or 4 two.
 */
export function woundsDealt(soak: number, damage: number): number {
  // Stryker disable next-line EqualityOperator: at soak = damage the formula below gives 0 too
  if (soak >= damage) return 0;
  return 1 + Math.floor((damage - soak - 1) / 2);
}

const notation = (bonus: number): string =>
  // Stryker disable next-line EqualityOperator: bonus 0 is handled first, so > and >= agree
  bonus === 0 ? '1d20' : bonus > 0 ? `1d20+${bonus}` : `1d20${bonus}`;

/** The notations of bonuses −64..64, made once each. */
const D20_OFFSET = 64;
const D20_NOTATIONS: (string | undefined)[] = new Array<string | undefined>(
  2 * D20_OFFSET + 1,
).fill(undefined);

/** "1d20+5", "1d20-2", "1d20": the notation of a d20 roll with a flat bonus. */
export function d20(bonus: number): string {
  // The same string object for the same bonus: the dice look the notation up in a Map (engine
  // dice.ts), and a string built per roll must be hashed anew each time (every attack rolls twice).
  const i = bonus + D20_OFFSET;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a memo of notation(bonus); any guard returns the same string
  if (Number.isInteger(bonus) && i >= 0 && i < D20_NOTATIONS.length) {
    let n = D20_NOTATIONS[i];
    if (n === undefined) D20_NOTATIONS[i] = n = notation(bonus);
    return n;
  }
  return notation(bonus);
}
