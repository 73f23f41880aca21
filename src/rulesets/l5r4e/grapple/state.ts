/**
 * A grapple in `state.game.grapples` (seed 000: "Grapples occur inside a normal combat"), and the
 * lookups every grapple file shares. reference §7.
 */
import type { Combatant, CombatState } from '../../../engine/index.js';
import { gameOf, dataOf, rankOf, OUT } from '../state.js';

export type { Grapple } from '../state.js';
export { BREAK, CONTROL_KINDS, grappleOf, HIT, PASS, THROW } from '../state.js';
import type { Grapple } from '../state.js';

export function grappleById(state: CombatState, id: string): Grapple | undefined {
  for (const g of gameOf(state).grapples) if (g.id === id) return g;
  return undefined;
}

/** Still a grappler: present, alive and not Out (an Out or dead member leaves the grapple). */
export function holds(state: CombatState, id: string): boolean {
  const c: Combatant | undefined = state.combatants[id];
  return c !== undefined && !dataOf(c).dead && rankOf(c) < OUT;
}

/** The weapon the member grapples with, while it is still in hand (else Jiujutsu). */
export function grappleWeapon(g: Grapple, c: Combatant, inHand: string): string | undefined {
  const w = g.weapons[c.id];
  return w !== undefined && w === inHand ? w : undefined;
}
