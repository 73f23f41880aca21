/**
 * Attack { target, raises?, maneuver?, location?, hand?, void?, center?, voidDamage? }: a Complex
 * Action (seed 000: "Complex Actions: … make attack (melee/ranged)"), Simple when a technique says
 * so (`simpleAttacks`, reference §3.1). "Attacks are made as a Weapon Skill Roll against the
 * opponent's Armor TN" (the roll is built by planRoll: Stance, Prone, Blinded, mounted, off hand,
 * Void, Center, Wound Ranks, Fear …); "If the attack roll equals or exceeds the Armor TN, the
 * attack hits, and damage is rolled". Each Raise adds 5 to the TN (reference §1.6); Raises go to
 * the maneuver (maneuvers.ts, reference §5) and the rest are Increased Damage (+1k0 each).
 * Armor Reduction is taken off the damage (§8). Disarm and Knockdown end in a Contested Strength
 * roll; Extra Attack owes one more attack at once (`followUps`), which costs no Action.
 */
import {
  distance,
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import { gate, type Spent } from '../actions/budget.js';
import { grappleAttackForbids } from '../grapple/state.js';
import {
  contestStrength,
  increasedDamageRebate,
  isKatana,
  isLocation,
  isManeuver,
  isSteel,
  isWoodHafted,
  maneuverCost,
  MANEUVER_NAMES,
  techniqueFreeRaises,
  type Maneuver,
} from '../maneuvers/maneuvers.js';
import { optionOf } from '../options.js';
import { armorTN, isRanged, MELEE_RANGE } from './resolve.js';
import {
  activeEffects,
  canSpendVoid,
  freeRaisesOf,
  notation,
  raisesRefusal,
  rollBase,
  type RollBase,
  type VoidOnRoll,
} from '../rolls/roll.js';
import { UNARMED, type Effects, type TraitName, type Weapon } from '../sheet.js';
import { stanceAttackDice, type ActionKind, type Level } from '../stances/stance.js';
import {
  combatant,
  dataOf,
  hasCondition,
  isProne,
  lowerCase,
  offHandOf,
  sheetOf,
  skillRank,
  weaponOf,
} from '../state.js';
import { WEAPONS } from '../setup/tables.js';
import { applyWounds, OUT, rankIndex, rankName } from '../wounds/ranks.js';

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
  /** A technique's rebate on Increased Damage (maneuvers.ts), for the odds. */
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

type Data = Readonly<Record<string, unknown>>;

function checkTarget(state: CombatState, c: Combatant, id: unknown): Result<Combatant> {
  const t = typeof id === 'string' ? own(state.combatants, id) : undefined;
  if (!t) return refuse('l5r4e/no-such-target', `no combatant ${JSON.stringify(id)} to attack`);
  if (t.id === c.id) return refuse('l5r4e/bad-target', `${c.name} cannot attack themself`);
  if (dataOf(t).dead) return refuse('l5r4e/target-dead', `${t.name} is already dead`);
  return ok(t);
}

/** The hand and its weapon (seed 000's off-hand rules; sheet `offHand`, data `offArmed`). */
function handOf(c: Combatant, raw: unknown): Result<{ hand: Hand; weapon: Weapon }> {
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

function maneuverOf(data: Data): Result<{ maneuver: Maneuver | null; location: string }> {
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

const isBow = (w: Weapon): boolean =>
  w.keywords.includes('bow') ||
  (own(WEAPONS, lowerCase(w.name))?.keywords.includes('bow') ?? false);

/**
 * reference §9.4: "Past the listed range and up to twice it: −1k0 per extra 50 ft" (bows; each
 * started 50 ft counts); beyond twice the range, or beyond a thrown weapon's range: undefined.
 */
function rangeDice(w: Weapon, feet: number): number | undefined {
  const range = w.range ?? 0;
  if (feet <= range + 1e-9) return 0;
  if (!isBow(w) || feet > 2 * range + 1e-9) return undefined;
  return Math.ceil((feet - range - 1e-9) / 50);
}

/** reference §9.4: yumi and han-kyu +10 TN from horseback, dai-kyu +10 TN on foot. */
function bowTN(w: Weapon, mounted: boolean): number {
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
function handPenalty(state: CombatState, c: Combatant, hand: Hand, weapon: Weapon): number {
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
function elevated(c: Combatant, t: Combatant): boolean {
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
function pair(xky: string): readonly [number, number] {
  let p = pairs.get(xky);
  if (!p) {
    const [r = 0, k = 0] = xky.split('k').map(Number);
    p = [r, k];
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
function plainDamageOf(
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
function damageOf(
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
function reductionOf(t: Combatant): number {
  let r = sheetOf(t).armor.reduction;
  for (const e of activeEffects(t, weaponOf(t))) r += e.reduction ?? 0;
  return Math.max(0, r);
}

/**
 * What every variant of one attack shares — one attacker, one target, one hand, whatever the
 * Raises, the maneuver and the Void Point: planAttack's checks of reach, range and grapples, and
 * what follows from them alone (the roll's dice, the Armor TN, Reduction, the plain damage, the
 * Action's cost). The menu offers a dozen variants of each attack: working this out once per
 * target and hand and each variant with planVariant makes it several times cheaper, and since
 * planAttack is the same two steps, decide and the menu cannot disagree.
 */
export interface AttackContext {
  readonly state: CombatState;
  readonly c: Combatant;
  readonly t: Combatant;
  readonly hand: Hand;
  readonly weapon: Weapon;
  readonly effects: readonly Effects[];
  readonly extras: AttackExtras;
  /** The rank of the roll's Skill (rank 10 gives a Free Raise, reference §1.6). */
  readonly rank: number;
  /** The attack roll's Skill, Trait, extra dice and flat modifier (planRoll's request). */
  readonly skill: string;
  readonly trait: TraitName;
  readonly dice: { readonly rolled: number; readonly kept: number };
  readonly flat: number;
  /** The Action's cost, the same for every variant, or why it cannot be taken. */
  readonly gated: Result<Spent>;
  readonly followUp: boolean;
  readonly armorTN: number;
  /** A bow's TN penalty from horseback or on foot (reference §9.4). */
  readonly bowTN: number;
  readonly reduction: number;
  readonly rebate: number;
  /** The damage roll of a plain attack without Raises, before a katana's Void Point. */
  readonly plain: readonly [number, number];
  /**
   * The roll by Void Point (0 none, 1 the usual use, 2 +1k1 even unskilled) and Center bonus
   * (index void + 3 × center), planned on first use.
   */
  readonly rolls: (Result<RollBase> | undefined)[];
}

const NO_EXTRAS: AttackExtras = {};

/** withinReach's tolerance (engine/geometry.ts), for the reach checks on a distance at hand. */
const REACH_TOLERANCE = 1e-9;

/**
 * The Action an attack costs now (budget.gate): Complex, Simple with a technique; Extra Attack's
 * follow-up is Free. The same for every target, so the menu asks once per hand.
 */
export function attackGate(
  state: CombatState,
  c: Combatant,
  weapon: Weapon,
  effects: readonly Effects[] = activeEffects(c, weapon),
): Result<Spent> {
  const followUp = dataOf(c).followUps > 0;
  let simple = false;
  for (const e of effects) if (e.simpleAttacks === true) simple = true;
  const kinds = isRanged(weapon) ? RANGED_ATTACK : MELEE_ATTACK;
  return gate(state, c, followUp ? kinds.followUp : simple ? kinds.simple : kinds.complex);
}

const attackKind = (level: Level, kind: string, ranged: boolean): ActionKind => ({
  level,
  kind,
  attack: true,
  ranged,
});

/** An attack's Action by level (fixed: the menu asks for every hand of every menu). */
const MELEE_ATTACK = {
  complex: attackKind('complex', 'attack', false),
  simple: attackKind('simple', 'attack', false),
  followUp: attackKind('free', 'extra-attack', false),
};
const RANGED_ATTACK = {
  complex: attackKind('complex', 'attack', true),
  simple: attackKind('simple', 'attack', true),
  followUp: attackKind('free', 'extra-attack', true),
};

/**
 * Checks what an attack by `c` on `t` with `hand` needs whatever its variant (the target is one
 * checkTarget accepts), and works out what the variants share. `gated`: the attackGate of this
 * hand, when the caller has it already.
 */
export function attackContext(
  state: CombatState,
  c: Combatant,
  t: Combatant,
  hand: Hand,
  weapon: Weapon,
  extras: AttackExtras = NO_EXTRAS,
  gated?: Result<Spent>,
): Result<AttackContext> {
  const d = dataOf(c);
  const ranged = isRanged(weapon);
  if (isProne(c) && weapon.size === 'large')
    return refuse('l5r4e/prone', 'no Large weapons while Prone (reference §11.3)');
  const feet = distance(c.position, t.position);
  const extraRange = ranged ? rangeDice(weapon, feet) : 0;
  if (extraRange === undefined)
    return refuse(
      'l5r4e/out-of-range',
      `${t.name} is beyond the ${weapon.name}'s range${isBow(weapon) ? ' (twice its range at most, reference §9.4)' : ''}`,
    );
  // withinReach's test on the distance at hand (Math.hypot is slow; both checks reuse `feet`).
  if (!ranged && !(feet <= weapon.reach + REACH_TOLERANCE))
    return refuse('l5r4e/out-of-reach', `${t.name} is beyond the ${weapon.name}'s reach`);
  // Those in a grapple fight only the others in it (grapple-state.ts).
  const grappled = grappleAttackForbids(state, c, t);
  if (grappled) return { ok: false, error: grappled };
  if (!d.strung && isBow(weapon))
    return refuse('l5r4e/unstrung', `the ${weapon.name} is not strung (string bow for use first)`);
  const effects = activeEffects(c, weapon);
  const skill = extras.skill ?? weapon.skill;
  // The roll's dice: Stance (Full Attack +2k1), Prone −2k0, Blinded −3k3 ranged / −1k1 melee,
  // mounted or higher ground +1k0 (reference §3.4, §11.3), bows past their range −1k0 per 50 ft.
  const stance = stanceAttackDice(d.stance);
  let rolled = stance.rolled - extraRange;
  let kept = stance.kept;
  if (isProne(c)) rolled -= 2;
  if (hasCondition(c, 'blinded')) {
    rolled -= ranged ? 3 : 1;
    kept -= ranged ? 3 : 1;
  }
  if (elevated(c, t)) rolled += 1;
  // seed 000: "-10 for ranged attacks against an enemy in melee range of the attacker".
  const close = feet <= MELEE_RANGE + REACH_TOLERANCE;
  const flat = (ranged && close ? -10 : 0) - handPenalty(state, c, hand, weapon);
  return ok({
    state,
    c,
    t,
    hand,
    weapon,
    effects,
    extras,
    rank: skillRank(c, skill),
    skill,
    trait: extras.trait ?? weapon.trait,
    dice: { rolled, kept },
    flat,
    gated: gated ?? attackGate(state, c, weapon, effects),
    followUp: d.followUps > 0,
    armorTN: armorTN(state, t, ranged, extras.ignoreArmor === true),
    bowTN: ranged ? bowTN(weapon, d.mounted) : 0,
    reduction: reductionOf(t),
    rebate: increasedDamageRebate(effects),
    plain: plainDamageOf(c, weapon, effects, false),
    rolls: [undefined, undefined, undefined, undefined, undefined, undefined],
  });
}

/** The attack roll with or without a Void Point and the Center bonus (planned once per context). */
function rollOf(ctx: AttackContext, voidRoll: VoidOnRoll, center: boolean): Result<RollBase> {
  const i = (voidRoll === 'dice' ? 2 : voidRoll ? 1 : 0) + (center ? 3 : 0);
  let roll = ctx.rolls[i];
  if (roll === undefined) {
    // One object shape for every request: a spread here made rollBase (and the GC) much slower.
    roll = rollBase(ctx.state, ctx.c, {
      skill: ctx.skill,
      trait: ctx.trait,
      emphasis: [ctx.weapon.name, 'attack'],
      dice: ctx.dice,
      flat: ctx.flat,
      void: voidRoll,
      center,
      weapon: ctx.weapon,
      attack: true,
    });
    ctx.rolls[i] = roll;
  }
  return roll;
}

/**
 * Free Raises toward the maneuver: techniques, a lost weapon grapple's toward Disarm, the extras'
 * (Skill rank 10's is the roll's, reference §1.6).
 */
function freeToward(ctx: AttackContext, maneuver: Maneuver | null): number {
  const disarmFree = maneuver === 'disarm' ? dataOf(ctx.c).disarmFreeRaises : 0;
  const own = maneuver ? techniqueFreeRaises(ctx.effects, maneuver) : 0;
  return own + disarmFree + (ctx.extras.freeRaises ?? 0);
}

/** The Raises the maneuver needs (none for a plain attack; Increased Damage is bought per die). */
const costOf = (ctx: AttackContext, maneuver: Maneuver | null, location: string): number =>
  maneuver === null || maneuver === 'increasedDamage'
    ? 0
    : maneuverCost(ctx.effects, maneuver, location, ctx.t);

/** The Raises called when the command names none: the cost less the Free Raises expected. */
function guessRaises(
  ctx: AttackContext,
  maneuver: Maneuver | null,
  free: number,
  cost: number,
): number {
  const guess = free + (ctx.rank >= 10 ? 1 : 0);
  return maneuver === 'increasedDamage' ? Math.max(0, 1 - guess) : Math.max(0, cost - guess);
}

/**
 * The Raises planVariant calls for a maneuver when the command names none (its cost less the Free
 * Raises toward it): the menu skips, without planning, what the Void Ring cannot pay.
 */
export const raisesToCall = (
  ctx: AttackContext,
  maneuver: Maneuver | null,
  location: string,
): number => guessRaises(ctx, maneuver, freeToward(ctx, maneuver), costOf(ctx, maneuver, location));

/**
 * Checks one variant of an attack (the command's `data`: Raises, Void Point, Center bonus, a
 * katana's Void Point on the damage; its maneuver and location as maneuverOf reads them) and works
 * out its rolls, in planAttack's order of checks.
 */
export function planVariant(
  ctx: AttackContext,
  data: Data,
  maneuver: Maneuver | null,
  location: string,
): Result<AttackPlan> {
  const { state, c, t, weapon } = ctx;
  const d = dataOf(c);
  const allowed = maneuverAllowed(c, t, maneuver);
  if (!allowed.ok) return allowed;
  const raw = data['raises'];
  if (
    raw !== undefined &&
    (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 100)
  )
    return refuse('l5r4e/bad-raises', 'raises must be a whole number ≥ 0');
  const voidChoice = data['void'] === true || data['void'] === 'dice' ? data['void'] : false;
  const voidRoll = voidChoice !== false;
  const voidDamage = data['voidDamage'] === true;
  const center = data['center'] === true;
  if (voidDamage) {
    if (!isKatana(weapon))
      return refuse(
        'l5r4e/not-katana',
        'only a katana takes a Void Point on its damage roll (reference §1.5)',
      );
    if (voidRoll)
      return refuse(
        'l5r4e/void-per-round',
        'at most one Void Point per Round (reference §1.5): on the attack roll or on the damage',
      );
    const can = canSpendVoid(state, c);
    if (!can.ok) return can;
  }
  const disarmFree = maneuver === 'disarm' ? d.disarmFreeRaises : 0;
  const free = freeToward(ctx, maneuver);
  const cost = costOf(ctx, maneuver, location);
  const raises = typeof raw === 'number' ? raw : guessRaises(ctx, maneuver, free, cost);
  const planned = rollOf(ctx, voidChoice, center);
  if (!planned.ok) return planned;
  const p = planned.value;
  const refused = raisesRefusal(state, c, p, raises);
  if (refused) return refused;
  const freeRaises = freeRaisesOf(p, free);
  const effective = raises + freeRaises;
  if (effective < cost)
    return refuse(
      'l5r4e/maneuver-raises',
      `${MANEUVER_NAMES[maneuver ?? 'increasedDamage']} needs ${cost} Raise${cost === 1 ? '' : 's'} (called and Free), not ${effective}`,
    );
  const leftover = effective - cost;
  if (maneuver === 'increasedDamage' && leftover < 1)
    return refuse('l5r4e/maneuver-raises', 'Increased Damage needs at least 1 Raise');
  const increasedDamage = leftover > 0 ? leftover + ctx.rebate : 0;
  // The Action: Complex, Simple with a technique; Extra Attack's follow-up costs none.
  const gated = ctx.gated;
  if (!gated.ok) return gated;
  let spent: Spent = ctx.extras.spent ?? (ctx.followUp ? { slots: 0 } : gated.value);
  if (gated.value.void && (voidRoll || voidDamage))
    return refuse('l5r4e/void-per-round', 'at most one Void Point per Round (reference §1.5)');
  if (gated.value.void) spent = { slots: spent.slots, void: gated.value.void };
  if (voidRoll || voidDamage) spent = { ...spent, void: 1 };
  // A katana's Void Point: +1k1 damage (reference §1.5).
  const plain: readonly [number, number] = voidDamage
    ? [ctx.plain[0] + 1, ctx.plain[1] + 1]
    : ctx.plain;
  const penalty = p.tnPenalty + ctx.bowTN;
  return ok({
    actor: c.id,
    target: t.id,
    weapon: weapon.name,
    hand: ctx.hand,
    maneuver,
    location,
    raises,
    freeRaises,
    disarmFreeRaises: freeRaises > 0 ? disarmFree : 0,
    increasedDamage,
    roll: p.notation,
    tn: ctx.armorTN + 5 * raises + penalty,
    armorTN: ctx.armorTN,
    penalty,
    damage: damageOf(plain, maneuver, increasedDamage, voidDamage),
    reduction: ctx.reduction,
    spent,
    followUp: ctx.followUp,
    void: voidRoll,
    voidDamage,
    center: p.centerUsed,
    feintCap: maneuver === 'feint' ? 5 * sheetOf(c).insightRank : 0,
    maxRaises: p.maxRaises,
    plainDamage: notation(Math.max(1, plain[0]), Math.max(1, plain[1])),
    rebate: ctx.rebate,
  });
}

/** Checks an attack and works out its rolls, without rolling. */
export function planAttack(
  state: CombatState,
  c: Combatant,
  data: Data,
  extras: AttackExtras = NO_EXTRAS,
): Result<AttackPlan> {
  const id = data['target'];
  const target = checkTarget(state, c, typeof id === 'string' ? id : undefined);
  if (!target.ok) return target;
  const held = handOf(c, data['hand']);
  if (!held.ok) return held;
  const which = maneuverOf(data);
  if (!which.ok) return which;
  const ctx = attackContext(state, c, target.value, held.value.hand, held.value.weapon, extras);
  if (!ctx.ok) return ctx;
  return planVariant(ctx.value, data, which.value.maneuver, which.value.location);
}

/**
 * seed 000's Feint: "damage is increased by half the difference between the roll total and the
 * Armor TN (including the Raises), up to a maximum bonus of 5× Insight Rank" (option
 * feintRounding: floor by default, reference §13).
 */
export function feintBonus(state: CombatState, total: number, tn: number, cap: number): number {
  const half = (total - tn) / 2;
  const round = optionOf(state, 'feintRounding', 'floor', ['floor', 'ceil']);
  return Math.max(0, Math.min(cap, round === 'ceil' ? Math.ceil(half) : Math.floor(half)));
}

/**
 * Rolls the attack, the damage on a hit, and a Disarm's or Knockdown's Contested Strength roll
 * (seed 000: "the attacker and defender make Contested STR Rolls"): the attack event holds the
 * attack and damage rolls, DisarmContested / KnockdownContested the contest, and a won Knockdown
 * adds the kernel's `prone` condition.
 */
export function resolveAttack(state: CombatState, plan: AttackPlan, dice: Dice): GameEvent[] {
  const roll = dice.roll(plan.roll);
  const base = {
    actor: plan.actor,
    target: plan.target,
    weapon: plan.weapon,
    hand: plan.hand,
    maneuver: plan.maneuver,
    location: plan.location,
    raises: plan.raises,
    freeRaises: plan.freeRaises,
    disarmFreeRaises: plan.disarmFreeRaises,
    increasedDamage: plan.increasedDamage,
    roll,
    tn: plan.tn,
    armorTN: plan.armorTN,
    penalty: plan.penalty,
    followUp: plan.followUp,
    void: plan.void,
    voidDamage: plan.voidDamage,
    center: plan.center,
    spent: plan.spent,
  };
  if (roll.total < plan.tn) return [{ type: 'AttackMissed', data: base }];
  const bonus =
    plan.maneuver === 'feint' ? feintBonus(state, roll.total, plan.tn, plan.feintCap) : 0;
  const damage = dice.roll(bonus > 0 ? `${plan.damage}+${bonus}` : plan.damage);
  const wounds = Math.max(0, damage.total - plan.reduction);
  const t = combatant(state, plan.target);
  const after = applyWounds(sheetOf(t).thresholds, dataOf(t).wounds, wounds);
  const index = after.dead ? 8 : rankIndex(sheetOf(t).thresholds, after.wounds);
  const events: GameEvent[] = [
    {
      type: 'AttackHit',
      // Written out field by field: an object spread followed by new keys is slow in V8.
      data: {
        actor: base.actor,
        target: base.target,
        weapon: base.weapon,
        hand: base.hand,
        maneuver: base.maneuver,
        location: base.location,
        raises: base.raises,
        freeRaises: base.freeRaises,
        disarmFreeRaises: base.disarmFreeRaises,
        increasedDamage: base.increasedDamage,
        roll,
        tn: base.tn,
        armorTN: base.armorTN,
        penalty: base.penalty,
        followUp: base.followUp,
        void: base.void,
        voidDamage: base.voidDamage,
        center: base.center,
        spent: base.spent,
        damage,
        bonus,
        reduction: plan.reduction,
        wounds,
        rank: rankName(index),
      },
    },
  ];
  // The contest needs a target still standing (neither dead nor Out).
  if ((plan.maneuver === 'disarm' || plan.maneuver === 'knockdown') && index < OUT) {
    const c = combatant(state, plan.actor);
    const contest = contestStrength(state, c, t, dice);
    if (plan.maneuver === 'disarm') {
      const hand = disarmable(t) ?? 'main';
      const lost = hand === 'main' ? weaponOf(t) : (offHandOf(t) ?? UNARMED);
      const own = plan.hand === 'main' ? weaponOf(c) : (offHandOf(c) ?? UNARMED);
      // seed 000: "At the GM's discretion, a wood-hafted weapon struck by a steel blade (e.g.
      // sword on spear) may be broken" (option disarmBreaksWood; only the main weapon can break).
      const broken =
        contest.won &&
        hand === 'main' &&
        optionOf(state, 'disarmBreaksWood', false, [false, true]) &&
        isSteel(own) &&
        isWoodHafted(lost);
      events.push({
        type: 'DisarmContested',
        data: {
          actor: plan.actor,
          target: plan.target,
          attackerRoll: contest.attacker,
          defenderRoll: contest.defender,
          won: contest.won,
          hand,
          weapon: lost.name,
          broken,
        },
      });
    } else {
      events.push({
        type: 'KnockdownContested',
        data: {
          actor: plan.actor,
          target: plan.target,
          attackerRoll: contest.attacker,
          defenderRoll: contest.defender,
          won: contest.won,
        },
      });
      if (contest.won)
        events.push({
          type: 'ConditionAdded',
          data: { id: plan.target, condition: { id: 'prone', name: 'prone' } },
        });
    }
  }
  return events;
}
