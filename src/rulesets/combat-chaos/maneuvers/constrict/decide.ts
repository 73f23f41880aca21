/** Constrict (seed 002: "You deal your unarmed damage die plus twice your MIGHT modifier ..."). */
import { ok, refuse, type Command, type CombatState, type Dice } from '../../../../engine/index.js';
import { turnTaker } from '../../actions/index.js';
import { event } from '../../events.js';
import { grapplerOf } from '../cond.js';
import { type ConstrictedData } from '../../events.js';
import { withBonus } from '../../attack/index.js';
import { dataOf, sheetOf } from '../../state.js';
import { type Events, foeArg } from '../arguments.js';

/**
 * Constrict { target, as? }: seed 002 "You deal your unarmed damage die plus twice your MIGHT
 * modifier in crushing damage to an opponent you have successfully grappled. This is an action or
 * a bonus action, but it can only be done once per round." No roll to hit; soak applies (seed 002:
 * "Deduct the targets soak value from this damage if applicable"); `as` defaults to the bonus
 * action while one is left.
 */
export function decideConstrict(state: CombatState, command: Command, dice: Dice): Events {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Constrict');
  if (!t.ok) return t;
  const target = t.value;
  if (grapplerOf(state, target)?.id !== me.id)
    return refuse(
      'combat-chaos/not-grappling',
      `${me.name} does not hold ${target.name} in a grapple: Grapple first (seed 002: Constrict hurts "an opponent you have successfully grappled")`,
    );
  const d = dataOf(me);
  if (d.cond.constrictRound === state.round)
    return refuse(
      'combat-chaos/constricted-this-round',
      `${me.name} has constricted this round already (seed 002: "it can only be done once per round")`,
    );
  const as = command.data?.['as'] ?? (d.budget.bonus >= 1 ? 'bonus' : 'action');
  if (as !== 'bonus' && as !== 'action')
    return refuse(
      'combat-chaos/bad-argument',
      `Constrict { as } is "action" or "bonus", not ${JSON.stringify(as)}`,
    );
  if (as === 'bonus' && d.budget.bonus < 1)
    return refuse('combat-chaos/no-bonus', `${me.name} has no bonus action left this turn`);
  if (as === 'action' && d.budget.action < 1)
    return refuse('combat-chaos/no-action', `${me.name} has no action left this turn`);
  const sheet = sheetOf(me);
  const damage = dice.roll(withBonus(sheet.unarmedDie, 2 * sheet.might));
  const soak = sheetOf(target).soak;
  const dealt = Math.max(0, damage.total - soak);
  const data: ConstrictedData = {
    actor: me.id,
    target: target.id,
    uses: as,
    round: state.round,
    damage,
    soak,
    dealt,
    health: Math.max(0, dataOf(target).health - dealt),
  };
  return ok([event('Constricted', data)]);
}
