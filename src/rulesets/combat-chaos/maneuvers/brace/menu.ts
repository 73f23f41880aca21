/**
 * Brace's menu entries (seed 002, Brace): set the longest polearm in hand with the bonus action;
 * and the Brace reaction's answers, strike the charger with each braced polearm or let it come.
 */
import type { ActionOption, Combatant, CombatState, Pending } from '../../../../engine/index.js';
import { inHand } from '../../attack/index.js';
import { combatantOf, dataOf, isUp } from '../../state.js';
import { attackOdds } from '../attack/odds.js';
import { longestPolearm, type BraceOffer } from './brace.js';

export function braceEntries(me: Combatant): ActionOption[] {
  const d = dataOf(me);
  if (d.budget.bonus < 1 || d.cond.bracing) return [];
  const polearm = longestPolearm(me);
  return polearm
    ? [
        {
          command: { type: 'Brace' },
          label: `Brace the ${polearm.name} (reach ${polearm.reach} ft) against a charge`,
        },
      ]
    : [];
}

/**
 * The Brace reaction's answers: strike with each braced polearm (odds: always critical), or not;
 * `undefined` for any other pending reaction (as kipup/menu.ts `menuKipup`).
 */
export function menuBraceReaction(s: CombatState, pending: Pending): ActionOption[] | undefined {
  if (pending.trigger !== 'brace') return undefined;
  const offer = pending as BraceOffer;
  const reactor = combatantOf(s, offer.reactor);
  const charger = combatantOf(s, offer.data.provoker);
  const out: ActionOption[] = [];
  if (reactor && charger && isUp(charger))
    for (const w of inHand(reactor))
      if (offer.data.polearms.includes(w.name))
        out.push({
          command: { type: 'BraceStrike', data: { weapon: w.name } },
          label: `Strike ${charger.name} with the braced ${w.name} (a hit is critical)`,
          odds: attackOdds(s, charger, w, reactor, { alwaysCritical: true, bonusDamage: 0 }),
        });
  return [...out, { command: { type: 'DeclineReaction' }, label: 'Let the charge come' }];
}
