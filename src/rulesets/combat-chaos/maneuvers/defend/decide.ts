/** Defend (seed 002: "You actively guard yourself or an ally within melee reach. ... This is an action."). */
import {
  distance,
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../../engine/index.js';
import { guardReach } from '../../attack/index.js';
import { turnTaker } from '../../actions/index.js';
import { event, type DefendedData } from '../../events.js';
import { combatantOf, dataOf, isUp } from '../../state.js';
import { ft } from '../../spells/index.js';

/** An ally by id: on the same side, still up. */
export function allyArg(state: CombatState, me: Combatant, value: unknown): Result<Combatant> {
  const ally = combatantOf(state, value);
  if (!ally)
    return refuse('combat-chaos/no-such-ally', `no combatant ${JSON.stringify(value)} to guard`);
  if (ally.side !== me.side)
    return refuse('combat-chaos/not-an-ally', `${ally.name} is not on ${me.name}'s side`);
  if (!isUp(ally)) return refuse('combat-chaos/target-down', `${ally.name} is already down`);
  return ok(ally);
}

export function actionLeft(me: Combatant, what: string): Result<Combatant> {
  return dataOf(me).budget.action < 1
    ? refuse(
        'combat-chaos/no-action',
        `${what} is an action: ${me.name} has no action left this turn`,
      )
    : ok(me);
}

/**
 * Defend { ally? }: seed 002 "You actively guard yourself or an ally within melee reach. Melee and
 * missile attacks against you or that ally (not both) suffer disadvantage for the round. This is
 * an action." Himself by default.
 */
export function decideDefend(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const left = actionLeft(me, 'Defend');
  if (!left.ok) return left;
  const value = command.data?.['ally'];
  let protect = me;
  if (value !== undefined && value !== me.id) {
    const ally = allyArg(state, me, value);
    if (!ally.ok) return ally;
    protect = ally.value;
    const reach = guardReach(me);
    const away = distance(me.position, protect.position);
    if (away > reach + 1e-9)
      return refuse(
        'combat-chaos/out-of-reach',
        `seed 002 Defend: "an ally within melee reach": ${protect.name} is ${ft(away)} away; ${me.name} guards within ${ft(reach)}`,
      );
  }
  const data: DefendedData = { actor: me.id, protect: protect.id, round: state.round };
  return ok([event('Defended', data)]);
}
