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
  withinReach,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { gate, type Spent } from '../budget.js';
import { grappleAttackForbids } from '../grapple-state.js';
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
} from '../maneuvers.js';
import { optionOf } from '../options.js';
import { armorTN, isRanged, MELEE_RANGE } from '../resolve.js';
import { activeEffects, canSpendVoid, planRoll } from '../rolls.js';
import { UNARMED, type Effects, type TraitName, type Weapon } from '../sheet.js';
import { stanceAttackDice } from '../stances.js';
import {
  combatant,
  dataOf,
  hasCondition,
  isProne,
  offHandOf,
  sheetOf,
  skillRank,
  str,
  weaponOf,
} from '../state.js';
import { WEAPONS } from '../weapons.js';
import { applyWounds, OUT, rankIndex, rankName } from '../wounds.js';

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
  const t = typeof id === 'string' ? state.combatants[id] : undefined;
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
  w.keywords.includes('bow') || (WEAPONS[w.name.toLowerCase()]?.keywords.includes('bow') ?? false);

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
  const name = w.name.toLowerCase();
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
  return ok(true);
}

/**
 * The Raises to call for a maneuver (its cost less the Free Raises toward it), for menus that skip
 * what the Void Ring cannot pay without planning the attack.
 */
export function raisesToCall(
  c: Combatant,
  weapon: Weapon,
  maneuver: Maneuver,
  location: string,
  t: Combatant,
): number {
  const effects = activeEffects(c, weapon);
  const free =
    techniqueFreeRaises(effects, maneuver) +
    (maneuver === 'disarm' ? dataOf(c).disarmFreeRaises : 0) +
    (skillRank(c, weapon.skill) >= 10 ? 1 : 0);
  return Math.max(0, maneuverCost(effects, maneuver, location, t) - free);
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
  return `${Math.max(1, rolled)}k${Math.max(1, kept)}`;
}

/** Armor Reduction (reference §8) and techniques' `reduction`. */
function reductionOf(t: Combatant): number {
  let r = sheetOf(t).armor.reduction;
  for (const e of activeEffects(t, weaponOf(t))) r += e.reduction ?? 0;
  return Math.max(0, r);
}

/** Checks an attack and works out its rolls, without rolling. */
export function planAttack(
  state: CombatState,
  c: Combatant,
  data: Data,
  extras: AttackExtras = {},
): Result<AttackPlan> {
  const target = checkTarget(state, c, str(data, 'target'));
  if (!target.ok) return target;
  const t = target.value;
  const d = dataOf(c);
  const held = handOf(c, data['hand']);
  if (!held.ok) return held;
  const { hand, weapon } = held.value;
  const which = maneuverOf(data);
  if (!which.ok) return which;
  const { maneuver, location } = which.value;
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
  if (!ranged && !withinReach(c.position, t.position, weapon.reach))
    return refuse('l5r4e/out-of-reach', `${t.name} is beyond the ${weapon.name}'s reach`);
  // Those in a grapple fight only the others in it (grapple-state.ts).
  const grappled = grappleAttackForbids(state, c, t);
  if (grappled) return { ok: false, error: grappled };
  if (!d.strung && isBow(weapon))
    return refuse('l5r4e/unstrung', `the ${weapon.name} is not strung (string bow for use first)`);
  const allowed = maneuverAllowed(c, t, maneuver);
  if (!allowed.ok) return allowed;
  const raw = data['raises'];
  if (
    raw !== undefined &&
    (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 100)
  )
    return refuse('l5r4e/bad-raises', 'raises must be a whole number ≥ 0');
  const voidRoll = data['void'] === true;
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
  // Free Raises toward this maneuver; Skill rank 10 adds one in planRoll (reference §1.6).
  const skill = extras.skill ?? weapon.skill;
  const disarmFree = maneuver === 'disarm' ? d.disarmFreeRaises : 0;
  const effects = activeEffects(c, weapon);
  const free =
    (maneuver ? techniqueFreeRaises(effects, maneuver) : 0) + disarmFree + (extras.freeRaises ?? 0);
  const cost =
    maneuver === null || maneuver === 'increasedDamage'
      ? 0
      : maneuverCost(effects, maneuver, location, t);
  const rank = skillRank(c, skill);
  const guess = free + (rank >= 10 ? 1 : 0);
  const raises =
    typeof raw === 'number'
      ? raw
      : maneuver === 'increasedDamage'
        ? Math.max(0, 1 - guess)
        : Math.max(0, cost - guess);
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
  const close = withinReach(c.position, t.position, MELEE_RANGE);
  const flat = (ranged && close ? -10 : 0) - handPenalty(state, c, hand, weapon);
  const planned = planRoll(state, c, {
    skill,
    trait: extras.trait ?? weapon.trait,
    emphasis: [weapon.name, 'attack'],
    raises,
    freeRaises: free,
    dice: { rolled, kept },
    flat,
    void: voidRoll,
    center,
    weapon,
    attack: true,
  });
  if (!planned.ok) return planned;
  const p = planned.value;
  const effective = raises + p.freeRaises;
  if (effective < cost)
    return refuse(
      'l5r4e/maneuver-raises',
      `${MANEUVER_NAMES[maneuver ?? 'increasedDamage']} needs ${cost} Raise${cost === 1 ? '' : 's'} (called and Free), not ${effective}`,
    );
  const leftover = effective - cost;
  if (maneuver === 'increasedDamage' && leftover < 1)
    return refuse('l5r4e/maneuver-raises', 'Increased Damage needs at least 1 Raise');
  const rebate = increasedDamageRebate(effects);
  const increasedDamage = leftover > 0 ? leftover + rebate : 0;
  // The Action: Complex, Simple with a technique; Extra Attack's follow-up costs none.
  const followUp = d.followUps > 0;
  const simple = effects.some((e) => e.simpleAttacks === true);
  const gated = gate(state, c, {
    level: followUp ? 'free' : simple ? 'simple' : 'complex',
    kind: followUp ? 'extra-attack' : 'attack',
    attack: true,
    ranged,
  });
  if (!gated.ok) return gated;
  let spent: Spent = extras.spent ?? (followUp ? { slots: 0 } : gated.value);
  if (gated.value.void && (voidRoll || voidDamage))
    return refuse('l5r4e/void-per-round', 'at most one Void Point per Round (reference §1.5)');
  if (gated.value.void) spent = { slots: spent.slots, void: gated.value.void };
  if (voidRoll || voidDamage) spent = { ...spent, void: 1 };
  const armor = armorTN(state, t, ranged, extras.ignoreArmor === true);
  const plain = plainDamageOf(c, weapon, effects, voidDamage);
  const penalty = p.tnPenalty + (ranged ? bowTN(weapon, d.mounted) : 0);
  return ok({
    actor: c.id,
    target: t.id,
    weapon: weapon.name,
    hand,
    maneuver,
    location,
    raises,
    freeRaises: p.freeRaises,
    disarmFreeRaises: p.freeRaises > 0 ? disarmFree : 0,
    increasedDamage,
    roll: p.notation,
    tn: armor + 5 * raises + penalty,
    armorTN: armor,
    penalty,
    damage: damageOf(plain, maneuver, increasedDamage, voidDamage),
    reduction: reductionOf(t),
    spent,
    followUp,
    void: voidRoll,
    voidDamage,
    center: p.centerUsed,
    feintCap: maneuver === 'feint' ? 5 * sheetOf(c).insightRank : 0,
    maxRaises: p.maxRaises,
    plainDamage: `${Math.max(1, plain[0])}k${Math.max(1, plain[1])}`,
    rebate,
  });
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
