/**
 * Getting up (seed 002, Kipup and standing up), for the prone: Kip up (the bonus action, else the
 * reaction) with acrobatics, Stand up with half the move; and the answer to a Kipup offered when
 * tripped.
 */
import type { ActionOption, Combatant, CombatState, Pending } from '../../../../engine/index.js';
import { canKipup, standingProvokes } from '../../reactions/index.js';
import { combatantOf, dataOf } from '../../state.js';
import { option } from '../choices.js';

export function getUpEntries(s: CombatState, me: Combatant): ActionOption[] {
  const d = dataOf(me);
  const b = d.budget;
  if (!d.cond.prone) return [];
  const out: ActionOption[] = [];
  if (canKipup(me)) {
    if (b.bonus >= 1)
      out.push(option({ type: 'Kipup', data: { as: 'bonus' } }, 'Kip up (bonus action)'));
    else if (b.reaction >= 1)
      out.push(option({ type: 'Kipup', data: { as: 'reaction' } }, 'Kip up (reaction)'));
  }
  if (b.move >= 0.5)
    out.push(
      option(
        { type: 'Stand' },
        `Stand up (half the move${standingProvokes(s.options) ? '; foes in reach may attack' : ''})`,
      ),
    );
  return out;
}

/** The answers to a Kipup offered, or undefined for any other reaction. */
export function menuKipup(s: CombatState, pending: Pending): ActionOption[] | undefined {
  if (pending.trigger !== 'kipup') return undefined;
  const me = combatantOf(s, pending.reactor);
  const out: ActionOption[] = [];
  if (me && canKipup(me)) out.push(option({ type: 'Kipup' }, 'Kip up (reaction)'));
  out.push(option({ type: 'DeclineReaction' }, 'Stay down'));
  return out;
}
