/**
 * The attack's part of the fold (seed 002, Attack): the action, an attack of it or the reaction
 * spent, and the damage dealt taken from the target's health.
 */
import type { Combatant, CombatState } from '../../../engine/index.js';
import type { AttackMadeData } from '../events.js';
import {
  combatantOf,
  dataOf,
  patchData,
  patchOne,
  sheetOf,
  withBudget,
  type ChaosData,
} from '../state.js';
import { attacksPerAction } from './resolve.js';

function spent(c: Combatant, a: AttackMadeData): ChaosData {
  const d = dataOf(c);
  const b = d.budget;
  if (a.uses === 'reaction') return withBudget(d, { ...b, reaction: b.reaction - 1 });
  if (a.uses === 'extra-attack') return withBudget(d, { ...b, attacks: b.attacks - 1 });
  const attacks = attacksPerAction(sheetOf(c)) - 1;
  return withBudget(d, { ...b, action: b.action - 1, attacks });
}

export function attacked(s: CombatState, a: AttackMadeData): CombatState {
  const attacker = combatantOf(s, a.actor);
  const target = combatantOf(s, a.target);
  if (!attacker || !target) return s;
  if (a.dealt === 0) return patchOne(s, attacker, spent(attacker, a));
  const d = dataOf(target);
  const health = Math.max(0, d.health - a.dealt);
  return patchData(s, {
    [a.actor]: spent(attacker, a),
    [a.target]: { health, budget: d.budget, surprised: d.surprised, cond: d.cond },
  });
}
