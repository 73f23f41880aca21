/**
 * Attack math (seed 000): "Attacks are made as a Weapon Skill Roll against the opponent's Armor
 * TN"; "The Armor TN is REF×5 + 5 + any other bonuses"; "Weapons have a Damage Rating (DR), like
 * 2k2; the attacker's STR is added to the rolled dice". Reference §1.4 (unskilled), §3.3, §3.4
 * (stances), §8 (armor), §9 (weapons), §11.3 (Prone).
 */
import { withinReach, type Combatant, type CombatState } from '../../../engine/index.js';
import {
  gameOf,
  dataOf,
  hasCondition,
  inFight,
  isProne,
  optionsOf,
  sheetOf,
  weaponOf,
  wieldsTwo,
} from '../state.js';
import { optionOf } from '../options.js';
import { activeEffects } from '../rolls/index.js';
import type { Weapon } from '../sheet.js';
import { stanceArmorTN } from './modifiers.js';

/** Within this distance an enemy is "in melee range" (seed 000's −10 to ranged attacks). */
export const MELEE_RANGE = 5;

export const isRanged = (w: Weapon): boolean => w.range !== undefined;

/** Within 5 ft: Guard's reach (seed 000: "Designate one person within 5 feet"). */
export const GUARD_RANGE = 5;

/** In a grapple (seed 000): the grappled have Armor TN 5 + armor (reference §7). */
export function isGrappled(state: CombatState, id: string): boolean {
  for (const g of gameOf(state).grapples) if (g.members.includes(id)) return true;
  return false;
}

/**
 * Guard's effect on the target's Armor TN: +10 while guarded, −5 while guarding (seed 000), both
 * at once for a guard who is guarded, in any order of the combatants; +10 once however many guard.
 */
function guardBonus(state: CombatState, target: Combatant): number {
  const own = dataOf(target).guarding;
  let guarded = false;
  let guarding = false;
  for (const g of Object.values(state.combatants)) {
    // seed 000: "while that person is within 5 feet of you"; only a guard still fighting counts.
    if (!inFight(g) || !withinReach(g.position, target.position, GUARD_RANGE)) continue;
    if (dataOf(g).guarding === target.id) guarded = true;
    if (g.id === own) guarding = true;
  }
  return (guarded ? 10 : 0) - (guarding ? 5 : 0);
}

/**
 * The target's Armor TN against an attack: "REF×5 + 5 + any other bonuses" (seed 000) — armor
 * (reference §8; `ignoreArmor` for a grapple attack), Stance (§3.4, Full Defense's roll), two
 * weapons (+Insight Rank, option dualWieldArmorTN), Guard (+10 / −5), a Void Point (+10 for the
 * Round), techniques, surprise (option), Prone (−10 against melee), and the conditions of
 * reference §11.3 (Blinded: Reflexes + 5; Grappled and Stunned: 5 + armor).
 */
export function armorTN(
  state: CombatState,
  target: Combatant,
  ranged: boolean,
  ignoreArmor = false,
): number {
  const s = sheetOf(target);
  const d = dataOf(target);
  const armor = ignoreArmor ? 0 : s.armor.armorTN;
  const voidArmor = d.voidArmorRound === state.round ? 10 : 0;
  if (isGrappled(state, target.id) || hasCondition(target, 'stunned')) return 5 + armor + voidArmor;
  const base = hasCondition(target, 'blinded') ? s.traits.reflexes + 5 : s.traits.reflexes * 5 + 5;
  let tn = base + armor + voidArmor;
  tn += stanceArmorTN(d.stance, s.rings.air, s.skills['defense'] ?? 0);
  if (d.stance === 'fullDefense') tn += d.fullDefense;
  if (
    wieldsTwo(target) &&
    optionOf<string>(state, 'dualWieldArmorTN', 'insightRank') === 'insightRank'
  )
    tn += s.insightRank;
  tn += guardBonus(state, target);
  for (const e of activeEffects(target, weaponOf(target))) tn += e.armorTN ?? 0;
  // seed 000 (option surpriseEasierToHit): "surprised combatants are easier to hit", in round 1.
  if (d.surprised && state.round === 1) tn += optionsOf(state).surpriseEasierToHit;
  // reference §11.3: Prone, −10 Armor TN against melee attacks.
  if (!ranged && isProne(target)) tn -= 10;
  return Math.max(0, tn);
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
