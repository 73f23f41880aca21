// @ts-check
/** ASSEMBLER: each event to the rule folders that fold it into the state. */
import { evolveActions } from './actions/index.js';
import { evolveAttack } from './attack/index.js';

/** @import { RuleSet } from 'fray' */

/** @type {RuleSet['evolve']} */
export function evolve(state, event) {
  const next = evolveActions(state, event);
  return event.type === 'AttackRolled' ? evolveAttack(next, event) : next;
}
