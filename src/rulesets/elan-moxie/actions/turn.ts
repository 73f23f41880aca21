/**
 * What every turn action checks first: the fight is on, someone is taking a turn (the kernel has
 * already checked that the sender is that combatant or the GM), and what the actor is able to do.
 */
import {
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Result,
} from '../../../engine/index.js';
import type { EmData, Sheet } from '../sheet.js';
import { dataOf, sheetOf } from '../state.js';
import { health } from '../state.js';

export interface Actor {
  readonly c: Combatant;
  readonly sheet: Sheet;
  readonly data: EmData;
}

export function turnActor(state: CombatState): Result<Actor> {
  if (state.status !== 'active')
    return refuse('elan-moxie/not-started', 'the fight has not started: send StartCombat first');
  if (state.pending)
    return refuse(
      'turn/reaction-pending',
      `waiting for ${state.combatants[state.pending.reactor]?.name ?? state.pending.reactor} to answer the Attack of Opportunity (AttackOfOpportunity or DeclineReaction)`,
    );
  const c = state.current ? state.combatants[state.current] : undefined;
  if (!c) return refuse('turn/no-turn', 'nobody is taking a turn');
  return { ok: true, value: { c, sheet: sheetOf(c), data: dataOf(c) } };
}

/**
 * seed 001: "A character at 15 wounds can take no action except speaking" and is "too injured to
 * move of his own power". The dead take no turns at all (canAct).
 */
export function ableBodied(a: Actor): Result<Actor> {
  const h = health(a.data.wounds);
  if (h === 'fighting') return { ok: true, value: a };
  return refuse(
    `elan-moxie/${h}`,
    `${a.c.name} is ${h} (${a.data.wounds} wounds) and can take no action except speaking`,
  );
}

export const isGm = (command: Command): boolean => (command.meta?.actor ?? 'gm') === 'gm';

export function gmOnly(command: Command): Result<true> {
  return isGm(command)
    ? { ok: true, value: true }
    : refuse('turn/gm-only', `only the GM may ${command.type}`);
}

/** A whole number from the command's data, or undefined. */
export function intField(command: Command, key: string): number | undefined {
  const v = command.data?.[key];
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

/** A non-empty string from the command's data, or undefined. */
export function textField(command: Command, key: string): string | undefined {
  const v = command.data?.[key];
  return typeof v === 'string' && v.trim().length > 0 ? v : undefined;
}

/** The combatant taking the turn, able to act (not collapsed), with no reaction waiting. */
export function ableActor(state: CombatState): Result<Actor> {
  const found = turnActor(state);
  // The common case keeps turnActor's result (no second one made for every action).
  if (!found.ok || health(found.value.data.wounds) === 'fighting') return found;
  return ableBodied(found.value);
}
