/**
 * Attack math (seed 000): "Attacks are made as a Weapon Skill Roll against the opponent's Armor
 * TN"; "The Armor TN is REF×5 + 5 + any other bonuses"; "Weapons have a Damage Rating (DR), like
 * 2k2; the attacker's STR is added to the rolled dice". Reference §1.4 (unskilled), §3.3, §3.4
 * (stances), §8 (armor), §9 (weapons), §11.3 (Prone).
 */
import type { Combatant, CombatState } from '../../engine/index.js';
import type { Weapon } from './sheet.js';
import { stanceArmorTN, stanceAttackDice } from './stances.js';
import { dataOf, isProne, optionsOf, sheetOf, skillRank } from './state.js';

/** Within this distance an enemy is "in melee range" (seed 000's −10 to ranged attacks). */
export const MELEE_RANGE = 5;

export const isRanged = (w: Weapon): boolean => w.range !== undefined;

/** The target's Armor TN against an attack (melee or ranged). */
export function armorTN(state: CombatState, target: Combatant, ranged: boolean): number {
  const s = sheetOf(target);
  const d = dataOf(target);
  let tn = s.traits.reflexes * 5 + 5 + s.armor.armorTN;
  tn += stanceArmorTN(d.stance, s.rings.air, s.skills['defense'] ?? 0);
  // seed 000 (option surpriseEasierToHit): "surprised combatants are easier to hit", in round 1.
  if (d.surprised && state.round === 1) tn += optionsOf(state).surpriseEasierToHit;
  // reference §11.3: Prone, −10 Armor TN against melee attacks.
  if (!ranged && isProne(target)) tn -= 10;
  return Math.max(0, tn);
}

/** The attack roll, e.g. `8k4` (Full Attack 6k3 + 2k1), `3k3u` unskilled, `6k3-10`. */
export function attackRoll(attacker: Combatant, weapon: Weapon, targetClose: boolean): string {
  const s = sheetOf(attacker);
  const rank = skillRank(attacker, weapon.skill);
  const trait = s.traits[weapon.trait];
  const bonus = stanceAttackDice(dataOf(attacker).stance);
  // reference §11.3: Prone, −2k0 with Small and Medium weapons.
  const prone = isProne(attacker) ? 2 : 0;
  const rolled = Math.max(0, rank + trait + bonus.rolled - prone);
  const kept = trait + bonus.kept;
  // reference §1.4: with rank 0 the Trait is rolled alone and dice never explode.
  const unskilled = rank === 0 ? 'u' : '';
  // seed 000: "-10 for ranged attacks against an enemy in melee range of the attacker".
  const flat = isRanged(weapon) && targetClose ? '-10' : '';
  return `${rolled}k${kept}${unskilled}${flat}`;
}

/**
 * The damage roll: DR with the attacker's Strength added to the rolled dice (a bow adds its own
 * Strength, at most the wielder's, reference §9.1), +1k0 per Raise (Increased Damage, seed 000:
 * "Each Raise increases damage on a successful attack by 1k0").
 */
export function damageRoll(attacker: Combatant, weapon: Weapon, raises: number): string {
  const [rolled = 0, kept = 0] = weapon.damage.split('k').map(Number);
  const own = sheetOf(attacker).traits.strength;
  const strength = weapon.strength === undefined ? own : Math.min(own, weapon.strength);
  return `${rolled + strength + raises}k${kept}`;
}

/** reference §1.6: at most the Void Ring in Raises; none at all unskilled (§1.4). */
export function maxRaises(attacker: Combatant, weapon: Weapon): number {
  return skillRank(attacker, weapon.skill) === 0 ? 0 : sheetOf(attacker).rings.void;
}
