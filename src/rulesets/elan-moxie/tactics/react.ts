/**
 * The tactics' answer to an Attack of Opportunity (issue 7, reactions). It costs the reactor no
 * action (seed 001: "a free attack"), so every tactic takes it: with the only weapon offered, or
 * with the offered weapon or ability expected to wound most where the provoker was (`at`, where
 * cover is judged, as opportunity/decide.ts does). Declined only when the reactor can no longer
 * strike (collapsed since the offer was queued).
 */
import type { Command, CombatState } from '../../../engine/index.js';
import { abilityStrike } from '../attack/index.js';
import { pendingOffer } from '../opportunity/index.js';
import { sheetOf, withPosition } from '../state.js';
import { harmOf } from './harm.js';
import { fighting } from './strike.js';

const DECLINE: Command = { type: 'DeclineReaction' };

const withWeapon = (weapon: string): Command => ({
  type: 'AttackOfOpportunity',
  data: { weapon },
});

export function answerOpportunity(s: CombatState, actor: string): Command {
  const offer = pendingOffer(s);
  const reactor = s.combatants[actor];
  const provoker = offer && s.combatants[offer.data.provoker];
  if (!offer || offer.reactor !== actor || !reactor || !provoker || !fighting(reactor))
    return DECLINE;
  const { weapons, abilities, at } = offer.data;
  const only = weapons[0];
  if (only !== undefined && weapons.length === 1 && abilities.length === 0) return withWeapon(only);
  const target = withPosition(provoker, at);
  const sheet = sheetOf(reactor);
  let best: Command | undefined;
  let bestHarm = -1;
  for (const name of weapons) {
    const w = sheet.weapons.find((x) => x.name === name);
    const harm = w ? harmOf(s, reactor, target, w) : -1;
    if (harm > bestHarm) [best, bestHarm] = [withWeapon(name), harm];
  }
  for (const name of abilities) {
    const a = sheet.abilities.find((x) => x.name === name);
    const harm = a
      ? a.damage === undefined
        ? 0
        : harmOf(s, reactor, target, abilityStrike(a))
      : -1;
    if (harm > bestHarm)
      [best, bestHarm] = [{ type: 'AttackOfOpportunity', data: { ability: name } }, harm];
  }
  return best ?? DECLINE;
}
