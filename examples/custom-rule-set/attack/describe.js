// @ts-check
/** An attack in one log line: the roll against what it needed, and what a hit did. */
import { attackData } from '../events.js';
import { combatant, dataOf } from '../state.js';

/** @import { CombatState, GameEvent } from 'fray' */

/**
 * `Ayla attacks Borin: 2d6+1 = 9 against 8, hit for 4 (1d6+1 = 5 − 1 armor); Borin 6/10`.
 * @param {GameEvent} event an AttackRolled
 * @param {CombatState} state after it
 */
export function describeAttack(event, state) {
  const d = attackData(event);
  const name = (/** @type {string} */ id) => combatant(state, id).name;
  const natural =
    d.roll.total === 12 ? ' (a natural 12)' : d.roll.total === 2 ? ' (a natural 2)' : '';
  const head = `${name(d.actor)} attacks ${name(d.target)}: ${d.roll.total} on 2d6, ${d.total} against ${d.need}${natural}`;
  if (!d.hit) return `${head}, a miss`;
  const damage = d.damage ? ` (${d.damage.expression} = ${d.damage.total})` : '';
  const after = dataOf(state, d.target).hp;
  const max = /** @type {{ hp: number }} */ (combatant(state, d.target).sheet).hp;
  const staggers = d.staggers ? `; ${name(d.target)} is staggered` : '';
  return `${head}, a hit for ${d.dealt}${damage}; ${name(d.target)} ${after}/${max} hp${after <= 0 ? ', down' : ''}${staggers}`;
}
