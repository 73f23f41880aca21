/**
 * AttackOfOpportunity { weapon? | ability? }: the pending reactor's answer to an offer made by a
 * move (opportunity/offers.ts), sent by him (meta.actor) or the GM. seed 001: "other can make a free
 * attack against him" — no action is spent — and "An Attack of Opportunity must be a normal weapon
 * based attack, unless a character specifically has an ability that says it can be used as an
 * Attack of Opportunity": only a weapon or ability the offer lists (checkOpportunity). The attack
 * is seed 001's procedure (attack/strike.ts) against the provoker where he provoked it (`at`; he falls
 * there if it collapses him), then `ReactionTaken`, which lets the next queued offer come up.
 * DeclineReaction is the kernel's.
 */
import {
  distance,
  ok,
  type Combatant,
  type CombatantId,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import {
  event,
  type AttackedData,
  type MoveStoppedData,
  type ReactionTakenData,
} from '../events.js';
import type { OfferData } from '../state.js';
import { checkOpportunity, strikePlan } from './offers.js';
import { rollStrike, strikeEvents } from '../attack/index.js';
import { dataOf } from '../state.js';
import { health } from '../state.js';
import { opportunityAbilityEvents } from '../ability/index.js';

export function attackOfOpportunity(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const checked = checkOpportunity(state, command);
  if (!checked.ok) return checked;
  const s = checked.value;
  const { plan, damaging } = strikePlan(state, s);
  const at = s.offer.data.at;
  // `damaging` only when false: rollStrike copies the use into a miss's data.
  const a: AttackedData = rollStrike(
    plan,
    dice,
    damaging ? { uses: 'opportunity', at } : { uses: 'opportunity', at, damaging },
  );
  const ability = s.means.ability;
  const events = ability
    ? opportunityAbilityEvents(state, s.reactor, ability, s.provoker, a)
    : strikeEvents(state, a, plan.weapon.disruptsChanneling === true);
  const taken: ReactionTakenData = {
    id: s.reactor.id,
    trigger: 'attack-of-opportunity',
    provoker: s.provoker.id,
  };
  const stopped = moveStopped(s.provoker, s.reactor.id, s.offer.data, a, events);
  if (stopped) events.push(event('MoveStopped', stopped));
  events.push(event('ReactionTaken', taken));
  return ok(events);
}

/**
 * When the attack leaves the provoker where he was struck (it collapses or kills him, or knocks
 * him prone there), his move is cut short: how far he really went, for the log.
 */
function moveStopped(
  provoker: Combatant,
  by: CombatantId,
  offer: OfferData,
  a: AttackedData,
  events: readonly GameEvent[],
): MoveStoppedData | undefined {
  const from = offer.from;
  // Already lying where an earlier Attack of Opportunity of this move left him: stopped before.
  if (!from || dataOf(provoker).prone) return undefined;
  const falls = a.woundsAfter !== undefined && health(a.woundsAfter) !== 'fighting';
  const prone = events.some((e) => e.type === 'KnockedProne' && e.data['id'] === provoker.id);
  if (!falls && !prone) return undefined;
  const at = offer.at;
  return {
    id: provoker.id,
    by,
    at,
    moved: distance(from, at),
    planned: distance(from, provoker.position),
  };
}
