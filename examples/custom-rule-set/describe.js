// @ts-check
/** ASSEMBLER: a log line per rule-set event; the kernel phrases its own (conditions, turns). */
import { describeAttack } from './attack/index.js';
import { describeDefend } from './defend/index.js';

/** @import { RuleSet } from 'fray' */

/** @type {RuleSet['describe']} */
export function describe(event, state) {
  if (event.type === 'AttackRolled') return describeAttack(event, state);
  if (event.type === 'Defended') return describeDefend(event, state);
  return undefined;
}
