/**
 * What follows from harm, by rule, as explicit events (so that the log says it):
 * - a collapsed or dead character channels nothing ("A character at 15 wounds can take no action
 *   except speaking"): his channels end (channel/);
 * - a grapple ends when either side collapses or dies.
 */
import type { CombatantId, CombatState, GameEvent } from '../../../engine/index.js';
import { endChanneling } from '../channel/index.js';
import { event, type GrappleEndedData } from '../events.js';
import { dataOf, gameOf, health } from '../state.js';

/** The grapples `id` is part of, ended for `reason`. */
export function endGrapples(state: CombatState, id: CombatantId, reason: string): GameEvent[] {
  const events: GameEvent[] = [];
  for (const g of gameOf(state).grapples) {
    if (g.attacker !== id && g.defender !== id) continue;
    const data: GrappleEndedData = { attacker: g.attacker, defender: g.defender, reason };
    events.push(event('GrappleEnded', data));
  }
  return events;
}

/**
 * What follows when `id` ends up with `woundsAfter` wounds: a collapse or death ends his channels
 * and his grapples. Nothing when he is still fighting (or was down already).
 */
export function afterWounds(state: CombatState, id: CombatantId, woundsAfter: number): GameEvent[] {
  const c = state.combatants[id];
  if (!c) return [];
  const h = health(woundsAfter);
  if (h === 'fighting' || health(dataOf(c).wounds) !== 'fighting') return [];
  return [...endChanneling(state, id, h), ...endGrapples(state, id, h)];
}
