/**
 * The attack's situational pieces (seed 000, reference §9, §11.3): the target and hand checked,
 * the maneuver named, range and bows, the off-hand penalties, higher ground, what Disarm takes,
 * which maneuvers the weapon and target allow, damage and Reduction.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Result,
  own,
} from '../../../engine/index.js';
import { isLocation, isManeuver, MANEUVER_NAMES, type Maneuver } from '../maneuvers/index.js';
import { optionOf } from '../options.js';
import { activeEffects, notation } from '../rolls/index.js';
import { UNARMED, type Effects, type Stance, type Weapon } from '../sheet.js';
import {
  dataOf,
  hasCondition,
  lowerCase,
  offHandOf,
  sheetOf,
  skillRank,
  weaponOf,
} from '../state.js';
import { WEAPONS } from '../setup/index.js';
import type { Hand } from './plan.js';

type Data = Readonly<Record<string, unknown>>;

export function checkTarget(state: CombatState, c: Combatant, id: unknown): Result<Combatant> {
  const t = typeof id === 'string' ? own(state.combatants, id) : undefined;
  if (!t) return refuse('l5r4e/no-such-target', `no combatant ${JSON.stringify(id)} to attack`);
  if (t.id === c.id) return refuse('l5r4e/bad-target', `${c.name} cannot attack themself`);
  if (dataOf(t).dead) return refuse('l5r4e/target-dead', `${t.name} is already dead`);
  return ok(t);
}

/** The hand and its weapon (seed 000's off-hand rules; sheet `offHand`, data `offArmed`). */
export function handOf(c: Combatant, raw: unknown): Result<{ hand: Hand; weapon: Weapon }> {
  if (raw === undefined || raw === 'main') return ok({ hand: 'main', weapon: weaponOf(c) });
  if (raw !== 'off') return refuse('l5r4e/bad-hand', "hand is 'main' or 'off'");
  const off = offHandOf(c);
  if (!off) return refuse('l5r4e/no-off-hand', `${c.name} holds no weapon in the off hand`);
  return ok({ hand: 'off', weapon: off });
}

/** The maneuver and location of the command ("Attacks strike the torso by default"). */
const PLAIN: Result<{ maneuver: Maneuver | null; location: string }> = ok({
  maneuver: null,
  location: 'torso',
});

export function maneuverOf(data: Data): Result<{ maneuver: Maneuver | null; location: string }> {
  const raw = data['maneuver'];
  const loc = data['location'];
  if (raw === undefined && loc === undefined) return PLAIN;
  if (raw !== undefined && !isManeuver(raw))
    return refuse(
      'l5r4e/bad-maneuver',
      `maneuver is one of calledShot, disarm, extraAttack, feint, knockdown, increasedDamage (reference §5), not ${JSON.stringify(raw)}`,
    );
  if (loc !== undefined && !isLocation(loc))
    return refuse(
      'l5r4e/bad-location',
      `location is torso, arm, leg, hand, foot, head, eye, ear, finger … (seed 000's Called Shot), not ${JSON.stringify(loc)}`,
    );
  // A location other than the torso is a Called Shot.
  const maneuver = raw ?? (loc !== undefined && loc !== 'torso' ? 'calledShot' : null);
  if (maneuver === 'calledShot' && (loc === undefined || loc === 'torso'))
    return refuse(
      'l5r4e/bad-location',
      'a Called Shot names its location (arm, leg, hand, foot, head, eye …): attacks strike the torso by default',
    );
  if (maneuver !== 'calledShot' && loc !== undefined && loc !== 'torso')
    return refuse(
      'l5r4e/bad-location',
      `a location other than the torso is a Called Shot, not a ${MANEUVER_NAMES[maneuver ?? 'increasedDamage']}`,
    );
  return ok({ maneuver, location: maneuver === 'calledShot' ? (loc as string) : 'torso' });
}

export const isBow = (w: Weapon): boolean =>
  w.keywords.includes('bow') ||
  (own(WEAPONS, lowerCase(w.name))?.keywords.includes('bow') ?? false);

/**
 * reference §9.4: "Past the listed range and up to twice it: −1k0 per extra 50 ft" (bows; each
 * started 50 ft counts); beyond twice the range, or beyond a thrown weapon's range: undefined.
 */
export function rangeDice(w: Weapon, feet: number): number | undefined {
  const range = w.range ?? 0;
  if (feet <= range + 1e-9) return 0;
  if (!isBow(w) || feet > 2 * range + 1e-9) return undefined;
  return Math.ceil((feet - range - 1e-9) / 50);
}

/** reference §9.4: yumi and han-kyu +10 TN from horseback, dai-kyu +10 TN on foot. */
export function bowTN(w: Weapon, mounted: boolean): number {
  const name = lowerCase(w.name);
  if ((name === 'yumi' || name === 'han-kyu') && mounted) return 10;
  if (name === 'dai-kyu' && !mounted) return 10;
  return 0;
}

/** Knives 3 and War Fan 3 remove off-hand penalties for those weapons (reference §9.7, S9). */
const offHandExempt = (c: Combatant, w: Weapon): boolean =>
  (w.skill === 'knives' || w.skill === 'warFan') && skillRank(c, w.skill) >= 3;

/**
 * seed 000: "An attack with a weapon in your off-hand is at a penalty depending on weapon size:
 * -5 for small, -10 for medium, and -15 for large. While holding a weapon in your off-hand, you
 * also suffer a -5 penalty to attacks with your primary hand." (options, reference §0.3 #3).
 */
