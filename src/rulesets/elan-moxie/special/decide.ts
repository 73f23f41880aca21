/**
 * Disarm { target, weapon?, targetWeapon? }, Grapple { target }, Trip { target }: seed 001's
 * "attacks ... that aren't intended to deal damage", each an Attack action (refused while
 * grappling, actions/restrictions.ts). The attack roll is the seed's procedure with every modifier
 * (special/plan.ts); on a hit the target makes his Strength check, and on a failure:
 * - Disarm: "his weapon falls to the ground and he must spend a Move action to pick it back up";
 * - Grapple: "he's pinned by the attacker, unable to move" (which ends his channels: an attack
 *   that "grapples him immediately ends any abilities the character was channeling");
 * - Trip: "he falls prone and must spend a Move action to stand back up" (ends his channels too).
 * One `SpecialAttacked` event holds both rolls; the channels' end follows it.
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { cannotSpend, cannotAttack, ableActor } from '../actions/index.js';
import { endChanneling } from '../channel/index.js';
import { event, type Special, type SpecialAttackedData } from '../events.js';
import { d20, extraDamage } from '../attack/index.js';
import { planSpecial, tnOf, type SpecialPlan } from './plan.js';

const EFFECT = { disarm: 'disarmed', grapple: 'pinned', trip: 'tripped' } as const;

/** Rolls the attack and, on a hit, the target's Strength check. */
export function rollSpecial(p: SpecialPlan, dice: Dice): SpecialAttackedData {
  const { attacker, target } = p.strike;
  const roll = dice.roll(d20(p.strike.hitBonus), { by: attacker.id, what: 'attack' });
  const extra = extraDamage(roll.total, p.strike.defense);
  const cover = p.strike.cover.bonus;
  const head = {
    actor: attacker.id,
    target: target.id,
    special: p.special,
    ...(p.weapon === undefined ? {} : { weapon: p.weapon }),
    roll,
    defense: p.strike.defense,
  };
  const tail = {
    ...(cover > 0 ? { cover } : {}),
    ...(p.targetWeapon === undefined ? {} : { targetWeapon: p.targetWeapon }),
  };
  if (extra === null) return { ...head, result: 'miss', ...tail };
  const check = dice.roll(d20(p.checkBonus), { by: target.id, what: 'check' });
  const tn = tnOf(p, extra);
  const result = check.total >= tn ? 'resisted' : EFFECT[p.special];
  return { ...head, result, ...tail, extraDamage: extra, check, tn };
}

/** The SpecialAttacked event and what follows: the target's channels end when pinned or tripped, or hit by a disrupting weapon. */
export function specialEvents(
  state: CombatState,
  d: SpecialAttackedData,
  disrupts: boolean,
): GameEvent[] {
  const events = [event('SpecialAttacked', d)];
  if (d.result === 'pinned') events.push(...endChanneling(state, d.target, 'grappled', d.actor));
  else if (d.result === 'tripped') events.push(...endChanneling(state, d.target, 'prone', d.actor));
  else if (disrupts && d.result !== 'miss')
    events.push(...endChanneling(state, d.target, 'disrupted', d.actor));
  return events;
}

export function specialAttack(
  state: CombatState,
  command: Command,
  dice: Dice,
  special: Special,
): Result<readonly GameEvent[]> {
  const able = ableActor(state);
  if (!able.ok) return able;
  const { c, data } = able.value;
  const why = cannotSpend(data, 'attack');
  if (why)
    return refuse('elan-moxie/no-attack-left', `${c.name} ${why} (${special} is an Attack action)`);
  const held = cannotAttack(state, c);
  if (held) return { ok: false, error: held };
  const planned = planSpecial(state, c, command.data, special);
  if (!planned.ok) return planned;
  const p = planned.value;
  return ok(specialEvents(state, rollSpecial(p, dice), p.disrupts));
}
