/**
 * Kipup (seed 002: "you can instantly regain your feet without provoking an attack of opportunity as
 * a reaction or a bonus action"), and Stand, the other way up.
 */
import {
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
  type Result,
} from '../../../../engine/index.js';
import { isGm, turnTaker } from '../../actions/index.js';
import { reactionLeft } from '../../reactions/index.js';
import { event, type ReactionTakenData } from '../../events.js';
import { type KippedUpData, type StoodUpData } from '../../events.js';
import { reactionEvents, standingProvokes, standOffers } from '../../reactions/index.js';
import { combatantOf, dataOf, isUp, sheetOf, withCond, type Offer } from '../../state.js';
import { type Events } from '../arguments.js';

/**
 * Kipup { id?, as? }: seed 002 "If you have the acrobatics skill, you can instantly regain your feet
 * without provoking an attack of opportunity as a reaction or a bonus action. There is no roll for
 * this." On one's turn: the bonus action (`as: 'reaction'` spends the reaction instead); answering
 * a Kipup offered after a trip, or on another's turn (the GM: `id`): the reaction.
 */
export function decideKipup(state: CombatState, command: Command): Events {
  if (state.status !== 'active')
    return refuse('combat-chaos/not-started', 'the fight has not started: send StartCombat first');
  const pending = state.pending;
  if (pending) {
    const who = combatantOf(state, pending.reactor);
    if (pending.trigger !== 'kipup' || !who)
      return refuse(
        'turn/reaction-pending',
        `waiting for ${who?.name ?? pending.reactor} to answer a reaction (ReactAttack or DeclineReaction)`,
      );
    const can = kipupCheck(who, 'reaction');
    if (!can.ok) return can;
    const data: KippedUpData = { actor: who.id, uses: 'reaction' };
    const taken: ReactionTakenData = {
      id: who.id,
      trigger: 'kipup',
      provoker: (pending as Offer).data.provoker,
    };
    return ok([event('KippedUp', data), event('ReactionTaken', taken)]);
  }
  const id = command.data?.['id'] ?? state.current;
  const who = combatantOf(state, id);
  if (!who)
    return refuse('combat-chaos/no-such-target', `no combatant ${JSON.stringify(id)} to stand up`);
  const own = who.id === state.current;
  if (!own && !isGm(command))
    return refuse('turn/gm-only', `only the GM may have ${who.name} kip up on another's turn`);
  const b = dataOf(who).budget;
  const as = command.data?.['as'] ?? (own && b.bonus >= 1 ? 'bonus' : 'reaction');
  if (as !== 'bonus' && as !== 'reaction')
    return refuse(
      'combat-chaos/bad-argument',
      `Kipup { as } is "bonus" or "reaction", not ${JSON.stringify(as)}`,
    );
  if (as === 'bonus' && !own)
    return refuse(
      'combat-chaos/not-your-turn',
      `a bonus action is taken on one's own initiative (seed 002), and it is not ${who.name}'s turn`,
    );
  const can = kipupCheck(who, as);
  if (!can.ok) return can;
  const data: KippedUpData = { actor: who.id, uses: as };
  return ok([event('KippedUp', data)]);
}

export function kipupCheck(who: Combatant, as: 'bonus' | 'reaction'): Result<Combatant> {
  if (!isUp(who)) return refuse('combat-chaos/target-down', `${who.name} is down`);
  if (!dataOf(who).cond.prone) return refuse('combat-chaos/not-prone', `${who.name} is not prone`);
  if (sheetOf(who).skills.acrobatics <= 0)
    return refuse(
      'combat-chaos/no-acrobatics',
      `${who.name} lacks the acrobatics skill (seed 002 Kipup: "If you have the acrobatics skill"): Stand instead`,
    );
  if (as === 'reaction') return reactionLeft(who);
  return dataOf(who).budget.bonus < 1
    ? refuse('combat-chaos/no-bonus', `${who.name} has no bonus action left this turn`)
    : ok(who);
}

/**
 * Stand: up from prone for half the move (the seed: Kipup stands "without provoking an attack of
 * opportunity", so standing up otherwise provokes: option `standingProvokes`). Like a move, the
 * standing completes first; the attacks of opportunity follow.
 */
export function decideStand(state: CombatState, dice: Dice): Events {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const d = dataOf(me);
  if (!d.cond.prone) return refuse('combat-chaos/not-prone', `${me.name} is not prone`);
  if (d.budget.move < 0.5)
    return refuse(
      'combat-chaos/no-move',
      `standing up takes half the move, and ${me.name} has ${d.budget.move > 0 ? 'less than that' : 'none'} left`,
    );
  const data: StoodUpData = {
    actor: me.id,
    cost: sheetOf(me).speed / 2,
    move: Math.min(1, d.budget.move) - 0.5,
  };
  const events = [event('StoodUp', data)];
  if (!standingProvokes(state.options)) return ok(events);
  const offers = standOffers(state, me);
  if (offers.length === 0) return ok(events);
  const stood = withCond(state, me, { prone: false });
  return ok([...events, ...reactionEvents(stood, offers, dice, false)]);
}
