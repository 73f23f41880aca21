/**
 * ReactAttack { weapon? }: the pending reactor makes its attack of opportunity against whoever
 * provoked it (seed 002: "provokes an attack of opportunity from the target (requiring a
 * reaction)"). The kernel's DeclineReaction lets the chance pass. A natural 1 on this melee attack
 * provokes one back, which waits its turn before the other queued reactions (or is answered at once
 * by a standing choice).
 *
 * ReactAttack { reactor, target, weapon? } by the GM, with nothing pending: an attack of
 * opportunity the GM rules (cause `gm`), within a melee weapon's reach.
 *
 * seed 002 (Combat): one reaction per round — "a second reaction in a round" is refused
 * (`combat-chaos/no-reaction-left`).
 */
import {
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type ReactionTakenData } from '../events.js';
import { afterAttack, reactionEvents } from './answers.js';
import {
  fumbleOffer,
  fumbleUnavailable,
  opportunityBlocked,
  opportunityWeaponsFor,
  type Cause,
} from './offers.js';
import { resolveAttack } from '../attack/index.js';
import { combatantOf, dataOf, isUp, sheetOf, type Offer } from '../state.js';
import { isGm } from '../actions/index.js';

/** Up, not surprised, and the round's reaction still unspent. */
export function reactionLeft(c: Combatant): Result<Combatant> {
  if (!isUp(c)) return refuse('combat-chaos/cannot-react', `${c.name} is down`);
  if (dataOf(c).surprised)
    return refuse('combat-chaos/cannot-react', `${c.name} is surprised: no reaction in round 1`);
  if (dataOf(c).budget.reaction < 1)
    return refuse(
      'combat-chaos/no-reaction-left',
      `${c.name} has already used the reaction of this round (one reaction per round)`,
    );
  return ok(c);
}

function strike(
  state: CombatState,
  reactor: Combatant,
  provoker: Combatant,
  weapons: readonly string[],
  name: unknown,
  cause: Cause,
  dice: Dice,
): Result<GameEvent[]> {
  const chosen = name ?? weapons[0];
  const weapon = weapons.includes(chosen as string)
    ? sheetOf(reactor).weapons.find((w) => w.name === chosen)
    : undefined;
  if (!weapon)
    return refuse(
      'combat-chaos/no-such-weapon',
      weapons.length
        ? `${reactor.name} can make this attack with ${weapons.join(', ')}, not ${JSON.stringify(chosen)}`
        : (opportunityBlocked(state, reactor, provoker, cause) ??
            `no weapon in hand of ${reactor.name} reaches ${provoker.name}`),
    );
  const s = {
    attacker: reactor,
    target: provoker,
    weapon,
    uses: 'reaction',
    provocation: cause,
  } as const;
  const attack = resolveAttack(state, s, dice);
  const after = afterAttack(state, attack);
  return ok([
    event('AttackMade', attack),
    ...fumbleUnavailable(after, attack, weapon),
    ...reactionEvents(after, fumbleOffer(after, attack, weapon), dice, state.pending !== null),
  ]);
}

/** The GM rules an attack of opportunity: ReactAttack { reactor, target, weapon? }. */
function ruled(state: CombatState, command: Command, dice: Dice): Result<readonly GameEvent[]> {
  const { reactor: rid, target: tid, weapon } = command.data ?? {};
  const reactor = combatantOf(state, rid);
  const target = combatantOf(state, tid);
  if (!isGm(command) || !reactor || !target || reactor.id === target.id)
    return refuse(
      'combat-chaos/no-reaction',
      'no attack of opportunity is waiting (the GM may rule one: ReactAttack { reactor, target })',
    );
  const can = reactionLeft(reactor);
  if (!can.ok) return can;
  if (!isUp(target)) return refuse('combat-chaos/target-down', `${target.name} is already down`);
  return strike(
    state,
    reactor,
    target,
    opportunityWeaponsFor(state, reactor, target.position, 'gm'),
    weapon,
    'gm',
    dice,
  );
}

export function decideReactAttack(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const pending = state.pending;
  if (state.status !== 'active')
    return refuse('combat-chaos/no-reaction', 'no attack of opportunity is waiting');
  if (pending === null) return ruled(state, command, dice);
  if (pending.trigger !== 'attack-of-opportunity')
    return refuse(
      'combat-chaos/no-reaction',
      `no attack of opportunity is waiting: ${combatantOf(state, pending.reactor)?.name ?? pending.reactor} is offered a ${pending.trigger} reaction`,
    );
  const offer = pending as Offer;
  const reactor = combatantOf(state, offer.reactor);
  const provoker = combatantOf(state, offer.data.provoker);
  if (!reactor || !provoker || !isUp(provoker))
    return refuse('combat-chaos/no-reaction', 'whoever provoked the attack is no longer there');
  const can = reactionLeft(reactor);
  if (!can.ok) return can;
  const made = strike(
    state,
    reactor,
    provoker,
    offer.data.weapons,
    command.data?.['weapon'],
    offer.data.cause,
    dice,
  );
  if (!made.ok) return made;
  const taken: ReactionTakenData = {
    id: reactor.id,
    trigger: offer.trigger,
    provoker: provoker.id,
  };
  return ok([...made.value, event('ReactionTaken', taken)]);
}
