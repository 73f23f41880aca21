/**
 * Attack { target, raises?, maneuver?, location?, hand?, void?, center?, voidDamage? }: a Complex
 * Action (seed 000: "Complex Actions: … make attack (melee/ranged)"), Simple when a technique says
 * so (`simpleAttacks`, reference §3.1). "Attacks are made as a Weapon Skill Roll against the
 * opponent's Armor TN" (the roll is built by planRoll: Stance, Prone, Blinded, mounted, off hand,
 * Void, Center, Wound Ranks, Fear …); "If the attack roll equals or exceeds the Armor TN, the
 * attack hits, and damage is rolled". Each Raise adds 5 to the TN (reference §1.6); Raises go to
 * the maneuver (maneuvers/maneuvers.ts, reference §5) and the rest are Increased Damage (+1k0 each).
 * Armor Reduction is taken off the damage (§8). Disarm and Knockdown end in a Contested Strength
 * roll; Extra Attack owes one more attack at once (`followUps`), which costs no Action.
 */
import {
  distance,
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Result,
} from '../../../engine/index.js';
import { gate, grappleAttackForbids, type Spent } from '../actions/index.js';
import {
  increasedDamageRebate,
  isKatana,
  maneuverCost,
  MANEUVER_NAMES,
  techniqueFreeRaises,
  type Maneuver,
} from '../maneuvers/index.js';
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
} from '../rolls/index.js';
import type { ActionKind, Effects, Level, TraitName, Weapon } from '../sheet.js';
import {
  stanceAttackDice,
  checkTarget,
  damageOf,
  elevated,
  handOf,
  handPenalty,
  maneuverAllowed,
  maneuverOf,
  plainDamageOf,
  rangeDice,
  bowTN,
  reductionOf,
  isBow,
} from './modifiers.js';
import { dataOf, hasCondition, isProne, sheetOf, skillRank } from '../state.js';
import type { AttackExtras, AttackPlan, Hand } from './plan.js';
export type { AttackExtras, AttackPlan, Hand } from './plan.js';
export { disarmable, maneuverAllowed } from './modifiers.js';
export { feintBonus, resolveAttack } from './outcome.js';

type Data = Readonly<Record<string, unknown>>;

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
  // Those in a grapple fight only the others in it (grapple/state.ts).
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
