/**
 * Menu entries of a grapple (menu.ts, through special/): pinned, Escape with Agility and with
 * Strength, when the escapeAction budget allows; holding someone, Release, when a free action is
 * left.
 */
import type { ActionOption, Combatant, CombatState } from '../../../engine/index.js';
import { cannotFree, cannotSpend } from '../actions/index.js';
import { pct } from '../attack/index.js';
import { escapeOdds } from './odds.js';
import { readOptions } from '../options.js';
import { dataOf, nameOf, type Grapple } from '../state.js';

/** The entries of `c`, who is in the grapple `g`. */
export function grappleMenu(state: CombatState, c: Combatant, g: Grapple): ActionOption[] {
  const d = dataOf(c);
  if (g.defender === c.id) {
    if (cannotSpend(d, readOptions(state.options).escapeAction)) return [];
    const options: ActionOption[] = [];
    for (const how of ['agility', 'strength'] as const) {
      const odds = escapeOdds(state, c, how);
      const word = how === 'agility' ? 'Escape' : 'Reverse';
      const label = `${word} ${nameOf(state, g.attacker)}'s grapple (${how === 'agility' ? 'Agility' : 'Strength'}${odds ? `, ${pct(odds.hit)}` : ''})`;
      options.push({
        command: { type: 'Escape', data: { how } },
        label,
        ...(odds ? { odds } : {}),
      });
    }
    return options;
  }
  if (cannotFree(d, readOptions(state.options).freeActionLimit)) return [];
  return [
    {
      command: { type: 'Release' },
      label: `Release ${nameOf(state, g.defender)} (free action)`,
    },
  ];
}
