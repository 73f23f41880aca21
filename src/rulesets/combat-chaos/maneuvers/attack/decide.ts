/**
 * Attack { target, weapon? }: seed 002 "Attack. You attack one target. If you have the extra attack
 * ability you attack twice. If you are a warrior of 15th level or higher you attack three times.
 * You can divide your attacks between multiple targets, or move up to your speed between attacks.
 * This is an action." Each command is one attack: the first spends the action, the others the
 * attacks left of it (a Move may come between them). After a Charge (which spent the action) the
 * attacks are those of the action, the first with the Charge's damage bonus. A natural 1 on a melee
 * attack provokes the target's attack of opportunity (its standing choice `reactions` answers at
 * once, or it is asked).
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../../engine/index.js';
import { chargeBonus } from '../brace/brace.js';
import { event, type AttackMadeData } from '../../events.js';
import { fumbleOffer, fumbleUnavailable, reactionEvents } from '../../reactions/index.js';
import { resolveAttack } from '../../attack/index.js';
import { combatantOf, dataOf, withData } from '../../state.js';
import { targetArg, turnTaker, weaponArg } from '../../actions/index.js';

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
  // seed 002 Charge: "you deal +2 damage with your first attack" (+4 with a polearm).
  const charge = dataOf(me).cond.charge;
  const strike = {
    attacker: me,
    target: target.value,
    weapon: weapon.value,
    uses,
    provocation: null,
    bonusDamage: charge === null ? 0 : chargeBonus(charge, weapon.value),
  } as const;
  const attack = resolveAttack(state, strike, dice);
  const offers = fumbleOffer(state, attack, weapon.value);
  if (offers.length === 0)
    return ok([
      event('AttackMade', attack),
      ...fumbleUnavailable(hurt(state, attack), attack, weapon.value),
    ]);
  // The fumble's attack of opportunity: the target's standing choice answers at once, or it is asked.
  return ok([
    event('AttackMade', attack),
    ...reactionEvents(hurt(state, attack), offers, dice, false),
  ]);
}

/** The state with the attack's target at its health after the attack (what reactions see). */
export function hurt(state: CombatState, attack: AttackMadeData): CombatState {
  const t = combatantOf(state, attack.target);
  if (!t || dataOf(t).health === attack.health) return state;
  return withData(state, t, { ...dataOf(t), health: attack.health });
}
