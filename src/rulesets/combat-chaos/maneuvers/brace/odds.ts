/** BraceStrike's odds (seed 002, Brace): the set polearm's strike at the charger, always critical. */
import type { Command, CombatState, Odds } from '../../../../engine/index.js';
import { inHand } from '../../attack/index.js';
import { combatantOf } from '../../state.js';
import { attackOdds } from '../attack/odds.js';
import type { BraceOffer } from './brace.js';

export function braceStrikeOdds(state: CombatState, command: Command): Odds | undefined {
  if (state.pending?.trigger !== 'brace') return undefined;
  const offer = state.pending as BraceOffer;
  const reactor = combatantOf(state, offer.reactor);
  const charger = combatantOf(state, offer.data.provoker);
  const name = command.data?.['weapon'] ?? offer.data.polearms[0];
  const weapon = reactor && inHand(reactor).find((w) => w.name === name);
  return charger && weapon
    ? attackOdds(state, charger, weapon, reactor, { alwaysCritical: true, bonusDamage: 0 })
    : undefined;
}
