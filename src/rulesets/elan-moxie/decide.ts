/**
 * The rule set's `decide`: one small function per command. The kernel handles the turn loop,
 * Delay/ActNow and the GM's generic commands, and checks who may send what during the fight.
 */
import {
  refuse,
  type Command,
  type CombatState,
  type DecideContext,
  type GameEvent,
  type Result,
} from '../../engine/index.js';
import { stopChanneling, useAbility } from './ability/index.js';
import { attack } from './attack/index.js';
import { freeAction } from './actions/index.js';
import { escape, release } from './grapple/index.js';
import { move, pickUp, stand, withdraw } from './move/index.js';
import { attackOfOpportunity, pendingRefusal } from './opportunity/index.js';
import { specialAttack } from './special/index.js';
import { declareSurprise } from './surprise/index.js';
import { adjustWounds, rest } from './wounds/index.js';

/** The commands this rule set adds to the kernel's (README, "Commands"). */
export const COMMANDS = [
  'Attack',
  'Move',
  'Withdraw',
  'AttackOfOpportunity',
  'Stand',
  'PickUp',
  'Disarm',
  'Grapple',
  'Trip',
  'Escape',
  'Release',
  'UseAbility',
  'StopChanneling',
  'FreeAction',
  'DeclareSurprise',
  'AdjustWounds',
  'Rest',
] as const;

export function decide(
  state: CombatState,
  command: Command,
  ctx: DecideContext,
): Result<readonly GameEvent[]> {
  // While an Attack of Opportunity waits, only its answer (and the GM's commands) may come.
  const waiting = pendingRefusal(state, command);
  if (waiting) return waiting;
  switch (command.type) {
    case 'Attack':
      return attack(state, command, ctx.dice);
    case 'Move':
      return move(state, command);
    case 'Withdraw':
      return withdraw(state, command);
    case 'AttackOfOpportunity':
      return attackOfOpportunity(state, command, ctx.dice);
    case 'Stand':
      return stand(state, command);
    case 'PickUp':
      return pickUp(state, command);
    case 'Disarm':
      return specialAttack(state, command, ctx.dice, 'disarm');
    case 'Grapple':
      return specialAttack(state, command, ctx.dice, 'grapple');
    case 'Trip':
      return specialAttack(state, command, ctx.dice, 'trip');
    case 'Escape':
      return escape(state, command, ctx.dice);
    case 'Release':
      return release(state, command);
    case 'UseAbility':
      return useAbility(state, command, ctx.dice);
    case 'StopChanneling':
      return stopChanneling(state, command);
    case 'FreeAction':
      return freeAction(state, command);
    case 'DeclareSurprise':
      return declareSurprise(state, command);
    case 'AdjustWounds':
      return adjustWounds(state, command);
    case 'Rest':
      return rest(state, command);
    default:
      if (
        state.status === 'setup' &&
        (command.type === 'EndTurn' || command.type === 'Delay' || command.type === 'ActNow')
      )
        return refuse(
          'elan-moxie/not-started',
          'the fight has not started: send StartCombat first',
        );
      return refuse(
        'elan-moxie/unknown-command',
        `unknown command ${command.type}; elan-moxie has ${COMMANDS.join(', ')} besides the kernel's`,
      );
  }
}
