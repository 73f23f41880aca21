/**
 * The action budget's part of the fold (seed 002: "one move, one (standard) action and one bonus
 * action on each of one's turns"; one reaction per round).
 */
import type { CombatState } from '../../../engine/index.js';
import { combatantOf, dataOf, patchData, patchOne, withBudget, type Changes } from '../state.js';

/** seed 002: one move, one (standard) action and one bonus action on each of one's turns. */
export function startTurn(s: CombatState, id: string): CombatState {
  const c = combatantOf(s, id);
  if (!c) return s;
  const d = dataOf(c);
  const b = d.budget;
  if (b.move === 1 && b.action === 1 && b.bonus === 1 && b.attacks === 0) return s;
  const budget = { move: 1, action: 1, bonus: 1, reaction: b.reaction, attacks: 0 };
  return patchOne(s, c, withBudget(d, budget));
}

/** One reaction per round, refreshed as the round starts; surprise lasts the first round only. */
export function startRound(s: CombatState, round: number): CombatState {
  let changes: Changes | undefined;
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (!c) continue;
    const d = dataOf(c);
    const surprised = d.surprised && round < 2;
    if (d.budget.reaction === 1 && surprised === d.surprised) continue;
    changes ??= {};
    changes[id] = {
      health: d.health,
      budget: { ...d.budget, reaction: 1 },
      surprised,
      cond: d.cond,
    };
  }
  return changes ? patchData(s, changes) : s;
}
