// @ts-check
/**
 * The two conditions of Two Sixes, kept by the kernel with their durations: staggered (sentence 7:
 * "for 1 round (until the end of his next turn), his attacks take −2") and defending (sentence 8:
 * "until the start of his next turn, attacks against him need 2 more").
 */
import { hasCondition } from '../state.js';

/** @import { CombatState, GameEvent } from 'fray' */

export const STAGGERED = 'staggered';
export const DEFENDING = 'defending';
/** Sentence 7: a staggered combatant's attacks take −2. */
export const STAGGER_PENALTY = 2;
/** Sentence 8: attacks against a defender need 2 more. */
export const DEFEND_BONUS = 2;

/**
 * Counted down at the end of the target's own turn: the next one, whether it comes this round or
 * the next (the kernel counts a condition once per round).
 * @param {string} target
 * @param {string} source
 * @returns {GameEvent}
 */
export const staggerEvent = (target, source) => ({
  type: 'ConditionAdded',
  data: {
    id: target,
    condition: { id: STAGGERED, name: STAGGERED, source, rounds: 1, tick: 'own-turn-end' },
  },
});

/**
 * Counted down at the start of the defender's own next turn, which removes it.
 * @param {string} id
 * @returns {GameEvent}
 */
export const defendEvent = (id) => ({
  type: 'ConditionAdded',
  data: { id, condition: { id: DEFENDING, name: DEFENDING, rounds: 1, tick: 'own-turn-start' } },
});

/** @param {CombatState} state @param {string} id */
export const isStaggered = (state, id) => hasCondition(state, id, STAGGERED);
/** @param {CombatState} state @param {string} id */
export const isDefending = (state, id) => hasCondition(state, id, DEFENDING);
