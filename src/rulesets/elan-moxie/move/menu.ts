/**
 * Menu entries of movement (legalActions, menu.ts): Withdraw away from the nearest foe whose
 * melee one stands in, Stand when prone, PickUp for each dropped weapon. Plain Moves towards foes
 * are menu.ts's `moves`; the answers to an Attack of Opportunity are opportunity/'s.
 */
import {
  distance,
  type ActionOption,
  type Combatant,
  type CombatState,
} from '../../../engine/index.js';
import { cannotSpend, cannotMove } from '../actions/index.js';
import { movementOf } from '../attack/index.js';
import { grappleOf } from '../state.js';
import { canReact } from '../opportunity/index.js';
import { MELEE_REACH } from '../ranges/index.js';
import { dataOf, gameOf } from '../state.js';

/** The nearest foe able to strike whose melee range `c` stands in. */
function nearestThreat(state: CombatState, c: Combatant): Combatant | undefined {
  let best: Combatant | undefined;
  let bestD = Infinity;
  const all = state.combatants;
  for (const key in all) {
    const o = all[key];
    if (!o || o.side === c.side) continue;
    const d = distance(c.position, o.position);
    if (d > MELEE_REACH + 1e-9 || d >= bestD || d === 0 || !canReact(state, o)) continue;
    best = o;
    bestD = d;
  }
  return best;
}

function withdrawOption(state: CombatState, c: Combatant): ActionOption | undefined {
  const foe = nearestThreat(state, c);
  const length = 2 * movementOf(c);
  if (!foe || length <= 0) return undefined;
  const d = distance(c.position, foe.position);
  const to = {
    x: c.position.x + ((c.position.x - foe.position.x) * length) / d + 0,
    y: c.position.y + ((c.position.y - foe.position.y) * length) / d + 0,
  };
  return {
    command: { type: 'Withdraw', data: { to } },
    label: `Withdraw ${length.toFixed(1)} m away from ${foe.name} (Full action, no attacks of opportunity)`,
  };
}

export function moveMenu(state: CombatState, c: Combatant): ActionOption[] {
  const d = dataOf(c);
  const options: ActionOption[] = [];
  if (!cannotSpend(d, 'full') && !cannotMove(state, c)) {
    const w = withdrawOption(state, c);
    if (w) options.push(w);
  }
  if (cannotSpend(d, 'move')) return options;
  if (d.prone && grappleOf(gameOf(state), c.id)?.defender !== c.id)
    options.push({ command: { type: 'Stand' }, label: `${c.name} stands up (Move action)` });
  for (const weapon of d.dropped)
    options.push({
      command: { type: 'PickUp', data: { weapon } },
      label: `Pick up ${weapon} (Move action)`,
    });
  return options;
}
