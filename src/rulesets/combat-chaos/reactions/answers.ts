/**
 * The answers to the reactions offered (offers.ts): the queue moving on (`promote`), and each
 * reactor's standing choice (`sheet.reactions`) answering its offers inside the provoking command:
 * 'always' takes the reaction at once (the attack is rolled there), 'never' lets it pass
 * (`ReactionPassed`), 'ask' (default) pauses the turn and asks (`answerOffers`).
 */
import type { Combatant, CombatState, Dice, GameEvent, Pending } from '../../../engine/index.js';
import { nextOffer, offerEvents } from '../../../engine/index.js';
import { resolveAttack } from '../attack/index.js';
import {
  event,
  type AttackMadeData,
  type KippedUpData,
  type ReactionPassedData,
} from '../events.js';
import {
  combatantOf,
  canKipup,
  canReact,
  dataOf,
  gameOf,
  isUp,
  sheetOf,
  withData,
  withGame,
  type Offer,
} from '../state.js';
import { fumbleOffer, fumbleUnavailable, type Waiting } from './offers.js';

function stillValid(s: CombatState, o: Waiting): boolean {
  const reactor = combatantOf(s, o.reactor);
  if (!reactor || !canReact(reactor)) return false;
  if (o.trigger === 'kipup') return canKipup(reactor);
  const provoker = combatantOf(s, o.data.provoker);
  return provoker !== undefined && isUp(provoker);
}

/**
 * Makes the next waiting reaction pending once nothing is (kernel limitation: DeclineReaction never
 * reaches the rule set, so the queue moves on in evolve). Offers no longer valid are dropped.
 */
export function promote(s: CombatState): CombatState {
  const queue = gameOf(s).queue;
  if (s.pending !== null || queue.length === 0 || s.status !== 'active') return s;
  const { next, rest } = nextOffer(queue, (o) => stillValid(s, o));
  const game = { ...gameOf(s), queue: rest };
  return next ? { ...withGame(s, game), pending: next } : withGame(s, game);
}

/** What the standing choices made of some offers. */
export interface Answered {
  /** AttackMade (and KippedUp) taken at once, ReactionPassed for those let pass. */
  readonly events: GameEvent[];
  /** The state after them: health and reactions spent (what the rest of the command sees). */
  readonly state: CombatState;
  /** The offers whose reactors are asked ('ask'), in order: the caller offers them. */
  readonly asked: Pending[];
}

/**
 * The working state after an attack of opportunity made inside a command: the target's health and
 * the reactor's reaction (what the rest of the command sees).
 */
export function afterAttack(s: CombatState, a: AttackMadeData): CombatState {
  const reactor = combatantOf(s, a.actor);
  let next = s;
  if (reactor) {
    const d = dataOf(reactor);
    next = withData(next, reactor, {
      ...d,
      budget: { ...d.budget, reaction: d.budget.reaction - 1 },
    });
  }
  const target = combatantOf(next, a.target);
  if (target && dataOf(target).health !== a.health)
    next = withData(next, target, { ...dataOf(target), health: a.health });
  return next;
}

/** The working state after a Kipup taken as a reaction. */
export function afterKipup(s: CombatState, c: Combatant, uses: 'bonus' | 'reaction'): CombatState {
  const d = dataOf(c);
  const budget =
    uses === 'bonus'
      ? { ...d.budget, bonus: d.budget.bonus - 1 }
      : { ...d.budget, reaction: d.budget.reaction - 1 };
  return withData(s, c, { ...d, budget, cond: { ...d.cond, prone: false } });
}

/**
 * The standing choices (`sheet.reactions`) of the reactors offered something: 'always' takes it at
 * once — an attack of opportunity is rolled here (with the first weapon offered), a Kipup stands up
 * — 'never' lets it pass, 'ask' leaves it to be offered. An attack taken at once that rolls a
 * natural 1 provokes one back, answered before the others. Offers whose reactor can no longer react
 * or whose provoker is down (an earlier attack dropped him) are dropped.
 */
export function answerOffers(state: CombatState, offers: readonly Pending[], dice: Dice): Answered {
  const events: GameEvent[] = [];
  const asked: Pending[] = [];
  if (offers.length === 0) return { events, state, asked };
  let work = state;
  const todo = [...offers] as Waiting[];
  for (let o = todo.shift(); o !== undefined; o = todo.shift()) {
    const reactor = combatantOf(work, o.reactor);
    if (!reactor || !stillValid(work, o)) continue;
    const choice = sheetOf(reactor).reactions;
    // 'ask', and reactions this function does not know (a Brace): offered.
    if (choice === 'ask' || (o.trigger !== 'kipup' && o.trigger !== 'attack-of-opportunity')) {
      asked.push(o);
      continue;
    }
    if (o.trigger === 'kipup') {
      if (choice === 'always') {
        const data: KippedUpData = { actor: reactor.id, uses: 'reaction' };
        events.push(event('KippedUp', data));
        work = afterKipup(work, reactor, 'reaction');
      }
      continue;
    }
    const aoo = o as Offer;
    if (choice === 'never') {
      const passed: ReactionPassedData = {
        id: reactor.id,
        trigger: o.trigger,
        provoker: aoo.data.provoker,
        cause: aoo.data.cause,
      };
      events.push(event('ReactionPassed', passed));
      continue;
    }
    const provoker = combatantOf(work, aoo.data.provoker);
    const weapon = sheetOf(reactor).weapons.find((w) => w.name === aoo.data.weapons[0]);
    if (!provoker || !weapon) continue;
    const strike = {
      attacker: reactor,
      target: provoker,
      weapon,
      uses: 'reaction',
      provocation: aoo.data.cause,
    } as const;
    const attack = resolveAttack(work, strike, dice);
    events.push(event('AttackMade', attack));
    work = afterAttack(work, attack);
    events.push(...fumbleUnavailable(work, attack, weapon));
    todo.unshift(...fumbleOffer(work, attack, weapon));
  }
  return { events, state: work, asked };
}

/**
 * The events of some offers under the standing choices: those taken or let pass at once, then the
 * asked ones offered (`pendingNow`: a reaction is pending already, so they queue in front).
 */
export function reactionEvents(
  state: CombatState,
  offers: readonly Pending[],
  dice: Dice,
  pendingNow: boolean,
): GameEvent[] {
  if (offers.length === 0) return [];
  const answered = answerOffers(state, offers, dice);
  return answered.asked.length
    ? [...answered.events, ...offerEvents(answered.asked, pendingNow)]
    : answered.events;
}
