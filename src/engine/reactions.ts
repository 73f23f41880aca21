/**
 * Several reactions at once. The kernel holds one pending reaction (`state.pending`) and routes
 * the next command to its reactor; when one event offers several (a move that provokes three
 * attacks of opportunity), the rest wait in a queue the rule set keeps in `state.game`, announced
 * by a `ReactionsQueued { offers, at }` event. When the pending one is taken or declined, the
 * rule set's evolve makes the next still-valid offer pending with {@link nextOffer}.
 */
import type { GameEvent, Pending } from './types.js';

/**
 * The events that offer reactions: the first becomes pending unless one already is (then all of
 * them queue in front of those already waiting, so that a reaction's own consequences come first).
 */
export function offerEvents(offers: readonly Pending[], pendingNow: boolean): GameEvent[] {
  const [first, ...rest] = offers;
  if (!first) return [];
  if (pendingNow) return [{ type: 'ReactionsQueued', data: { offers, at: 'front' } }];
  const offered: GameEvent = { type: 'ReactionOffered', data: { pending: first } };
  return rest.length
    ? [offered, { type: 'ReactionsQueued', data: { offers: rest, at: 'back' } }]
    : [offered];
}

/** The queue after a `ReactionsQueued` event. */
export function enqueue<T extends Pending>(
  waiting: readonly T[],
  data: { readonly offers: readonly T[]; readonly at: 'front' | 'back' },
): readonly T[] {
  return data.at === 'front' ? [...data.offers, ...waiting] : [...waiting, ...data.offers];
}

/** The first offer still valid (to become pending) and what stays queued after it. */
export function nextOffer<T extends Pending>(
  queue: readonly T[],
  valid: (offer: T) => boolean,
): { readonly next: T | undefined; readonly rest: readonly T[] } {
  const i = queue.findIndex(valid);
  return i < 0 ? { next: undefined, rest: [] } : { next: queue[i], rest: queue.slice(i + 1) };
}
