/**
 * The numbers of a special attack (seed 001, "attacks ... that aren't intended to deal damage"),
 * known before the dice. Shared by special/decide.ts, special/odds.ts and special/menu.ts, so that
 * the menu, the odds and the rules cannot disagree.
 * - Disarm: "makes an normal weapon attack roll as normal against his target. If successful, the
 *   target must make a Strength check with a +10 bonus against the attack's Damage": check
 *   1d20 + Strength + 10 against the weapon's damage score + the extra damage of the hit.
 * - Grapple, Trip: "an Agility-based attack roll as normal ... the target must make a Strength check
 *   TN 10 + attacker's Strength + bonus damage from attack roll": check 1d20 + Strength.
 * The check resists when it matches or beats the number (as a soak: "exceeds or matches").
 */
import { refuse, type Combatant, type CombatState, type Result } from '../../../engine/index.js';
import {
  checkRange,
  findTarget,
  findWeapon,
  planStrike,
  type AttackPlan,
  type StrikeSpec,
  extraDamage,
} from '../attack/index.js';
import type { Special } from '../events.js';
import { grappleOf } from '../state.js';
import type { Weapon } from '../sheet.js';
import { dataOf, gameOf, healthOf, nameOf, sheetOf } from '../state.js';

/** The Disarm check's bonus: "a Strength check with a +10 bonus". */
export const DISARM_CHECK_BONUS = 10;
/** Grapple and Trip: "TN 10 + attacker's Strength + bonus damage from attack roll". */
export const SPECIAL_TN_BASE = 10;

/**
 * "An Agility-based attack roll": Agility against Agility (as a Strength-based attack), no
 * weapon's accuracy and no damage (the sheet's accuracyBonus and conditions still count).
 */
const unarmed = (name: 'grapple' | 'trip'): StrikeSpec => ({
  name,
  kind: 'strength',
  damage: 0,
  damageType: 'physical',
  accuracy: 0,
  range: 'melee',
});
export const GRAPPLE_STRIKE = unarmed('grapple');
export const TRIP_STRIKE = unarmed('trip');

export interface SpecialPlan {
  readonly special: Special;
  /** The attack roll's numbers (hit bonus, defense with cover and grapple, damage score). */
  readonly strike: AttackPlan;
  /** The attacker's weapon (Disarm only). */
  readonly weapon?: string;
  /** The target's weapon a Disarm knocks away. */
  readonly targetWeapon?: string;
  /** The target's Strength check: 1d20 + checkBonus against tnBase + the extra damage of the hit. */
  readonly checkBonus: number;
  readonly tnBase: number;
  /** The Disarm's weapon "disrupts channeled attacks" (on a hit). */
  readonly disrupts: boolean;
}

/** The number the target's check must match on a hit with `extra` extra damage. */
export const tnOf = (p: SpecialPlan, extra: number): number => p.tnBase + extra;

/** What a Disarm can knock from the target's hand: the named weapon, or his first non-natural one in hand. */
export function disarmable(target: Combatant, name: unknown): Result<Weapon> {
  const weapons = sheetOf(target).weapons;
  const dropped = dataOf(target).dropped;
  if (name !== undefined) {
    const w = typeof name === 'string' ? weapons.find((x) => x.name === name) : undefined;
    if (!w)
      return refuse(
        'elan-moxie/no-such-weapon',
        `${target.name} has no weapon ${JSON.stringify(name)}; weapons: ${weapons.map((x) => x.name).join(', ')}`,
      );
    if (w.natural)
      return refuse(
        'elan-moxie/cannot-disarm',
        `${target.name}'s ${w.name} is a natural weapon and cannot be disarmed: Attack, Trip or Grapple instead`,
      );
    if (dropped.includes(w.name))
      return refuse(
        'elan-moxie/not-in-hand',
        `${target.name}'s ${w.name} is already on the ground: disarm another weapon or attack`,
      );
    return { ok: true, value: w };
  }
  const inHand = weapons.filter((x) => !dropped.includes(x.name));
  const w = inHand.find((x) => !x.natural);
  if (w) return { ok: true, value: w };
  if (inHand.length > 0)
    return refuse(
      'elan-moxie/cannot-disarm',
      `${target.name} fights only with natural weapons (${inHand.map((x) => x.name).join(', ')}), which cannot be disarmed: Attack, Trip or Grapple instead`,
    );
  return refuse(
    'elan-moxie/nothing-in-hand',
    `${target.name} holds no weapon to disarm (all on the ground): Attack, Trip or Grapple instead`,
  );
}

