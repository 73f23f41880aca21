/**
 * What the conditions feature shares (conditions/feature.ts): the evolve helpers that change or
 * drop a condition or pay a Void Point spent on a roll outside an Action, and a roll as the log
 * shows it. The conditions' names are shared data (state.ts); who may send a command, actions/.
 */
import {
  copyCombatant,
  withCombatant,
  type CombatState,
  type Condition,
  type Rolled,
  own,
} from '../../../engine/index.js';
import { copyData, updateData } from '../state.js';

/** The roll as the log shows it: the dice breakdown, else `expression = total`. */
export const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

/** Evolve: replaces one condition of a combatant (nothing when either is missing). */
export function updateCondition(
  state: CombatState,
  id: string,
  conditionId: string,
  change: (x: Condition) => Condition,
): CombatState {
  const c = own(state.combatants, id);
  if (!c || !c.conditions.some((x) => x.id === conditionId)) return state;
  const n = copyCombatant(c);
  n.conditions = c.conditions.map((x) => (x.id === conditionId ? change(x) : x));
  return withCombatant(state, n);
}

/** Evolve: drops every condition matching `drop` from every combatant. */
export function dropConditions(state: CombatState, drop: (x: Condition) => boolean): CombatState {
  let next = state;
  for (const c of Object.values(state.combatants)) {
    if (!c.conditions.some(drop)) continue;
    const n = copyCombatant(c);
    n.conditions = c.conditions.filter((x) => !drop(x));
    next = withCombatant(next, n);
  }
  return next;
}

/** Evolve: a Void Point spent on a roll (reference §1.5: +1k1), by `id`, this Round. */
export function payVoid(state: CombatState, id: unknown): CombatState {
  if (typeof id !== 'string') return state;
  return updateData(state, id, (d) => {
    const n = copyData(d);
    n.voidPoints = Math.max(0, d.voidPoints - 1);
    n.voidRound = state.round;
    return n;
  });
}
