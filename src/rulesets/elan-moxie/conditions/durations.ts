/**
 * Durations (seed 001): "Some abilities last a set number of rounds. Unless specifically stated
 * otherwise, one round duration should be counted off at the start of the action of the character
 * that caused the effect." Every timed condition this rule set adds is built here, with the
 * kernel's `source-turn-start` tick and its causer as source: the kernel then counts it down at
 * the start of the causer's turn and removes it at zero. (Issue 5's prone, grappled, ... use it.)
 */
import type { CombatantId, Condition, GameEvent } from '../../../engine/index.js';

export function timedCondition(
  name: string,
  source: CombatantId,
  rounds: number,
  data?: unknown,
): Condition {
  const base = {
    id: `${name}-by-${source}`,
    name,
    source,
    rounds,
    tick: 'source-turn-start',
  } as const;
  return data === undefined ? base : { ...base, data };
}

/** The event that puts a condition on a combatant (the kernel's evolve stores it). */
export function conditionAdded(id: CombatantId, condition: Condition): GameEvent {
  return { type: 'ConditionAdded', data: { id, condition } };
}