/** Refused when the target cannot be grappled or tripped as he is. */
function checkTargetFor(
  state: CombatState,
  special: Special,
  target: Combatant,
): Result<never> | undefined {
  if (special === 'trip' && dataOf(target).prone)
    return refuse(
      'elan-moxie/already-prone',
      `${target.name} is already prone: Attack, Disarm or Grapple him instead`,
    );
  if (special === 'grapple') {
    const g = grappleOf(gameOf(state), target.id);
    if (g) {
      const other = nameOf(state, g.attacker === target.id ? g.defender : g.attacker);
      return refuse(
        'elan-moxie/already-grappled',
        `${target.name} is already in a grapple with ${other}: one grapple at a time (Attack, Disarm or Trip instead)`,
      );
    }
  }
  return undefined;
}

/**
 * Checks the target and weapons of a Disarm { target, weapon?, targetWeapon? }, Grapple { target }
 * or Trip { target } by `attacker` and works out its numbers (no budget or grapple checks: see
 * special/decide.ts).
 */
export function planSpecial(
  state: CombatState,
  attacker: Combatant,
  data: Readonly<Record<string, unknown>> | undefined,
  special: Special,
): Result<SpecialPlan> {
  const found = findTarget(state, attacker, data?.['target']);
  if (!found.ok) return found;
  const target = found.value;
  if (healthOf(target) !== 'fighting')
    return refuse(
      'elan-moxie/target-down',
      `${target.name} has collapsed and is already out of the fight: ${special} has no point (Attack him instead)`,
    );
  const strength = sheetOf(target).strength;
  if (special === 'disarm') {
    const weapon = findWeapon(attacker, data?.['weapon']);
    if (!weapon.ok) return weapon;
    const w = weapon.value;
    const inRange = checkRange(attacker, target, w.range, w.name);
    if (!inRange.ok) return inRange;
    const theirs = disarmable(target, data?.['targetWeapon']);
    if (!theirs.ok) return theirs;
    const strike = planStrike(state, attacker, target, w);
    return {
      ok: true,
      value: {
        special,
        strike,
        weapon: w.name,
        targetWeapon: theirs.value.name,
        checkBonus: strength + DISARM_CHECK_BONUS,
        tnBase: strike.damage,
        disrupts: w.disruptsChanneling,
      },
    };
  }
  const spec = special === 'grapple' ? GRAPPLE_STRIKE : TRIP_STRIKE;
  const inRange = checkRange(attacker, target, spec.range, special);
  if (!inRange.ok) return inRange;
  const bad = checkTargetFor(state, special, target);
  if (bad) return bad;
  return {
    ok: true,
    value: {
      special,
      strike: planStrike(state, attacker, target, spec),
      checkBonus: strength,
      tnBase: SPECIAL_TN_BASE + sheetOf(attacker).strength,
      disrupts: false,
    },
  };
}

/** P(1d20 + bonus ≥ tn), exactly (faces 1..20 equally likely). */
export function d20AtLeast(bonus: number, tn: number): number {
  return Math.min(20, Math.max(0, 21 + bonus - tn)) / 20;
}

/**
 * The exact chance that the special attack lands its effect: the hit die sets the extra damage,
 * which raises the number the target's check must match, so each hit face is weighed with the
 * chance that the check (an independent d20) falls short of it.
 */
export function effectChance(p: SpecialPlan): number {
  let sum = 0;
  for (let h = 1; h <= 20; h++) {
    const extra = extraDamage(h + p.strike.hitBonus, p.strike.defense);
    if (extra === null) continue;
    sum += 1 - d20AtLeast(p.checkBonus, tnOf(p, extra));
  }
  return sum / 20;
}
