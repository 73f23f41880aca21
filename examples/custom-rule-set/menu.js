// @ts-check
/** ASSEMBLER: the legal actions of whoever's turn it is: Attack each foe, Defend, end the turn. */
import { hasActed } from './actions/index.js';
import { attackOptions } from './attack/index.js';
import { defendOption } from './defend/index.js';

/** @import { ActionOption, RuleSet } from 'fray' */

/** @type {ActionOption} */
const END_TURN = { command: { type: 'EndTurn' }, label: 'End the turn' };

/** @type {RuleSet['legalActions']} */
export function legalActions(state, actor) {
  if (state.status !== 'active' || state.current !== actor) return [];
  if (hasActed(state, actor)) return [END_TURN];
  return [...attackOptions(state, actor), defendOption, END_TURN];
}
