/**
 * The rule set's `evolve`: its part of every event (the kernel has applied its own already).
 * Touches only the combatants an event is about; kernel events it does not care about pass through
 * untouched, so the simulator's fold stays cheap.
 */
import { copyState, type CombatState, type GameEvent } from '../../engine/index.js';
import { freshBudget } from './sheet.js';
import { dataOf, patchData, withData } from './state.js';
import { addWounds } from './wounds.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

function woundsBy(state: CombatState, id: string, delta: number): CombatState {
  const c = state.combatants[id];
  if (!c) return state;
  return patchData(state, id, { wounds: addWounds(dataOf(c).wounds, delta) });
}

export function evolve(state: CombatState, event: GameEvent): CombatState {
  const d = event.data;
  switch (event.type) {
    case 'TurnStarted': {
      // A fresh action budget each turn (seed 001: "... each round").
      const id = str(d['id']);
      const c = state.combatants[id];
      if (!c) return state;
      const data = dataOf(c);
      if (data.moves === 0 && data.attacks === 0 && !data.full && data.free === 0) return state;
      return patchData(state, id, freshBudget);
    }
    case 'Moved': {
      if (d['action'] !== 'move') return state;
      const id = str(d['actor']);
      const c = state.combatants[id];
      return c ? patchData(state, id, { moves: dataOf(c).moves + 1 }) : state;
    }
    case 'Attacked': {
      // One new state for both the attacker's budget and the target's wounds.
      const a = state.combatants[str(d['actor'])];
      const t = state.combatants[str(d['target'])];
      const wounds = num(d['wounds']);
      if (!a) return state;
      const combatants = {
        ...state.combatants,
        [a.id]: withData(a, { attacks: dataOf(a).attacks + 1 }),
      };
      if (t && wounds > 0 && t.id !== a.id)
        combatants[t.id] = withData(t, { wounds: addWounds(dataOf(t).wounds, wounds) });
      const next = copyState(state);
      next.combatants = combatants;
      return next;
    }
    case 'FreeActionTaken': {
      const id = str(d['actor']);
      const c = state.combatants[id];
      return c ? patchData(state, id, { free: dataOf(c).free + 1 }) : state;
    }
    case 'WoundsAdjusted':
      return woundsBy(state, str(d['id']), num(d['wounds']));
    case 'Rested':
      return woundsBy(state, str(d['id']), -num(d['healed']));
    case 'SurpriseDeclared': {
      let next = state;
      for (const id of d['ids'] as readonly string[])
        next = patchData(next, id, { surprised: true });
      return next;
    }
    default:
      return state;
  }
}
