/**
 * What a combatant's situation forbids, shared by every decide and menu:
 * - seed 001, Grapple: "While grappling, neither the attacker nor defender can use any abilities
 *   that require an Attack action or move" (and the defender is "pinned by the attacker, unable to move");
 * - Trip: "he falls prone and must spend a Move action to stand back up" (no moving while prone).
 */
import type { Combatant, CombatState, Violation } from '../../../engine/index.js';
import { grappleOf } from '../state.js';
import { dataOf, gameOf, nameOf } from '../state.js';

/** A violation as a value (for checks that return one, or undefined). */
export const violation = (code: string, message: string): Violation => ({ code, message });

function grappled(state: CombatState, c: Combatant): Violation | undefined {
  const g = grappleOf(gameOf(state), c.id);
  if (!g) return undefined;
  const holds = g.attacker === c.id;
  const other = nameOf(state, holds ? g.defender : g.attacker);
  return violation(
    'elan-moxie/grappling',
    holds
      ? `${c.name} is grappling ${other}: no Attack actions or moving while grappling (release with a Free action: Release)`
      : `${c.name} is pinned by ${other}: no Attack actions or moving (Escape { how: agility | strength })`,
  );
}

/** Why `c` cannot take an Attack action (or use an ability that needs one) now. */
export function cannotAttack(state: CombatState, c: Combatant): Violation | undefined {
  return grappled(state, c);
}

/** Why `c` cannot move of his own accord now (Move, Withdraw, a moving ability). */
export function cannotMove(state: CombatState, c: Combatant): Violation | undefined {
  const g = grappled(state, c);
  if (g) return g;
  if (dataOf(c).prone)
    return violation(
      'elan-moxie/prone',
      `${c.name} is prone: standing up takes a Move action first (Stand)`,
    );
  return undefined;
}
