/**
 * Move { to }: seed 002 "Dash. You move up to your regular foot speed. This is a move." A straight
 * line towards `to`, stopping after the feet the move allows. It spends only the feet it covers
 * (Attack: "move up to your speed between attacks"): several Moves may share one move, between the
 * attacks of an Attack action or around anything else, until its feet are spent. Standing up (Stand)
 * takes half of it, and the Move then goes on with the half left. A prone combatant crawls: every
 * foot costs two (half the distance). A grappled one does not move at all (seed 002 Grapple:
 * "immobilize them": speed 0). With the option `leavingReachProvokes`, leaving an enemy's melee
 * reach offers it an attack of opportunity (its standing choice answers at once, or it is asked).
 */
import {
  copyCombatant,
  distance,
  ok,
  towards,
  refuse,
  withCombatant,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type MovedData } from '../events.js';
import { grapplerOf } from '../maneuvers/index.js';
import { leavingReachProvokes } from '../options.js';
import { leavingReachOffers, offerEvents, reactionEvents } from '../reactions/index.js';
import { dataOf, sheetOf } from '../state.js';
import { positionArg, turnTaker } from '../actions/index.js';

export function decideMove(
  state: CombatState,
  command: Command,
  dice?: Dice,
): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const d = dataOf(me);
  const left = d.budget.move;
  if (left <= 0) return refuse('combat-chaos/no-move', `${me.name} has no move left this turn`);
  const to = positionArg(command.data?.['to']);
  if (!to) return refuse('combat-chaos/bad-position', 'Move needs { to: { x, y } } in feet');
  const speed = sheetOf(me).speed;
  if (speed <= 0) return refuse('combat-chaos/cannot-move', `${me.name} has a speed of 0`);
  const cond = d.cond;
  if (cond.grappledBy !== null) {
    const g = grapplerOf(state, me);
    if (g)
      return refuse(
        'combat-chaos/grappled',
        `${me.name} is grappled by ${g.name}: speed 0 (seed 002 Grapple: "immobilize them"); Escape first`,
      );
  }
  // Half the move is left after standing up; a crawl covers half the ground.
  const feet = (cond.prone ? speed / 2 : speed) * (left < 1 ? left : 1);
  const from = me.position;
  const dest = towards(from, to, feet);
  if (distance(from, dest) < 1e-9)
    return refuse('combat-chaos/bad-position', `${me.name} is at (${to.x}, ${to.y}) already`);
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
  if (offers.length === 0) return ok([event('Moved', moved)]);
  if (!dice) return ok([event('Moved', moved), ...offerEvents(offers, false)]);
  // The move completes first: the attacks taken at once are made against the mover where he ends.
  const there = copyCombatant(me);
  there.position = dest;
  return ok([
    event('Moved', moved),
    ...reactionEvents(withCombatant(state, there), offers, dice, false),
  ]);
}
