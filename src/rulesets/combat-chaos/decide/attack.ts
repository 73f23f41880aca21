/**
 * Attack { target, weapon? }: seed 002 "Attack. You attack one target. If you have the extra attack
 * ability you attack twice. If you are a warrior of 15th level or higher you attack three times.
 * You can divide your attacks between multiple targets, or move up to your speed between attacks.
 * This is an action." Each command is one attack: the first spends the action, the others the
 * attacks left of it (a Move may come between them).
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event } from '../events.js';
import { fumbleOffer, offerEvents } from '../reactions.js';
import { resolveAttack } from '../resolve.js';
import { dataOf } from '../state.js';
import { targetArg, turnTaker, weaponArg } from './common.js';

export function decideAttack(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const budget = dataOf(me).budget;
  if (budget.attacks < 1 && budget.action < 1)
    return refuse('combat-chaos/no-action', `${me.name} has no action left this turn`);
  const target = targetArg(state, me, command.data?.['target']);
  if (!target.ok) return target;
  const weapon = weaponArg(me, target.value, command.data?.['weapon']);
  if (!weapon.ok) return weapon;
  const uses = budget.attacks > 0 ? 'extra-attack' : 'action';
  const strike = {
    attacker: me,
    target: target.value,
    weapon: weapon.value,
    uses,
    provocation: null,
  } as const;
  const attack = resolveAttack(state, strike, dice);
  return ok([
    event('AttackMade', attack),
    ...offerEvents(fumbleOffer(state, attack, weapon.value), false),
  ]);
}
