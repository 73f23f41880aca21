/**
 * The reactions' part of the fold: offers queued behind the pending one, the queue moving on as
 * each is answered, and the offers of or against a combatant gone dropped.
 */
import { enqueue, type CombatState } from '../../../engine/index.js';
import type { ReactionsQueuedData } from '../events.js';
import { gameOf, withGame } from '../state.js';
import { promote } from './answers.js';

export function queued(s: CombatState, q: ReactionsQueuedData): CombatState {
  const queue = enqueue(gameOf(s).queue, q);
  return promote(withGame(s, { ...gameOf(s), queue }));
}

export function removed(s: CombatState, id: unknown): CombatState {
  const queue = gameOf(s).queue.filter((o) => o.reactor !== id && o.data.provoker !== id);
  return promote(withGame(s, { ...gameOf(s), queue }));
}

/** The combat ended: nothing waits any more. */
export const queueCleared = (s: CombatState): CombatState =>
  gameOf(s).queue.length ? withGame(s, { ...gameOf(s), queue: [] }) : s;
