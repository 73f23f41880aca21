/**
 * One attack by seed 001's procedure, rolled: "First, the attacker rolls to hit ... The defender
 * must then roll to soak." Used by the Attack action, Attacks of Opportunity and abilities with an
 * attack roll, so that they all roll the same way. An attack without damage (an ability that only
 * carries effects) has no soak roll: its result is 'hit' or 'miss'.
 */
import type { Dice, GameEvent, Position, CombatState } from '../../../engine/index.js';
import type { AttackPlan } from './plan.js';
import { afterWounds, addWounds } from '../wounds/index.js';
import { endChanneling } from '../channel/index.js';
import { event, type AttackedData } from '../events.js';
import { d20, extraDamage, woundsDealt } from './resolve.js';
import { dataOf } from '../state.js';

export interface StrikeUse {
  /** Absent: the actor's Attack action (evolve spends it). */
  readonly uses?: 'opportunity' | 'ability';
  /** An Attack of Opportunity: where the provoker was. */
  readonly at?: Position;
  /** Whether the attack has damage to soak (abilities may carry only effects). */
  readonly damaging?: boolean;
}

/**
 * Rolls to hit and, on a hit with damage, to soak. Every field is written, in one order, whatever
 * the result (absent ones `undefined`): events of one shape keep evolve's reads monomorphic, which
 * measured a third of the cost of folding an attack in a skirmish.
 */
export function rollStrike(p: AttackPlan, dice: Dice, use?: StrikeUse): AttackedData {
  const { attacker, target, weapon } = p;
  const roll = dice.roll(d20(p.hitBonus), { by: attacker.id, what: 'attack' });
  const extra = extraDamage(roll.total, p.defense);
  const cover = p.cover.bonus > 0 ? p.cover.bonus : undefined;
  const soak =
    extra === null || use?.damaging === false
      ? undefined
      : dice.roll(d20(p.soakBonus), { by: target.id, what: 'soak' });
  const damage = soak && extra !== null ? p.damage + extra : undefined;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: damage is defined exactly when soak is
  const wounds = soak && damage !== undefined ? woundsDealt(soak.total, damage) : undefined;
  const result: AttackedData['result'] =
    extra === null ? 'miss' : wounds === undefined ? 'hit' : wounds > 0 ? 'wounded' : 'soaked';
  return {
    actor: attacker.id,
    target: target.id,
    weapon: weapon.name,
    kind: weapon.kind,
    damageType: weapon.damageType,
    roll,
    defense: p.defense,
    result,
    uses: use?.uses,
    at: use?.at,
    cover,
    extraDamage: extra ?? undefined,
    soak,
    damage,
    wounds,
    woundsBefore: wounds === undefined ? undefined : dataOf(target).wounds,
    woundsAfter: wounds === undefined ? undefined : addWounds(dataOf(target).wounds, wounds),
  };
}

/** Whether the rolled attack hit (wounded, soaked or, without damage, hit). */
export const hits = (a: AttackedData): boolean => a.result !== 'miss';

/**
 * The Attacked event and what follows from it: a collapse or death ends the target's channels and
 * grapples; an attack that "disrupts channeled attacks" ends his channels on a hit.
 */
export function strikeEvents(state: CombatState, a: AttackedData, disrupts: boolean): GameEvent[] {
  const events = [event('Attacked', a)];
  if (a.result === 'miss') return events;
  // Stryker disable next-line ConditionalExpression: a shortcut; afterWounds of no wounds is [] too
  const follow = a.woundsAfter === undefined ? [] : afterWounds(state, a.target, a.woundsAfter);
  if (follow.length > 0) return events.concat(follow);
  if (disrupts) events.push(...endChanneling(state, a.target, 'disrupted', a.actor));
  return events;
}
