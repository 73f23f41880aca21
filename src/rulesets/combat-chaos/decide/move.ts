/**
 * Move { to }: seed 002 "Dash. You move up to your regular foot speed. This is a move." A straight
 * line towards `to`, stopping after `speed` feet; one move per turn. With the option
 * `leavingReachProvokes`, leaving an enemy's melee reach offers it an attack of opportunity.
 */
import {
  distance,
  ok,
  towards,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type MovedData } from '../events.js';
import { leavingReachProvokes } from '../options.js';
import { leavingReachOffers, offerEvents } from '../reactions.js';
import { dataOf, sheetOf } from '../state.js';
import { positionArg, turnTaker } from './common.js';

export function decideMove(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  if (dataOf(me).budget.move < 1)
    return refuse('combat-chaos/no-move', `${me.name} has already moved this turn`);
  const to = positionArg(command.data?.['to']);
  if (!to) return refuse('combat-chaos/bad-position', 'Move needs { to: { x, y } } in feet');
  const speed = sheetOf(me).speed;
  if (speed <= 0) return refuse('combat-chaos/cannot-move', `${me.name} has a speed of 0`);
  const from = me.position;
  const dest = towards(from, to, speed);
  const moved: MovedData = {
    actor: me.id,
    id: me.id,
    from,
    to: dest,
    distance: distance(from, dest),
  };
  const offers = leavingReachProvokes(state.options)
    ? leavingReachOffers(state, me, from, dest)
    : [];
  return ok([event('Moved', moved), ...offerEvents(offers, false)]);
}