export function handPenalty(state: CombatState, c: Combatant, hand: Hand, weapon: Weapon): number {
  const off = offHandOf(c);
  if (!off || offHandExempt(c, off)) return 0;
  if (hand === 'main') return optionOf(state, 'mainHandPenaltyWithOffHand', 5);
  const key =
    weapon.size === 'small'
      ? 'offHandPenaltySmall'
      : weapon.size === 'large'
        ? 'offHandPenaltyLarge'
        : 'offHandPenaltyMedium';
  return optionOf(state, key, weapon.size === 'small' ? 5 : weapon.size === 'large' ? 15 : 10);
}

/** reference §11.3: mounted or on higher ground, +1k0 against an unmounted or lower target. */
export function elevated(c: Combatant, t: Combatant): boolean {
  if (dataOf(c).mounted && !dataOf(t).mounted) return true;
  return hasCondition(c, 'higher-ground') && !hasCondition(t, 'higher-ground');
}

/** What a Disarm would take from the target: the main weapon, else the off-hand one. */
export function disarmable(t: Combatant): Hand | undefined {
  if (weaponOf(t) !== UNARMED) return 'main';
  return offHandOf(t) ? 'off' : undefined;
}

const ALLOWED: Result<true> = ok(true);

export function maneuverAllowed(
  c: Combatant,
  t: Combatant,
  maneuver: Maneuver | null,
): Result<true> {
  if (maneuver === 'extraAttack' && dataOf(c).extraAttackUsed)
    return refuse(
      'l5r4e/once-per-turn',
      'Extra Attack: "This maneuver may only be used once per Turn" (seed 000)',
    );
  if (maneuver === 'disarm' && disarmable(t) === undefined)
    return refuse('l5r4e/nothing-to-disarm', `${t.name} holds no weapon to Disarm`);
  if (maneuver === 'knockdown' && sheetOf(t).legs === 0)
    return refuse(
      'l5r4e/no-legs',
      `Knockdown works against two- and four-legged opponents (seed 000); ${t.name} has no legs`,
    );
  return ALLOWED;
}

const pairs = new Map<string, readonly [number, number]>();

/** `XkY` as [X, Y] (memoised: the menu asks for the same few ratings all the time). */
export function pair(xky: string): readonly [number, number] {
  let p = pairs.get(xky);
  if (!p) {
    const [r = 0, k = 0] = xky.split('k').map(Number);
    p = [r, k];
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the memo's size bound
    if (pairs.size > 256) pairs.clear();
    pairs.set(xky, p);
  }
  return p;
}

/**
 * The damage roll of a plain attack without Raises, as [rolled, kept]: the DR with Strength
 * added to the rolled dice (a bow's own, at most the wielder's, reference §9.1), techniques'
 * `damageDice`, and a katana's Void Point (+1k1, reference §1.5).
 */
export function plainDamageOf(
  c: Combatant,
  weapon: Weapon,
  effects: readonly Effects[],
  voidDamage: boolean,
): [number, number] {
  const [r, k] = pair(weapon.damage);
  const own = sheetOf(c).traits.strength;
  let rolled = r + (weapon.strength === undefined ? own : Math.min(own, weapon.strength));
  let kept = k;
  for (const e of effects)
    if (e.damageDice !== undefined) {
      const [er, ek] = pair(e.damageDice);
      rolled += er;
      kept += ek;
    }
  return voidDamage ? [rolled + 1, kept + 1] : [rolled, kept];
}

/**
 * The damage roll before a Feint's bonus: the plain one, or a Disarm's 2k1 (seed 000: "A
 * successful Disarm does only 2k1 damage (from the jarring impact)"; reference §5: without
 * Strength), with +1k0 per Raise of Increased Damage.
 */
export function damageOf(
  plain: readonly [number, number],
  maneuver: Maneuver | null,
  increasedDamage: number,
  voidDamage: boolean,
): string {
  const disarm = maneuver === 'disarm';
  const rolled = (disarm ? 2 + (voidDamage ? 1 : 0) : plain[0]) + increasedDamage;
  const kept = disarm ? 1 + (voidDamage ? 1 : 0) : plain[1];
  return notation(Math.max(1, rolled), Math.max(1, kept));
}

/** Armor Reduction (reference §8) and techniques' `reduction`. */
export function reductionOf(t: Combatant): number {
  let r = sheetOf(t).armor.reduction;
  for (const e of activeEffects(t, weaponOf(t))) r += e.reduction ?? 0;
  return Math.max(0, r);
}

/** Attack roll bonus of the stance, in rolled and kept dice: Full Attack +2k1. */
export function stanceAttackDice(stance: Stance): {
  readonly rolled: number;
  readonly kept: number;
} {
  return stance === 'fullAttack' ? FULL_ATTACK_DICE : NO_DICE;
}

const FULL_ATTACK_DICE = { rolled: 2, kept: 1 } as const;
const NO_DICE = { rolled: 0, kept: 0 } as const;

/** Armor TN modifier of the stance: Defense + (Air + Defense rank), Full Attack −10. */
export function stanceArmorTN(stance: Stance, air: number, defenseRank: number): number {
  if (stance === 'defense') return air + defenseRank;
  if (stance === 'fullAttack') return -10;
  return 0;
}
