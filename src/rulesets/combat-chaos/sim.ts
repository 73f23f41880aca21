/**
 * What the simulator needs of combat-chaos (issue 7): the seed has no death, so a creature at 0
 * health is down; harm is the damage taken from the health pool (net of healing); tactics.
 */
import type { CombatState, CombatantId, Plight, SimHooks } from '../../engine/index.js';
import { combatantOf, dataOf, sheetOf } from './state.js';
import { TACTICS } from './tactics/index.js';

function plight(state: CombatState, id: CombatantId): Plight {
  const c = combatantOf(state, id);
  if (!c) return 'down';
  const d = dataOf(c);
  if (d.health <= 0) return 'down';
  return d.health < sheetOf(c).health ? 'wounded' : 'unhurt';
}

export const sim: SimHooks = {
  harmUnit: 'damage',
  plight,
  harm: (state, id) => {
    const c = combatantOf(state, id);
    return c ? Math.max(0, sheetOf(c).health - dataOf(c).health) : 0;
  },
  tactics: TACTICS,
};
