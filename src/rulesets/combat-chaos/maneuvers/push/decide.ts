/** Push (seed 002: "You attempt to shove your target up to 10’. This is an opposed athletics roll ..."). */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type Position,
} from '../../../../engine/index.js';
import { contest, type ContestData } from '../contest.js';
import { event } from '../../events.js';
import { isArmed } from '../cond.js';
import { type PushAttemptedData } from '../../events.js';
import { type Events, actionTaker, closeArg, dist, foeArg } from '../arguments.js';
import { athleticsContest } from '../grapple/decide.js';

/** seed 002 Push: "You attempt to shove your target up to 10’." */
export const PUSH_DISTANCE = 10;

/** Where a shove of `feet` takes `target`: straight away from `from` (east when they share a spot). */
export function shovedTo(from: Position, target: Position, feet: number): Position {
  const d = dist(from, target);
  const ux = d > 0 ? (target.x - from.x) / d : 1;
  const uy = d > 0 ? (target.y - from.y) / d : 0;
  return { x: target.x + ux * feet, y: target.y + uy * feet };
}

/**
 * Push { target, distance? }: seed 002 "You attempt to shove your target up to 10’. This is an
 * opposed athletics roll, and if your target is armed you make the roll at disadvantage. It does
 * not provoke an attack of opportunity. This is an action." Straight away from the pusher; being
 * shoved provokes nothing either (it is not the target's own move).
 */
export function decidePush(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Push');
  if (!t.ok) return t;
  const near = closeArg(me, t.value, 'Push');
  if (!near.ok) return near;
  const target = near.value;
  const feet = command.data?.['distance'] ?? PUSH_DISTANCE;
  if (typeof feet !== 'number' || !(feet > 0) || feet > PUSH_DISTANCE)
    return refuse(
      'combat-chaos/bad-distance',
      `Push shoves "up to 10’": distance is more than 0 and at most ${PUSH_DISTANCE} (feet)`,
    );
  const c: ContestData = contest(...athleticsContest(me, target), dice);
  const data: PushAttemptedData = {
    actor: me.id,
    target: target.id,
    uses: 'action',
    armed: isArmed(target),
    contest: c,
    win: c.win,
    from: target.position,
    to: c.win ? shovedTo(me.position, target.position, feet) : target.position,
    distance: c.win ? feet : 0,
  };
  return ok([event('PushAttempted', data)]);
}
