/**
 * The grapple's menu entries (seed 002, Grapple): Grapple a foe within arm's length not held yet;
 * Release whom one holds; Escape the one who holds one (an action), each with its odds.
 */
import type { ActionOption, Combatant, CombatState } from '../../../../engine/index.js';
import { bestSkill } from '../arguments.js';
import { close, option } from '../choices.js';
import { grappledBy, grapplerOf } from '../cond.js';
import { dataOf } from '../../state.js';
import { escapeWith, grappleOdds } from './odds.js';

export function grappleEntries(s: CombatState, me: Combatant, t: Combatant): ActionOption[] {
  if (!close(me, t) || grapplerOf(s, t)) return [];
  return [
    option({ type: 'Grapple', data: { target: t.id } }, `Grapple ${t.name}`, grappleOdds(s, me, t)),
  ];
}

export const releaseEntries = (s: CombatState, me: Combatant): ActionOption[] =>
  grappledBy(s, me).map((t) =>
    option({ type: 'Release', data: { target: t.id } }, `Release ${t.name}`),
  );

export function escapeEntries(s: CombatState, me: Combatant): ActionOption[] {
  if (dataOf(me).cond.grappledBy === null || dataOf(me).budget.action < 1) return [];
  const g = grapplerOf(s, me);
  if (!g) return [];
  const how = bestSkill(me);
  return [
    option(
      { type: 'Escape', data: { how } },
      `Escape ${g.name}'s grapple (${how})`,
      escapeWith(s, me, g, how),
    ),
  ];
}
