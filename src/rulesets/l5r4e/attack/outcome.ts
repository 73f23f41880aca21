/**
 * An attack's outcome once planned: the roll against the Armor TN, damage with Reduction taken
 * off, and the maneuvers' follow-ups (Feint's bonus, Disarm and Knockdown's Contested Strength).
 */
import { type CombatState, type Dice, type GameEvent } from '../../../engine/index.js';
import { contestStrength, isSteel, isWoodHafted } from '../maneuvers/index.js';
import { optionOf } from '../options.js';
import { UNARMED } from '../sheet.js';
import {
  combatant,
  dataOf,
  offHandOf,
  sheetOf,
  weaponOf,
  applyWounds,
  OUT,
  rankIndex,
  rankName,
} from '../state.js';
import type { AttackPlan } from './plan.js';
import { disarmable } from './modifiers.js';

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
  const roll = dice.roll(plan.roll, { by: plan.actor, what: 'attack' });
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
  const damage = dice.roll(bonus > 0 ? `${plan.damage}+${bonus}` : plan.damage, {
    by: plan.actor,
    what: 'damage',
  });
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
