/**
 * Grapple { target, weapon?, raises?, void?, center? } (seed 000): "A grapple is initiated by a
 * Complex Action to make an attack roll with Jiujutsu/AGI against the target's Armor TN (but
 * without benefit of any armor worn). If the attack hits, both attacker and defender are now in a
 * grapple." The target must be within 5 ft, or within the weapon's reach for a weapon grapple
 * (`weapon: true`, a weapon with the keyword `grapple`: "use the Weapon Skill"). reference §7:
 * against an Entangled target no roll is needed; Jiujutsu 5 gives a Free Raise (option
 * grappleMastery). Grappling a member of a grapple joins it ("A grapple can involve more than two
 * combatants"); the attacker takes control unless option grappleJoinControl is `keep`.
 * Called Raises only raise the TN (4e gives them no effect here); Free Raises lower it by 5 each
 * (reference §1.6).
 */
import {
  ok,
  refuse,
  withinReach,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import { gate, type Spent, performer } from '../actions/index.js';
import { grappleById, grappleOf } from './state.js';
import { optionOf } from '../options.js';
import { armorTN, stanceAttackDice } from '../attack/index.js';
import { activeEffects, planRoll, voidField } from '../rolls/index.js';
import { UNARMED, type Weapon, type ActionKind } from '../sheet.js';
import { dataOf, hasCondition, isProne, rankOf, skillRank, weaponOf, OUT } from '../state.js';

/** Bare-handed grapples reach 5 ft (seed 000's "within 5 feet" of melee). */
export const GRAPPLE_REACH = 5;

/** Starting a grapple is a Complex Action and an attack (budget.gate). */
export const GRAPPLE_ACTION: ActionKind = {
  level: 'complex',
  kind: 'grapple',
  attack: true,
  ranged: false,
};

export interface GrapplePlan {
  readonly actor: string;
  readonly target: string;
  /** The weapon of a weapon grapple, or null for Jiujutsu. */
  readonly weapon: string | null;
  readonly skill: string;
  readonly raises: number;
  readonly freeRaises: number;
  /** The roll's notation, or null against an Entangled target (no roll, reference §7). */
  readonly roll: string | null;
  /** Armor TN (without armor) + 5 × (Raises − Free Raises) + the roller's TN penalties. */
  readonly tn: number;
  readonly armorTN: number;
  readonly penalty: number;
  readonly spent: Spent;
  readonly centerUsed: boolean;
  /** The grapple joined (the target's, or the attacker's own), or null for a new one. */
  readonly join: string | null;
  /** Who controls after a hit. */
  readonly controller: string;
}

function grappleTarget(state: CombatState, c: Combatant, id: unknown): Result<Combatant> {
  const t = typeof id === 'string' ? own(state.combatants, id) : undefined;
  if (!t) return refuse('l5r4e/no-such-target', `no combatant ${JSON.stringify(id)} to grapple`);
  if (t.id === c.id) return refuse('l5r4e/bad-target', `${c.name} cannot grapple themself`);
  if (dataOf(t).dead) return refuse('l5r4e/target-dead', `${t.name} is already dead`);
  if (rankOf(t) >= OUT)
    return refuse(
      'l5r4e/target-out',
      `${t.name} is Out: an Out character leaves a grapple at once, so cannot be grappled`,
    );
  return ok(t);
}

/** The weapon grappled with: bare hands, or (`weapon: true`) the weapon in hand if it can grapple. */
function grappleWith(c: Combatant, raw: unknown): Result<Weapon | null> {
  if (raw === undefined || raw === false) return ok(null);
  if (raw !== true) return refuse('l5r4e/bad-weapon', 'weapon must be true or false');
  const w = weaponOf(c);
  if (!w.keywords.includes('grapple'))
    return refuse(
      'l5r4e/cannot-grapple',
      `the ${w.name} cannot grapple: seed 000 "Some weapons (mostly chains and some polearms) can be used to grapple opponents" (the keyword grapple)`,
    );
  return ok(w);
}

/** Which grapple a hit joins, or why it cannot. */
function joining(state: CombatState, c: Combatant, t: Combatant): Result<string | null> {
  const mine = grappleOf(state, c.id);
  const theirs = grappleOf(state, t.id);
  if (mine && theirs && mine.id === theirs.id)
    return refuse('l5r4e/same-grapple', `${c.name} and ${t.name} are already in one grapple`);
  if (mine && theirs)
    return refuse(
      'l5r4e/other-grapple',
      `${t.name} is in another grapple: a combatant is in one grapple at a time`,
    );
  return ok((theirs ?? mine)?.id ?? null);
}

function raisesOf(raw: unknown): Result<number> {
  const raises = raw ?? 0;
  if (typeof raises !== 'number' || !Number.isInteger(raises) || raises < 0)
    return refuse('l5r4e/bad-raises', 'raises must be a whole number ≥ 0');
  return ok(raises);
}

/** Free Raises on starting a grapple: Jiujutsu 5 (reference §7) and techniques (`grapple`). */
function startFreeRaises(state: CombatState, c: Combatant, weapon: Weapon | null): number {
  let free = 0;
  if (!weapon && optionOf<boolean>(state, 'grappleMastery', true) && skillRank(c, 'jiujutsu') >= 5)
    free += 1;
  for (const e of activeEffects(c, weapon ?? UNARMED)) free += e.freeRaises?.['grapple'] ?? 0;
  return free;
}

/**
 * The attack roll's extra dice, as for any melee attack (reference §3.4, §11.3): Full Attack +2k1,
 * Prone −2k0 (Small and Medium weapons, bare hands too), Blinded −1k1, mounted or on higher
 * ground against a target who is not +1k0.
 */
function attackDice(c: Combatant, t: Combatant): { rolled: number; kept: number } {
  const bonus = stanceAttackDice(dataOf(c).stance);
  let rolled = bonus.rolled;
  let kept = bonus.kept;
  if (isProne(c)) rolled -= 2;
  if (hasCondition(c, 'blinded')) {
    rolled -= 1;
    kept -= 1;
  }
  const mounted = dataOf(c).mounted && !dataOf(t).mounted;
  if (mounted || (hasCondition(c, 'higher-ground') && !hasCondition(t, 'higher-ground')))
    rolled += 1;
  return { rolled, kept };
}

/** Checks a Grapple and works out its roll, without rolling. */
export function planGrapple(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<GrapplePlan> {
  const target = grappleTarget(state, c, data['target']);
  if (!target.ok) return target;
  const t = target.value;
  const weapon = grappleWith(c, data['weapon']);
  if (!weapon.ok) return weapon;
  const w = weapon.value;
  const reach = w ? w.reach : GRAPPLE_REACH;
  if (!withinReach(c.position, t.position, reach))
    return refuse(
      'l5r4e/out-of-reach',
      `${t.name} is beyond ${w ? `the ${w.name}'s reach (${reach} ft)` : 'arm’s length (5 ft)'}: a grapple needs the target within reach`,
    );
  const join = joining(state, c, t);
  if (!join.ok) return join;
  const raises = raisesOf(data['raises']);
  if (!raises.ok) return raises;
  if (w && isProne(c) && w.size === 'large')
    return refuse('l5r4e/prone', 'no Large weapons while Prone (reference §11.3)');
  const spent = gate(state, c, GRAPPLE_ACTION);
  if (!spent.ok) return spent;
  const voidChoice = voidField(data);
  if (!voidChoice.ok) return voidChoice;
  const useVoid = voidChoice.value;
  if (useVoid !== false && spent.value.void)
    return refuse('l5r4e/void-per-round', 'at most one Void Point per Round (reference §1.5)');
  const skill = w ? w.skill : 'jiujutsu';
  const roll = planRoll(state, c, {
    skill,
    trait: 'agility',
    emphasis: w ? [w.name, 'grappling'] : ['grappling'],
    raises: raises.value,
    freeRaises: startFreeRaises(state, c, w),
    dice: attackDice(c, t),
    void: useVoid,
    center: data['center'] === true,
    weapon: w ?? UNARMED,
    attack: true,
  });
  if (!roll.ok) return roll;
  const r = roll.value;
  const armor = armorTN(state, t, false, true);
  const entangled = hasCondition(t, 'entangled');
  const voidPoints = (spent.value.void ?? 0) + (r.voidSpent ? 1 : 0);
  const keep =
    join.value !== null && optionOf<string>(state, 'grappleJoinControl', 'joiner') === 'keep'
      ? grappleById(state, join.value)?.controller
      : undefined;
  return ok({
    actor: c.id,
    target: t.id,
    weapon: w ? w.name : null,
    skill,
    raises: r.raises,
    freeRaises: r.freeRaises,
    roll: entangled ? null : r.notation,
    tn: Math.max(0, armor + 5 * (r.raises - r.freeRaises) + r.tnPenalty),
    armorTN: armor,
    penalty: r.tnPenalty,
    spent:
      voidPoints > 0
        ? { slots: spent.value.slots, void: voidPoints }
        : { slots: spent.value.slots },
    centerUsed: r.centerUsed,
    join: join.value,
    controller: keep ?? c.id,
  });
}

/** Rolls the grapple: GrappleStarted (a new grapple), GrappleJoined or GrappleMissed. */
export function resolveGrapple(state: CombatState, plan: GrapplePlan, dice: Dice): GameEvent[] {
  const roll =
    plan.roll === null ? null : dice.roll(plan.roll, { by: plan.actor, what: 'grapple' });
  const data = {
    actor: plan.actor,
    target: plan.target,
    weapon: plan.weapon,
    skill: plan.skill,
    raises: plan.raises,
    freeRaises: plan.freeRaises,
    roll,
    tn: plan.tn,
    armorTN: plan.armorTN,
    penalty: plan.penalty,
    entangled: roll === null,
    center: plan.centerUsed,
    spent: plan.spent,
    grapple: plan.join ?? `grapple-${state.version}`,
    controller: plan.controller,
  };
  if (roll !== null && roll.total < plan.tn) return [{ type: 'GrappleMissed', data }];
  return [{ type: plan.join === null ? 'GrappleStarted' : 'GrappleJoined', data }];
}

export function decideGrapple(
  state: CombatState,
  _actor: string,
  data: Readonly<Record<string, unknown>>,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const c = performer(state);
  if (!c.ok) return c;
  const plan = planGrapple(state, c.value, data);
  return plan.ok ? ok(resolveGrapple(state, plan.value, dice)) : plan;
}
