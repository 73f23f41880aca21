/**
 * Brace and its reaction BraceStrike (seed 002: "You set a polearm to impale a charging foe with
 * lesser reach ... Bracing is a bonus action.").
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../../engine/index.js';
import { inHand } from '../../attack/index.js';
import { longestPolearm, type BraceOffer } from './brace.js';
import { turnTaker } from '../../actions/index.js';
import { event, type BracedData, type ReactionTakenData } from '../../events.js';
import {
  afterAttack,
  fumbleOffer,
  fumbleUnavailable,
  reactionEvents,
} from '../../reactions/index.js';
import { resolveAttack } from '../../attack/index.js';
import { combatantOf, dataOf, isUp } from '../../state.js';

/** Brace: a bonus action; a polearm in hand. Bracing lasts until his next turn starts. */
export function decideBrace(state: CombatState): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  if (dataOf(me).budget.bonus < 1)
    return refuse(
      'combat-chaos/no-bonus',
      `Bracing is a bonus action: ${me.name} has no bonus action left this turn`,
    );
  const polearm = longestPolearm(me);
  if (!polearm)
    return refuse(
      'combat-chaos/no-polearm',
      `seed 002 Brace: "You set a polearm": ${me.name} has no polearm in hand (a weapon with the keyword polearm)`,
    );
  const data: BracedData = { actor: me.id, weapon: polearm.name, reach: polearm.reach };
  return ok([event('Braced', data)]);
}

/**
 * BraceStrike { weapon? }: the bracer's reaction: "you can attack your assailant once as a reaction
 * before it attacks you. If it succeeds, this attack is always considered a critical hit." A natural
 * 1 provokes an attack of opportunity from the charger, answered before the others waiting.
 */
export function decideBraceStrike(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const pending = state.pending;
  if (state.status !== 'active' || pending?.trigger !== 'brace')
    return refuse('combat-chaos/no-reaction', 'no Brace reaction is waiting');
  const offer = pending as BraceOffer;
  const reactor = combatantOf(state, offer.reactor);
  const charger = combatantOf(state, offer.data.provoker);
  if (!reactor || !charger || !isUp(charger))
    return refuse('combat-chaos/no-reaction', 'the charger is no longer there');
  const name = command.data?.['weapon'] ?? offer.data.polearms[0];
  const weapon = offer.data.polearms.includes(name as string)
    ? inHand(reactor).find((w) => w.name === name)
    : undefined;
  if (!weapon)
    return refuse(
      'combat-chaos/no-such-weapon',
      `${reactor.name} strikes with a braced polearm: ${offer.data.polearms.join(', ')}, not ${JSON.stringify(name)}`,
    );
  const attack = resolveAttack(
    state,
    {
      attacker: reactor,
      target: charger,
      weapon,
      uses: 'reaction',
      provocation: null,
      alwaysCritical: true,
    },
    dice,
  );
  const taken: ReactionTakenData = { id: reactor.id, trigger: 'brace', provoker: charger.id };
  const after = afterAttack(state, attack);
  return ok([
    event('AttackMade', attack),
    ...fumbleUnavailable(after, attack, weapon),
    ...reactionEvents(after, fumbleOffer(state, attack, weapon), dice, true),
    event('ReactionTaken', taken),
  ]);
}
