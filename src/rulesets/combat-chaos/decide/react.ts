/**
 * ReactAttack { weapon? }: the pending reactor makes its attack of opportunity against whoever
 * provoked it (seed 002: "provokes an attack of opportunity from the target (requiring a
 * reaction)"). The kernel's DeclineReaction lets the chance pass. A natural 1 on this melee attack
 * provokes one back, which waits its turn before the other queued reactions.
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type ReactionTakenData } from '../events.js';
import { fumbleOffer, offerEvents } from '../reactions.js';
import { resolveAttack } from '../resolve.js';
import { isUp, sheetOf, type Offer } from '../state.js';

export function decideReactAttack(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const pending = state.pending;
  if (state.status !== 'active' || pending?.trigger !== 'attack-of-opportunity')
    return refuse('combat-chaos/no-reaction', 'no attack of opportunity is waiting');
  const offer = pending as Offer;
  const reactor = state.combatants[offer.reactor];
  const provoker = state.combatants[offer.data.provoker];
  if (!reactor || !provoker || !isUp(provoker))
    return refuse('combat-chaos/no-reaction', 'whoever provoked the attack is no longer there');
  const name = command.data?.['weapon'] ?? offer.data.weapons[0];
  const weapon = offer.data.weapons.includes(name as string)
    ? sheetOf(reactor).weapons.find((w) => w.name === name)
    : undefined;
  if (!weapon)
    return refuse(
      'combat-chaos/no-such-weapon',
      `${reactor.name} can make this attack with ${offer.data.weapons.join(', ')}, not ${JSON.stringify(name)}`,
    );
  const strike = {
    attacker: reactor,
    target: provoker,
    weapon,
    uses: 'reaction',
    provocation: offer.data.cause,
  } as const;
  const attack = resolveAttack(state, strike, dice);
  const taken: ReactionTakenData = {
    id: reactor.id,
    trigger: offer.trigger,
    provoker: provoker.id,
  };
  return ok([
    event('AttackMade', attack),
    ...offerEvents(fumbleOffer(state, attack, weapon), true),
    event('ReactionTaken', taken),
  ]);
}
