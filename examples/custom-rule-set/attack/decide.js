// @ts-check
/** The Attack command: `{ type: 'Attack', data: { target } }` (sentences 4–7). */
import { ok, refuse } from 'fray';
import { actor } from '../actions/index.js';
import { staggerEvent } from '../conditions/index.js';
import { attackRolled } from '../events.js';
import { isDown } from '../health/index.js';
import { sheetOf } from '../state.js';
import { dealt, hits, modifier, needed } from './roll.js';

/** @import { Command, CombatState, DecideContext, GameEvent, Result } from 'fray' */

/**
 * Rolls 2d6 (then the weapon's damage on a hit): the dice are in the event.
 * @param {CombatState} state
 * @param {Command} command
 * @param {DecideContext} ctx
 * @returns {Result<readonly GameEvent[]>}
 */
export function decideAttack(state, command, ctx) {
  const who = actor(state);
  if (!who.ok) return who;
  const attacker = who.value;
  const target = command.data?.['target'];
  if (typeof target !== 'string' || !Object.hasOwn(state.combatants, target))
    return refuse('two-sixes/no-target', 'Attack needs a target: data: { target: <combatant id> }');
  if (target === attacker)
    return refuse('two-sixes/no-target', 'a combatant does not attack himself');
  if (isDown(state, target)) return refuse('two-sixes/target-down', `${target} is down`);
  const roll = ctx.dice.roll('2d6', { by: attacker, what: 'attack' });
  const total = roll.total + modifier(state, attacker);
  const need = needed(state, target);
  const hit = hits(roll.total, total, need);
  const damage = hit
    ? ctx.dice.roll(sheetOf(state, attacker).weapon.damage, { by: attacker, what: 'damage' })
    : undefined;
  const staggers = roll.total === 12;
  /** @type {GameEvent[]} */
  const events = [
    attackRolled({
      actor: attacker,
      target,
      roll,
      total,
      need,
      hit,
      ...(damage ? { damage } : {}),
      dealt: damage ? dealt(damage.total, sheetOf(state, target).armor) : 0,
      staggers,
    }),
  ];
  if (staggers) events.push(staggerEvent(target, attacker));
  return ok(events);
}
