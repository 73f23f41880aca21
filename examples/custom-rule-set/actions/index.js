// @ts-check
/**
 * The action of a turn (sentence 3: "On his turn a combatant takes one action, Attack or Defend;
 * then his turn ends"): whether it is taken, the refusal of a second one, and the turn's end.
 */
import { refuse } from 'fray';
import { dataOf, withData } from '../state.js';

/** @import { CombatState, GameEvent, Result } from 'fray' */

/** The events that take the turn's action. */
export const ACTIONS = new Set(['AttackRolled', 'Defended']);

/** @param {CombatState} state @param {string} id */
export const hasActed = (state, id) => dataOf(state, id).acted;

/**
 * Who may act now: the combatant whose turn it is, if he has not acted yet; else the refusal.
 * @param {CombatState} state
 * @returns {Result<string>}
 */
export function actor(state) {
  const id = state.current;
  if (state.status !== 'active' || id === null)
    return refuse(
      'two-sixes/no-turn',
      'Attack and Defend are taken on one’s turn, once the fight has started',
    );
  if (hasActed(state, id))
    return refuse(
      'two-sixes/already-acted',
      `${id} has taken his action this turn (one per turn); end the turn`,
    );
  return { ok: true, value: id };
}

/**
 * A fresh action at the start of each turn; an action taken by Attack or Defend.
 * @param {CombatState} state
 * @param {GameEvent} event
 * @returns {CombatState}
 */
export function evolveActions(state, event) {
  if (event.type === 'TurnStarted')
    return withData(state, String(event.data['id']), { acted: false });
  if (ACTIONS.has(event.type)) return withData(state, String(event.data['actor']), { acted: true });
  return state;
}
