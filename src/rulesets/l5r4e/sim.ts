/** What the simulator needs of l5r4e (issue 7): Wound Ranks as plights, Wounds as harm, tactics. */
import type { CombatState, CombatantId, Plight, SimHooks } from '../../engine/index.js';
import { isInFight } from './menu.js';
import { dataOf, rankOf } from './state.js';
import { TACTICS } from './tactics/index.js';

function plight(state: CombatState, id: CombatantId): Plight {
  const c = state.combatants[id];
  if (!c) return 'dead';
  // rankOf: 8 is dead (Wounds beyond Out, or killed); Out, a lost duel or a pin count as down.
  if (rankOf(c) >= 8) return 'dead';
  if (!isInFight(state, id)) return 'down';
  return dataOf(c).wounds > 0 ? 'wounded' : 'unhurt';
}

export const sim: SimHooks = {
  harmUnit: 'wounds',
  plight,
  harm: (state, id) => {
    const c = state.combatants[id];
    return c ? dataOf(c).wounds : 0;
  },
  tactics: TACTICS,
};
