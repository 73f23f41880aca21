/**
 * Charge's odds (seed 002, Charge): its first attack, with the bonus after 20+ ft, made from where
 * the charge ends.
 */
import type { Combatant, Command, CombatState, Odds } from '../../../../engine/index.js';
import { positionArg, targetArg } from '../../actions/index.js';
import { canStrike, inHand, type ChaosOdds } from '../../attack/index.js';
import { isMissile, type Weapon } from '../../sheet.js';
import { combatantOf } from '../../state.js';
import { attackOdds } from '../attack/odds.js';
import { chargeBonus, placed } from '../brace/brace.js';

/**
 * The first attack of a Charge to `to` (its bonus after 20+ ft), with the charger standing there
 * (only a missile weapon's sources depend on where he stands: the state is moved for those alone).
 */
export function chargeOdds(
  state: CombatState,
  me: Combatant,
  to: { x: number; y: number },
  target: Combatant,
  weapon: Weapon,
  distance: number,
): ChaosOdds {
  const bonusDamage = chargeBonus({ distance, polearm: false, used: false }, weapon);
  if (!isMissile(weapon)) return attackOdds(state, target, weapon, me, { bonusDamage });
  const there = placed(state, me, to);
  return attackOdds(there, target, weapon, combatantOf(there, me.id) ?? me, { bonusDamage });
}

/** Charge's odds when it names a target, by the combatant whose turn it is. */
export function chargeCommandOdds(
  state: CombatState,
  me: Combatant,
  command: Command,
): Odds | undefined {
  const data = command.data;
  const to = positionArg(data?.['to']);
  if (!to || data?.['target'] === undefined) return undefined;
  const target = targetArg(state, me, data['target']);
  if (!target.ok) return undefined;
  const named = data['weapon'];
  const weapon = inHand(me).find((w) =>
    named === undefined ? canStrike(to, target.value.position, w) : w.name === named,
  );
  if (!weapon) return undefined;
  const dx = to.x - me.position.x;
  const dy = to.y - me.position.y;
  return chargeOdds(state, me, to, target.value, weapon, Math.sqrt(dx * dx + dy * dy));
}
