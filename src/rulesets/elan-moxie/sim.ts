/** What the simulator needs of elan-moxie (issue 7): 15 wounds collapse, 20 kill; tactics. */
import {
  own,
  type CombatState,
  type CombatantId,
  type Plight,
  type SimHooks,
} from '../../engine/index.js';
import { dataOf } from './state.js';
import { TACTICS } from './tactics/index.js';
import { health } from './state.js';

function plight(state: CombatState, id: CombatantId): Plight {
  const c = own(state.combatants, id);
  if (!c) return 'dead';
  const wounds = dataOf(c).wounds;
  const h = health(wounds);
  if (h === 'dead') return 'dead';
  if (h === 'collapsed') return 'down';
  return wounds > 0 ? 'wounded' : 'unhurt';
}

export const sim: SimHooks = {
  harmUnit: 'wounds',
  plight,
  harm: (state, id) => {
    const c = own(state.combatants, id);
    return c ? dataOf(c).wounds : 0;
  },
  tactics: TACTICS,
};
