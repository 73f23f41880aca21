/**
 * A grapple in `state.game.grapples` (seed 000: "Grapples occur inside a normal combat"), and the
 * lookups every grapple file shares. reference §7.
 */
import type { Combatant, CombatState, Violation } from '../../../engine/index.js';
import { gameOf, dataOf, rankOf, OUT } from '../state.js';
import type { ActionKind } from '../sheet.js';

export type { Grapple } from '../state.js';
import type { Grapple } from '../state.js';

/** The grapple the combatant is in, if any (a combatant is in at most one). */
export function grappleOf(state: CombatState, id: string): Grapple | undefined {
  const grapples = gameOf(state).grapples;
  // Most fights have no grapple at all: no closure, no array.
  for (const g of grapples) if (g.members.includes(id)) return g;
  return undefined;
}

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

/**
 * Why an attack by `attacker` on `target` is refused because of a grapple, or undefined: those in
 * a grapple fight only the others in it (when they may attack at all: a member holding Free Raises
 * to Disarm, or option grappleMemberActions `any`). For attack/decide.ts (planAttack).
 */
export function grappleAttackForbids(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
): Violation | undefined {
  const g = grappleOf(state, attacker.id);
  if (!g || g.members.includes(target.id)) return undefined;
  return {
    code: 'l5r4e/grapple-target',
    message: `${attacker.name} is in a grapple and can attack only those in it, not ${target.name}`,
  };
}

export const HIT: ActionKind = { level: 'complex', kind: 'grapple-hit', attack: true };
export const THROW: ActionKind = { level: 'complex', kind: 'grapple-throw', attack: true };
export const BREAK: ActionKind = { level: 'simple', kind: 'grapple-break' };
export const PASS: ActionKind = { level: 'free', kind: 'grapple-pass' };

/** The kinds of the control options (a grapple forbids none of them to its controller). */
export const CONTROL_KINDS: ReadonlySet<string> = new Set([
  HIT.kind,
  THROW.kind,
  BREAK.kind,
  PASS.kind,
]);
