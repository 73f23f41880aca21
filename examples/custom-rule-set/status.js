// @ts-check
/** ASSEMBLER: a combatant in one line for trackers: `6/10 hp · staggered · defending`. */
import { isDefending, isStaggered } from './conditions/index.js';
import { isDown } from './health/index.js';
import { dataOf, sheetOf } from './state.js';

/** @import { RuleSet } from 'fray' */

/** @type {NonNullable<RuleSet['status']>} */
export function status(state, id) {
  const parts = [`${dataOf(state, id).hp}/${sheetOf(state, id).hp} hp`];
  if (isDown(state, id)) parts.push('down');
  if (isStaggered(state, id)) parts.push('staggered');
  if (isDefending(state, id)) parts.push('defending');
  return parts.join(' · ');
}
