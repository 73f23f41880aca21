/**
 * Disarm's part of the fold (seed 002, Disarm): the weapon won falls to the ground (`dropped`);
 * picking it up takes the move.
 */
import type { Combatant, CombatState } from '../../../../engine/index.js';
import type { WeaponPickedUpData } from '../../events.js';
import { combatantOf, dataOf, withData, type ChaosData } from '../../state.js';
import { withCondOf } from '../cond.js';

/** A disarm won lands: the target's weapon drops (once). */
export function disarmLands(s: CombatState, target: Combatant, weapon: string): CombatState {
  const dropped = dataOf(target).cond.dropped;
  return dropped.includes(weapon) ? s : withCondOf(s, target.id, { dropped: [...dropped, weapon] });
}

export function pickedUp(s: CombatState, p: WeaponPickedUpData): CombatState {
  const c = combatantOf(s, p.actor);
  if (!c) return s;
  const d = dataOf(c);
  const data: ChaosData = {
    ...d,
    budget: { ...d.budget, move: 0 },
    cond: { ...d.cond, dropped: d.cond.dropped.filter((w) => w !== p.weapon) },
  };
  return withData(s, c, data);
}
