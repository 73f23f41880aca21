/**
 * Menu entries of the pending reactor (legalActions, menu.ts): his answers to an Attack of
 * Opportunity, with their exact odds.
 */
import { own, type ActionOption, type CombatState } from '../../../engine/index.js';
import { opportunityOdds } from './odds.js';
import { checkOpportunity, pendingOffer } from './offers.js';
import { nameOf } from '../state.js';

/** What the pending reactor may answer: an Attack of Opportunity with each offered weapon or ability, or decline. */
export function reactionMenu(state: CombatState, actor: string): ActionOption[] {
  const offer = pendingOffer(state);
  if (!offer || offer.reactor !== actor) return [];
  const on = nameOf(state, offer.data.provoker);
  const options: ActionOption[] = [];
  const add = (key: 'weapon' | 'ability', name: string): void => {
    const command = { type: 'AttackOfOpportunity', data: { [key]: name } };
    if (!checkOpportunity(state, command).ok) return;
    const label = `Attack of Opportunity on ${on} with ${name}`;
    // The rule set's odds of this command sent by `actor` (odds.ts), which are these.
    const reactor = own(state.combatants, actor);
    const o = reactor ? opportunityOdds(state, reactor, command) : undefined;
    options.push(o ? { command, label, odds: o } : { command, label });
  };
  for (const w of offer.data.weapons) add('weapon', w);
  for (const a of offer.data.abilities) add('ability', a);
  options.push({
    command: { type: 'DeclineReaction' },
    label: `Let ${on} go (decline the Attack of Opportunity)`,
  });
  return options;
}
