/**
 * The ambush's part of the fold (seed 002: "the ambushed party does not act on the first combat
 * round"): the ambush rolled, or surprise declared by the GM, marks the surprised.
 */
import type { CombatState } from '../../../engine/index.js';
import type { AmbushRolledData } from '../events.js';
import { combatantOf, dataOf, gameOf, patchData, withGame, type Changes } from '../state.js';

export function surprise(s: CombatState, ids: readonly string[]): CombatState {
  const changes: Changes = {};
  for (const id of ids) {
    const c = combatantOf(s, id);
    if (c) changes[id] = { ...dataOf(c), surprised: true };
  }
  return patchData(s, changes);
}

export function ambushed(s: CombatState, a: AmbushRolledData): CombatState {
  const ambush = { ambushers: a.ambushers, ambushed: a.ambushed, surprised: a.surprised };
  return surprise(withGame(s, { ...gameOf(s), ambush }), a.ids);
}
