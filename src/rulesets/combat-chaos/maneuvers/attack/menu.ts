/**
 * The attack's menu entries (seed 002, Attack): each foe up with each weapon in hand that reaches
 * them, while the action or an attack of it is left; and the answers to an attack of opportunity
 * offered (each weapon offered, or let it pass), with exact odds.
 */
import type { ActionOption, Combatant, CombatState } from '../../../../engine/index.js';
import { canStrike, inHand } from '../../attack/index.js';
import { combatantOf, dataOf, isUp, sheetOf, type Offer } from '../../state.js';
import { attackOdds } from './odds.js';

export function attackEntries(s: CombatState, me: Combatant): ActionOption[] {
  const b = dataOf(me).budget;
  if (b.action < 1 && b.attacks < 1) return [];
  const out: ActionOption[] = [];
  for (const t of Object.values(s.combatants).filter((c) => c.side !== me.side && isUp(c)))
    for (const w of inHand(me))
      if (canStrike(me.position, t.position, w))
        out.push({
          command: { type: 'Attack', data: { target: t.id, weapon: w.name } },
          label: `Attack ${t.name} with ${w.name}`,
          odds: attackOdds(s, t, w),
        });
  return out;
}

export function opportunityAnswers(s: CombatState, offer: Offer): ActionOption[] {
  const reactor = combatantOf(s, offer.reactor);
  const provoker = combatantOf(s, offer.data.provoker);
  const out: ActionOption[] = [];
  if (reactor && provoker && isUp(provoker))
    for (const w of sheetOf(reactor).weapons)
      if (offer.data.weapons.includes(w.name))
        out.push({
          command: { type: 'ReactAttack', data: { weapon: w.name } },
          label: `Attack of opportunity on ${provoker.name} with ${w.name}`,
          odds: attackOdds(s, provoker, w),
        });
  return [...out, { command: { type: 'DeclineReaction' }, label: 'Let the chance pass' }];
}
