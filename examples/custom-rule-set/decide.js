// @ts-check
/** ASSEMBLER: the rule set's commands, each decided by its rule folder. */
import { refuse } from 'fray';
import { decideAttack } from './attack/index.js';
import { decideDefend } from './defend/index.js';

/** @import { RuleSet } from 'fray' */

/** @type {RuleSet['decide']} */
export function decide(state, command, ctx) {
  switch (command.type) {
    case 'Attack':
      return decideAttack(state, command, ctx);
    case 'Defend':
      return decideDefend(state);
    default:
      return refuse(
        'two-sixes/unknown-command',
        `Two Sixes has no command ${command.type}; its commands are Attack and Defend`,
      );
  }
}
