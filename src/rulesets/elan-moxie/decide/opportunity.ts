/**
 * AttackOfOpportunity { weapon? | ability? }: the pending reactor's answer to an offer made by a
 * move (opportunity.ts), sent by him (meta.actor) or the GM. seed 001: "other can make a free
 * attack against him" — no action is spent — and "An Attack of Opportunity must be a normal weapon
 * based attack, unless a character specifically has an ability that says it can be used as an
 * Attack of Opportunity": only a weapon or ability the offer lists (checkOpportunity). The attack
 * is seed 001's procedure (strike.ts) against the provoker where he provoked it (`at`; he falls
 * there if it collapses him), then `ReactionTaken`, which lets the next queued offer come up.
 * DeclineReaction is the kernel's.
 */
import {
  ok,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type AttackedData, type ReactionTakenData } from '../events.js';
import { checkOpportunity, strikePlan } from '../opportunity.js';
import { rollStrike, strikeEvents } from '../strike.js';
import { opportunityAbilityEvents } from './ability.js';

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
  events.push(event('ReactionTaken', taken));
  return ok(events);
}
