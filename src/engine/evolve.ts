/**
 * The one fold: the kernel applies its own events, then hands every event to the rule set's
 * `evolve`. Pure and total: an unknown event type changes nothing in the kernel's parts.
 */
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
  return { ...state, combatants: { ...state.combatants, [id]: f(c) } };
}

const without = (list: readonly CombatantId[], id: CombatantId): CombatantId[] =>
  list.filter((x) => x !== id);

function evolveKernel(state: CombatState, event: GameEvent): CombatState {
  const d = event.data;
  const id = d['id'] as CombatantId;
  switch (event.type) {
    case 'CombatStarted':
      return { ...state, status: 'active' };
    case 'InitiativeRolled':
    case 'InitiativeSet':
    case 'InitiativeHeld': {
      const next = updateCombatant(state, id, (c) => ({
        ...c,
        initiative: d['score'] as number,
        tiebreak: (d['tiebreak'] as number[] | undefined) ?? c.tiebreak,
      }));
      return {
        ...next,
        order: sortedOrder(next.combatants),
        current: event.type === 'InitiativeHeld' ? null : next.current,
      };
    }
    case 'RoundStarted':
      return {
        ...state,
        round: d['round'] as number,
        acted: [],
        delayed: [],
        current: null,
        // The order is re-sorted by every event that changes an initiative: no need to sort here.
      };
    case 'TurnStarted':
      return { ...state, current: id, turnUsed: false, delayed: without(state.delayed, id) };
    case 'TurnInterrupted':
      return { ...state, current: null };
    case 'TurnEnded':
    case 'TurnSkipped':
      return {
        ...state,
        current: state.current === id ? null : state.current,
        acted: [...without(state.acted, id), id],
        delayed: without(state.delayed, id),
      };
    case 'TurnDelayed':
      return { ...state, current: null, delayed: [...without(state.delayed, id), id] };
    case 'RoundEnded':
      return state;
    case 'ConditionAdded':
      return updateCombatant(state, id, (c) => {
        const cond = d['condition'] as Condition;
        return { ...c, conditions: [...c.conditions.filter((x) => x.id !== cond.id), cond] };
      });
    case 'ConditionTicked':
      return updateCombatant(state, id, (c) => ({
        ...c,
        conditions: c.conditions.map((x) =>
          x.id === d['conditionId'] ? { ...x, rounds: d['rounds'] as number } : x,
        ),
      }));
    case 'ConditionRemoved':
      return updateCombatant(state, id, (c) => ({
        ...c,
        conditions: c.conditions.filter((x) => x.id !== d['conditionId']),
      }));
    case 'Moved':
    case 'TokenMoved': {
      const moved = updateCombatant(state, id, (c) => ({ ...c, position: d['to'] as Position }));
      // A move by the acting combatant uses the turn, like any other action of theirs.
      return d['actor'] !== undefined && d['actor'] === state.current
        ? { ...moved, turnUsed: true }
        : moved;
    }
    case 'CombatantAdded': {
      const c = d['combatant'] as Combatant;
      const combatants = { ...state.combatants, [c.id]: c };
      return { ...state, combatants, order: sortedOrder(combatants) };
    }
    case 'CombatantRemoved': {
      const { [id]: _gone, ...combatants } = state.combatants;
      return {
        ...state,
        combatants,
        order: without(state.order, id),
        acted: without(state.acted, id),
        delayed: without(state.delayed, id),
        current: state.current === id ? null : state.current,
        pending: state.pending?.reactor === id ? null : state.pending,
      };
    }
    case 'ReactionOffered':
      return { ...state, pending: d['pending'] as Pending };
    case 'ReactionDeclined':
    case 'ReactionTaken':
      return { ...state, pending: null };
    case 'CombatEnded':
      return {
        ...state,
        status: 'ended',
        current: null,
        pending: null,
        outcome: d['outcome'] as Outcome,
      };
    default:
      // A rule-set event by the acting combatant means the turn has been used.
      if (!state.turnUsed && state.current !== null && d['actor'] === state.current)
        return { ...state, turnUsed: true };
      return state;
  }
}
