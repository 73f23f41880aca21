/**
 * AdjustHealth { id, delta } (GM): healing or harm outside the rules, kept within 0 and the pool's
 * maximum. At 0 health a combatant is down (README, "Health"); healing brings them back.
 */
import {
  adjustHarm,
  ok,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type HealthAdjustedData } from '../events.js';
import { combatantOf, dataOf, sheetOf } from '../state.js';
import { isGm } from '../actions/index.js';

export function decideAdjustHealth(
  state: CombatState,
  command: Command,
): Result<readonly GameEvent[]> {
  if (!isGm(command)) return refuse('turn/gm-only', 'only the GM may AdjustHealth');
  const id = command.data?.['id'];
  const target = combatantOf(state, id);
  if (!target) return refuse('gm/no-such-combatant', `no combatant with id ${JSON.stringify(id)}`);
  const delta = command.data?.['delta'];
  if (typeof delta !== 'number' || !Number.isInteger(delta))
    return refuse('combat-chaos/bad-delta', 'delta is a whole number: -5 harms, 5 heals');
  const max = sheetOf(target).health;
  const health = Math.min(max, Math.max(0, dataOf(target).health + delta));
  const data: HealthAdjustedData = { id: target.id, delta, health };
  return ok([event('HealthAdjusted', data)]);
}

/**
 * The GM's `AdjustHarm { id, amount }` (the name all three rule sets share): `amount` is health
 * taken away, a negative amount heals; decided as AdjustHealth with `delta: -amount`.
 */
export const harmAliases = {
  AdjustHarm: adjustHarm({
    type: 'AdjustHealth',
    field: 'delta',
    sign: -1,
    means: 'health to take away',
  }),
};
