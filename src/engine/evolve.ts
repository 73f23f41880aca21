/**
 * The one fold: the kernel applies its own events, then hands every event to the rule set's
 * `evolve`. Pure and total: an unknown event type changes nothing in the kernel's parts.
 */
import { combatantsWith, copyCombatant, copyState, NO_IDS, type Mutable } from './copy.js';
import { sortedOrder } from './order.js';
import type {
  Combatant,
  CombatantId,
  CombatState,
  Condition,
  GameEvent,
  Outcome,
  Pending,
  Position,
  RuleSet,
} from './types.js';

export function evolve(ruleSet: RuleSet, state: CombatState, event: GameEvent): CombatState {
  return ruleSet.evolve(evolveKernel(state, event), event);
}

function updateCombatant(
  state: CombatState,
  id: CombatantId,
  f: (c: Combatant) => Combatant,
): CombatState {
  const c = state.combatants[id];
  if (!c) return state;
  const next = copyState(state);
  next.combatants = combatantsWith(state.combatants, id, f(c));
  return next;
}

/** The list without `id`: the list itself when it does not hold it (lists are never mutated). */
const without = (list: readonly CombatantId[], id: CombatantId): readonly CombatantId[] =>
  list.includes(id) ? list.filter((x) => x !== id) : list;

function evolveKernel(state: CombatState, event: GameEvent): CombatState {
  const d = event.data;
  // `d['id']` is read in the cases that have one, each at its own site: most events of a fight
  // (attacks, new rounds) have none, and a look-up of a missing field is slow on data of many shapes.
  switch (event.type) {
    case 'CombatStarted': {
      const next = copyState(state);
      next.status = 'active';
      return next;
    }
    case 'InitiativeRolled':
    case 'InitiativeSet':
    case 'InitiativeHeld': {
      const next = copyState(
        updateCombatant(state, d['id'] as CombatantId, (c) => {
          const n = copyCombatant(c);
          n.initiative = d['score'] as number;
          n.tiebreak = (d['tiebreak'] as number[] | undefined) ?? c.tiebreak;
          return n;
        }),
      );
      next.order = sortedOrder(next.combatants);
      if (event.type === 'InitiativeHeld') {
        // The held turn resumes at the new count as the same turn (no second count-off).
        next.current = null;
        next.suspended = [
          ...without(next.suspended ?? NO_IDS, d['id'] as CombatantId),
          d['id'] as CombatantId,
        ];
      }
      return next;
    }
    case 'RoundStarted': {
      // The order is re-sorted by every event that changes an initiative: no need to sort here.
      const next = copyState(state);
      next.round = d['round'] as number;
      next.acted = [];
      next.delayed = [];
      next.suspended = NO_IDS;
      next.current = null;
      return next;
    }
    case 'TurnStarted': {
      const id = d['id'] as CombatantId;
      const next = copyState(state);
      next.current = id;
      next.turnUsed = false;
      next.delayed = without(state.delayed, id);
      next.suspended = without(next.suspended ?? NO_IDS, id);
      return next;
    }
    case 'TurnInterrupted': {
      // The interrupted turn resumes after the one who acts now, as the same turn.
      const id = d['id'] as CombatantId;
      const next = copyState(state);
      next.current = null;
      next.suspended = [...without(next.suspended ?? NO_IDS, id), id];
      return next;
    }
    case 'TurnEnded':
    case 'TurnSkipped': {
      const id = d['id'] as CombatantId;
      const next = copyState(state);
      if (state.current === id) next.current = null;
      next.acted = state.acted.includes(id)
        ? [...without(state.acted, id), id]
        : [...state.acted, id];
      next.delayed = without(state.delayed, id);
      return next;
    }
    case 'TurnDelayed': {
      const id = d['id'] as CombatantId;
      const next = copyState(state);
      next.current = null;
      next.delayed = [...without(state.delayed, id), id];
      return next;
    }
    case 'RoundEnded':
      return state;
    case 'ConditionAdded':
      return updateCombatant(state, d['id'] as CombatantId, (c) => {
        const cond = d['condition'] as Condition;
        const n = copyCombatant(c);
        n.conditions = [...c.conditions.filter((x) => x.id !== cond.id), cond];
        return n;
      });
    case 'ConditionTicked':
      return updateCombatant(state, d['id'] as CombatantId, (c) => {
        const n = copyCombatant(c);
        // `counted`: one count-off per round, whatever delays and interruptions follow.
        n.conditions = c.conditions.map((x) =>
          x.id === d['conditionId']
            ? { ...x, rounds: d['rounds'] as number, counted: state.round }
            : x,
        );
        return n;
      });
    case 'ConditionRemoved':
      return updateCombatant(state, d['id'] as CombatantId, (c) => {
        const n = copyCombatant(c);
        n.conditions = c.conditions.filter((x) => x.id !== d['conditionId']);
        return n;
      });
    case 'Moved':
    case 'TokenMoved': {
      const moved = updateCombatant(state, d['id'] as CombatantId, (c) => {
        const n = copyCombatant(c);
        n.position = d['to'] as Position;
        return n;
      });
      // A move by the acting combatant uses the turn, like any other action of theirs.
      if (d['actor'] === undefined || d['actor'] !== state.current) return moved;
      const next = moved === state ? copyState(moved) : (moved as Mutable<CombatState>);
      next.turnUsed = true;
      return next;
    }
    case 'CombatantAdded': {
      const c = d['combatant'] as Combatant;
      const combatants = { ...state.combatants, [c.id]: c };
      return { ...state, combatants, order: sortedOrder(combatants) };
    }
    case 'CombatantRemoved': {
      const id = d['id'] as CombatantId;
      const { [id]: _gone, ...combatants } = state.combatants;
      return {
        ...state,
        combatants,
        order: without(state.order, id),
        acted: without(state.acted, id),
        delayed: without(state.delayed, id),
        suspended: without(state.suspended ?? NO_IDS, id),
        current: state.current === id ? null : state.current,
        pending: state.pending?.reactor === id ? null : state.pending,
      };
    }
    case 'ReactionOffered': {
      const next = copyState(state);
      next.pending = d['pending'] as Pending;
      return next;
    }
    case 'ReactionDeclined':
    case 'ReactionTaken': {
      const next = copyState(state);
      next.pending = null;
      return next;
    }
    case 'CombatEnded': {
      const next = copyState(state);
      next.status = 'ended';
      next.current = null;
      next.pending = null;
      next.outcome = d['outcome'] as Outcome;
      return next;
    }
    default: {
      // A rule-set event by the acting combatant means the turn has been used.
      if (state.turnUsed || state.current === null || d['actor'] !== state.current) return state;
      const next = copyState(state);
      next.turnUsed = true;
      return next;
    }
  }
}
