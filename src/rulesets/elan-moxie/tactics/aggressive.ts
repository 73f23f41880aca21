/**
 * `aggressive` (the simulator's default for this rule set) and `focus-weakest` (issue 7). Both
 * build their command from the state (tactics/turn.ts `fightOn`): strike while the Attack action
 * is left, then close in, then end the turn.
 * - aggressive: the strike expected to wound most (weapon in hand or damaging ability, any fighting
 *   foe in reach); when nothing is in reach, towards the nearest fighting foe.
 * - focus-weakest: focus fire on the most wounded fighting foe in reach (the one nearest to
 *   collapsing at 15 wounds), with the weapon expected to wound him most; when nothing is in reach,
 *   towards the most wounded fighting foe (the nearest of equals).
 */
import { distance, type Combatant, type CombatState, type Policy } from '../../../engine/index.js';
import { dataOf } from '../state.js';
import { byHarm, fighting, type Weigh } from './strike.js';
import { fightOn, nearestGoal, STOP_SHORT, turnPolicy, type Goal } from './turn.js';

export const aggressive: Policy = turnPolicy('aggressive', (s, c) =>
  fightOn(s, c, byHarm, nearestGoal),
);

/** Wounds first, the expected wounds of the strike only between equally hurt foes. */
const byWounds: Weigh = (_s, t, harm) => dataOf(t).wounds * 100 + harm;

function mostWounded(s: CombatState, c: Combatant): Combatant | undefined {
  let best: Combatant | undefined;
  let bestWounds = -1;
  let bestD = Infinity;
  const all = s.combatants;
  for (const key in all) {
    const o = all[key];
    if (!o || o.side === c.side || !fighting(o)) continue;
    const w = dataOf(o).wounds;
    const d = distance(c.position, o.position);
    if (w > bestWounds || (w === bestWounds && d < bestD)) {
      best = o;
      bestWounds = w;
      bestD = d;
    }
  }
  return best;
}

const weakestGoal: Goal = (s, c) => {
  const foe = mostWounded(s, c);
  return foe ? { at: foe.position, short: STOP_SHORT } : undefined;
};

export const focusWeakest: Policy = turnPolicy('focus-weakest', (s, c) =>
  fightOn(s, c, byWounds, weakestGoal),
);
