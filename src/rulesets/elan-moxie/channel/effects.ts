/**
 * Channels and the effects hanging on them, as explicit events (so that the log says it):
 * - seed 001, Channeled actions: "Any attack that states it disrupts channeled attacks, moves the
 *   character, knocks the character prone, or grapples him immediately ends any abilities the
 *   character was channeling." A collapsed or dead character channels nothing either ("can take
 *   no action except speaking": wounds/consequences.ts).
 * Conditions a channeled ability put on others go with it (ConditionRemoved).
 */
import type { CombatantId, Condition, CombatState, GameEvent } from '../../../engine/index.js';
import { event, type ChannelingEndedData } from '../events.js';
import { dataOf } from '../state.js';
import type { Effect } from '../sheet.js';

/** The data of a condition an ability puts on someone: its modifiers, and the channel it hangs on. */
export interface EffectData {
  readonly modifiers: Effect['modifiers'];
  readonly ability: string;
  /** Present while the effect lasts only as long as the source channels `ability`. */
  readonly channel?: true;
}

/** The condition an ability's effect puts on someone (timed ones count down at the user's turn start). */
export function effectCondition(
  effect: Effect,
  source: CombatantId,
  ability: string,
  channeled: boolean,
): Condition {
  const data: EffectData = channeled
    ? { modifiers: effect.modifiers, ability, channel: true }
    : { modifiers: effect.modifiers, ability };
  const base = { id: `${effect.name}-by-${source}`, name: effect.name, source, data };
  return effect.rounds === undefined
    ? base
    : { ...base, rounds: effect.rounds, tick: 'source-turn-start' };
}

/** Ends every channel `id` maintains (or only `abilities`), with the conditions hanging on them. */
export function endChanneling(
  state: CombatState,
  id: CombatantId,
  reason: string,
  by?: CombatantId,
  abilities?: readonly string[],
): GameEvent[] {
  const c = state.combatants[id];
  if (!c) return [];
  const ending = dataOf(c)
    .channeling.map((ch) => ch.ability)
    .filter((a) => !abilities || abilities.includes(a));
  if (ending.length === 0) return [];
  const data: ChannelingEndedData =
    by === undefined ? { id, abilities: ending, reason } : { id, abilities: ending, reason, by };
  const events = [event('ChannelingEnded', data)];
  for (const key in state.combatants) {
    const bearer = state.combatants[key];
    // Stryker disable next-line ConditionalExpression: for-in yields only present keys (a guard for the index type)
    if (!bearer) continue;
    for (const cond of bearer.conditions) {
      const d = cond.data as EffectData | undefined;
      if (cond.source === id && d?.channel && ending.includes(d.ability))
        events.push(
          event('ConditionRemoved', {
            id: bearer.id,
            conditionId: cond.id,
            reason: 'channel-ended',
          }),
        );
    }
  }
  return events;
}
