/** Support (seed 002: "You set up your ally for advantageous strikes. ... This is an action."). */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../../engine/index.js';
import { threatens } from '../../attack/index.js';
import { turnTaker } from '../../actions/index.js';
import { event, type SupportedData } from '../../events.js';
import { combatantOf, isUp } from '../../state.js';
import { actionLeft, allyArg } from '../defend/decide.js';

/**
 * Support { ally, target }: seed 002 "You set up your ally for advantageous strikes. Your ally gains
 * advantage on attacks against a specific target they are currently threatening in melee for the
 * rest of the round. This is an action."
 */
export function decideSupport(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const left = actionLeft(me, 'Support');
  if (!left.ok) return left;
  const value = command.data?.['ally'];
  if (value === me.id)
    return refuse('combat-chaos/not-an-ally', `${me.name} supports an ally, not themself`);
  const ally = allyArg(state, me, value);
  if (!ally.ok) return ally;
  const targetId = command.data?.['target'];
  const target = combatantOf(state, targetId);
  if (!target)
    return refuse(
      'combat-chaos/no-such-target',
      `no combatant ${JSON.stringify(targetId)}: Support needs { ally, target }`,
    );
  if (target.side === ally.value.side)
    return refuse('combat-chaos/not-an-enemy', `${target.name} is on ${ally.value.name}'s side`);
  if (!isUp(target)) return refuse('combat-chaos/target-down', `${target.name} is already down`);
  if (!threatens(ally.value, target.position))
    return refuse(
      'combat-chaos/not-threatening',
      `seed 002 Support: "a specific target they are currently threatening in melee": no melee weapon of ${ally.value.name} reaches ${target.name}`,
    );
  const data: SupportedData = {
    actor: me.id,
    ally: ally.value.id,
    target: target.id,
    round: state.round,
  };
  return ok([event('Supported', data)]);
}
