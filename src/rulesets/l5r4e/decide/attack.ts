/**
 * Attack { target, raises? }: a Complex Action (seed 000: "Complex Actions: … make attack
 * (melee/ranged)"). "If the attack roll equals or exceeds the Armor TN, the attack hits, and
 * damage is rolled"; each Raise adds 5 to the TN (reference §1.6) and, as Increased Damage, 1k0
 * to the damage. The attacker's own Wound Rank penalty raises the TN ("Wound Ranks inflict a
 * penalty, increasing the TN of all rolls"). Armor Reduction is taken off the damage (§8).
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
} from '../../../engine/index.js';
import { gate, type Spent } from '../budget.js';
import { armorTN, attackRoll, damageRoll, isRanged, maxRaises, MELEE_RANGE } from '../resolve.js';
import { combatant, dataOf, isProne, rankOf, sheetOf, skillRank, str, weaponOf } from '../state.js';
import { applyWounds, rankIndex, rankName, woundPenalty } from '../wounds.js';

export interface AttackPlan {
  readonly actor: string;
  readonly target: string;
  readonly weapon: string;
  readonly raises: number;
  /** The attack roll's notation. */
  readonly roll: string;
  /** Armor TN + 5 × Raises + the attacker's Wound penalty. */
  readonly tn: number;
  readonly armorTN: number;
  readonly penalty: number;
  readonly damage: string;
  readonly reduction: number;
  readonly spent: Spent;
}

function checkTarget(state: CombatState, c: Combatant, id: unknown): Result<Combatant> {
  const t = typeof id === 'string' ? state.combatants[id] : undefined;
  if (!t) return refuse('l5r4e/no-such-target', `no combatant ${JSON.stringify(id)} to attack`);
  if (t.id === c.id) return refuse('l5r4e/bad-target', `${c.name} cannot attack themself`);
  if (dataOf(t).dead) return refuse('l5r4e/target-dead', `${t.name} is already dead`);
  return ok(t);
}

function checkRaises(c: Combatant, raw: unknown, max: number, unskilled: boolean): Result<number> {
  const raises = raw ?? 0;
  if (typeof raises !== 'number' || !Number.isInteger(raises) || raises < 0)
    return refuse('l5r4e/bad-raises', 'raises must be a whole number ≥ 0');
  if (raises > 0 && unskilled)
    return refuse('l5r4e/unskilled-raises', 'no Raises on an unskilled roll (reference §1.4)');
  if (raises > max)
    return refuse(
      'l5r4e/too-many-raises',
      `${c.name} may call at most ${max} Raises (the Void Ring), not ${raises}`,
    );
  return ok(raises);
}

/** Checks an attack and works out its rolls, without rolling. */
export function planAttack(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<AttackPlan> {
  const target = checkTarget(state, c, str(data, 'target'));
  if (!target.ok) return target;
  const t = target.value;
  const weapon = weaponOf(c);
  const max = maxRaises(c, weapon);
  const raises = checkRaises(c, data['raises'], max, skillRank(c, weapon.skill) === 0);
  if (!raises.ok) return raises;
  const ranged = isRanged(weapon);
  if (isProne(c) && weapon.keywords.includes('large'))
    return refuse('l5r4e/prone', 'no Large weapons while Prone (reference §11.3)');
  if (ranged && !withinReach(c.position, t.position, weapon.range ?? 0))
    return refuse('l5r4e/out-of-range', `${t.name} is beyond the ${weapon.name}'s range`);
  if (!ranged && !withinReach(c.position, t.position, weapon.reach))
    return refuse('l5r4e/out-of-reach', `${t.name} is beyond the ${weapon.name}'s reach`);
  const spent = gate(state, c, { level: 'complex', kind: 'attack', attack: true, ranged });
  if (!spent.ok) return spent;
  const close = withinReach(c.position, t.position, MELEE_RANGE);
  const armor = armorTN(state, t, ranged);
  const penalty = woundPenalty(rankOf(c));
  return ok({
    actor: c.id,
    target: t.id,
    weapon: weapon.name,
    raises: raises.value,
    roll: attackRoll(c, weapon, close),
    tn: armor + 5 * raises.value + penalty,
    armorTN: armor,
    penalty,
    damage: damageRoll(c, weapon, raises.value),
    reduction: sheetOf(t).armor.reduction,
    spent: spent.value,
  });
}

/** Rolls the attack, and the damage on a hit: one event holding every roll. */
export function resolveAttack(state: CombatState, plan: AttackPlan, dice: Dice): GameEvent[] {
  const { actor, target, weapon, raises, tn, armorTN, penalty, spent } = plan;
  const roll = dice.roll(plan.roll);
  const base = { actor, target, weapon, raises, roll, tn, armorTN, penalty, spent };
  if (roll.total < tn) return [{ type: 'AttackMissed', data: base }];
  const damage = dice.roll(plan.damage);
  const wounds = Math.max(0, damage.total - plan.reduction);
  const t = combatant(state, target);
  const after = applyWounds(sheetOf(t).thresholds, dataOf(t).wounds, wounds);
  const rank = after.dead ? 'Dead' : rankName(rankIndex(sheetOf(t).thresholds, after.wounds));
  return [
    {
      type: 'AttackHit',
      // Written out field by field: an object spread followed by new keys is slow in V8.
      data: {
        actor,
        target,
        weapon,
        raises,
        roll,
        tn,
        armorTN,
        penalty,
        spent,
        damage,
        reduction: plan.reduction,
        wounds,
        rank,
      },
    },
  ];
}
