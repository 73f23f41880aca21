/**
 * Shallow copies of the state and of a combatant as fresh objects of one fixed shape. An object
 * spread (`{ ...state, current }`) of states that came from many places is slow in V8 (the copy
 * site sees many hidden classes); these copies keep the fold fast. The copy is new: the caller may
 * set its fields before handing it out, never after.
 */
import type { Combatant, CombatantId, CombatState } from './types.js';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The empty list of ids, shared (lists in the state are never mutated). */
export const NO_IDS: readonly CombatantId[] = Object.freeze([]);

export function copyState(s: CombatState): Mutable<CombatState> {
  return {
    ruleSet: s.ruleSet,
    options: s.options,
    seed: s.seed,
    version: s.version,
    status: s.status,
    round: s.round,
    order: s.order,
    current: s.current,
    turnUsed: s.turnUsed,
    acted: s.acted,
    delayed: s.delayed,
    suspended: s.suspended ?? NO_IDS,
    pending: s.pending,
    combatants: s.combatants,
    game: s.game,
    outcome: s.outcome,
  };
}

export function copyCombatant(c: Combatant): Mutable<Combatant> {
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    position: c.position,
    conditions: c.conditions,
    initiative: c.initiative,
    tiebreak: c.tiebreak,
    sheet: c.sheet,
    data: c.data,
  };
}

/**
 * The combatants map with `c` as `id` (a new map). Cloned by a spread, then `c` stored: a computed key
 * in the literal (`{ ...all, [c.id]: c }`) is defined through V8's runtime, about twice as slow as
 * the store, and this runs for most events of a fight. A store would set the prototype for the id
 * `__proto__`: ids are checked where they enter (no name of Object.prototype is an id), and this
 * one comparison keeps the map an own property even if one got through.
 */
export function combatantsWith(
  all: CombatState['combatants'],
  id: CombatantId,
  c: Combatant,
): Record<CombatantId, Combatant> {
  if (id === '__proto__') return { ...all, [id]: c };
  const next: Record<CombatantId, Combatant> = { ...all };
  next[id] = c;
  return next;
}

/** The state with one combatant replaced (a new combatants map; nothing else is copied). */
export function withCombatant(s: CombatState, c: Combatant): CombatState {
  const next = copyState(s);
  next.combatants = combatantsWith(s.combatants, c.id, c);
  return next;
}
