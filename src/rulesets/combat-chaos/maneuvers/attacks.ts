/**
 * The attacks feature's commands (issue 6), each decided in its folder: Charge, Brace and its
 * reaction BraceStrike, Defend, Support; and CastSpell (spells/). README.md, "Commands".
 */
import {
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { decideCharge } from './charge/decide.js';
import { decideBrace, decideBraceStrike } from './brace/decide.js';
import { decideDefend } from './defend/decide.js';
import { decideSupport } from './support/decide.js';
import { decideCastSpell } from '../spells/index.js';

/** The commands this feature decides; `undefined` for any other command. */
export const ATTACKS_COMMANDS: readonly string[] = [
  'Charge',
  'Brace',
  'BraceStrike',
  'Defend',
  'Support',
  'CastSpell',
];

export function decideAttacks(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> | undefined {
  switch (command.type) {
    case 'Charge':
      return decideCharge(state, command, dice);
    case 'Brace':
      return decideBrace(state);
    case 'BraceStrike':
      return decideBraceStrike(state, command, dice);
    case 'Defend':
      return decideDefend(state, command);
    case 'Support':
      return decideSupport(state, command);
    case 'CastSpell':
      return decideCastSpell(state, command, dice);
    default:
      return undefined;
  }
}
