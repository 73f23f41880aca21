// @ts-check
/** ASSEMBLER: the odds of a command before it is rolled (only Attack rolls). */
import { attackOdds } from './attack/index.js';

/** @import { RuleSet } from 'fray' */

/** @type {NonNullable<RuleSet['odds']>} */
export function odds(state, command) {
  const target = command.data?.['target'];
  if (command.type !== 'Attack' || state.current === null || typeof target !== 'string')
    return undefined;
  if (!Object.hasOwn(state.combatants, target) || target === state.current) return undefined;
  return attackOdds(state, state.current, target);
}
