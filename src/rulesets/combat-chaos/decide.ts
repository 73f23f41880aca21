/** The rule set's decide: one small function per command (README, "Commands"). */
import {
  refuse,
  type Command,
  type CombatState,
  type DecideContext,
  type GameEvent,
  type Result,
} from '../../engine/index.js';
import { decideAmbush } from './ambush/index.js';
import { decideAdjustHealth } from './health/index.js';
import { decideMove } from './move/index.js';
import { decideReactAttack } from './reactions/index.js';
import { decideDeclareSurprise } from './ambush/index.js';
import {
  ATTACKS_COMMANDS,
  decideAttack,
  decideAttacks,
  decideManeuvers,
  MANEUVERS_COMMANDS,
} from './maneuvers/index.js';

export const COMMANDS = [
  'Move',
  'Attack',
  'ReactAttack',
  'Ambush',
  'DeclareSurprise',
  'AdjustHealth',
] as const;

/** Every command: the core's and the features' (for messages). */
const ALL = (): readonly string[] => [...COMMANDS, ...ATTACKS_COMMANDS, ...MANEUVERS_COMMANDS];

export function decide(
  state: CombatState,
  command: Command,
  { dice }: DecideContext,
): Result<readonly GameEvent[]> {
  switch (command.type) {
    case 'Move':
      return decideMove(state, command, dice);
    case 'Attack':
      return decideAttack(state, command, dice);
    case 'ReactAttack':
      return decideReactAttack(state, command, dice);
    case 'Ambush':
      return decideAmbush(state, command, dice);
    case 'DeclareSurprise':
      return decideDeclareSurprise(state, command);
    case 'AdjustHealth':
      return decideAdjustHealth(state, command);
    default:
      return (
        decideAttacks(state, command, dice) ??
        decideManeuvers(state, command, dice) ??
        refuse(
          'combat-chaos/unknown-command',
          `combat-chaos has no command ${command.type}; it knows ${ALL().join(', ')} and the kernel's`,
        )
      );
  }
}
