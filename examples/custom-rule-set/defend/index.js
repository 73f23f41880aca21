// @ts-check
/**
 * Defend (sentence 8: "until the start of his next turn, attacks against the defender need 2 more
 * to hit"): the command `{ type: 'Defend' }`, its menu entry and its log line.
 */
import { ok } from 'fray';
import { actor } from '../actions/index.js';
import { defendEvent } from '../conditions/index.js';
import { defended } from '../events.js';
import { combatant } from '../state.js';

/** @import { ActionOption, CombatState, GameEvent, Result } from 'fray' */

/**
 * @param {CombatState} state
 * @returns {Result<readonly GameEvent[]>}
 */
export function decideDefend(state) {
  const who = actor(state);
  if (!who.ok) return who;
  return ok([defended({ actor: who.value }), defendEvent(who.value)]);
}

/** @type {ActionOption} */
export const defendOption = {
  command: { type: 'Defend' },
  label: 'Defend (attacks on you need 2 more)',
};

/**
 * @param {GameEvent} event a Defended
 * @param {CombatState} state
 */
export const describeDefend = (event, state) => {
  const name = combatant(state, String(event.data['actor'])).name;
  return `${name} defends: attacks on ${name} need 2 more until ${name}'s next turn`;
};
