/** Initiative order: highest score first, then the tiebreak keys in turn, then the id for stability. */
import type { Combatant, CombatantId, CombatState } from './types.js';

export function compareInitiative(a: Combatant, b: Combatant): number {
  const sa = a.initiative ?? -Infinity;
  const sb = b.initiative ?? -Infinity;
  if (sa !== sb) return sb - sa;
  const n = Math.max(a.tiebreak.length, b.tiebreak.length);
  for (let i = 0; i < n; i++) {
    const ta = a.tiebreak[i] ?? 0;
    const tb = b.tiebreak[i] ?? 0;
    if (ta !== tb) return tb - ta;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortedOrder(combatants: CombatState['combatants']): CombatantId[] {
  return Object.values(combatants)
    .sort(compareInitiative)
    .map((c) => c.id);
}
