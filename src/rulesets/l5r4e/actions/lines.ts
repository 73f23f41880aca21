/**
 * The pieces of a log line that every Action's description shares (actions/feature.ts,
 * spells/feature.ts): the cost as paid, a roll, its Raises, a combatant's name.
 */
import { own, type CombatState, type Rolled } from '../../../engine/index.js';
import type { Spent } from './budget.js';

/** seed-level wording of a cost, as paid now (Crippled may pay more). */
export function levelText(spent: Spent): string {
  const name = spent.slots === 2 ? 'Complex' : spent.slots === 1 ? 'Simple' : 'Free';
  return spent.void ? `${name}, 1 Void Point` : name;
}

export function costText(spent: unknown): string {
  return spent ? ` (${levelText(spent as Spent)})` : '';
}

export const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

export const raisesText = (n: unknown): string =>
  typeof n === 'number' && n > 0 ? `, ${n} Raise${n > 1 ? 's' : ''}` : '';

export const nameOf = (state: CombatState, id: unknown): string =>
  own(state.combatants, id as string)?.name ?? String(id);
