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
  towards,
  distance,
  type Command,
  type CombatState,
  type Combatant,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { effectCondition, endChanneling } from '../consequences.js';
import {
  event,
  type AttackedData,
  type KnockedProneData,
  type ReactionTakenData,
} from '../events.js';
import { checkOpportunity, strikePlan } from '../opportunity.js';
import type { Ability } from '../sheet.js';
import { rollStrike, strikeEvents } from '../strike.js';
import { health } from '../wounds.js';

/**
 * What an ability's hit does besides wounds (kept small; the general resolution is the abilities
 * feature's): its effects, knocking prone, a push straight away from the user. Channeling ends
 * once (the strike's own disruption comes first). An Attack of Opportunity starts no channel, so
 * the effects of a channeled ability are not tied to one.
 */
function onHit(
  state: CombatState,
  user: Combatant,
  target: Combatant,
  ability: Ability,
): GameEvent[] {
  const events: GameEvent[] = [];
  for (const effect of ability.effects)
    events.push(
      event('ConditionAdded', {
        id: target.id,
        condition: effectCondition(effect, user.id, ability.name, false),
      }),
    );
  let ends: string | undefined;
  if (ability.knocksProne) {
    const d: KnockedProneData = { actor: user.id, id: target.id, ability: ability.name };
    events.push(event('KnockedProne', d));
    ends = 'prone';
  }
  const away = distance(user.position, target.position);
  if (ability.push !== undefined && away > 0) {
    const far = towards(user.position, target.position, away + ability.push);
    const to = { x: far.x, y: far.y };
    events.push(
      event('Moved', {
        actor: user.id,
        id: target.id,
        from: target.position,
        to,
        distance: ability.push,
        action: 'push',
      }),
    );
    ends ??= 'moved';
  }
  if (ends && !ability.disruptsChanneling)
    events.push(...endChanneling(state, target.id, ends, user.id));
  return events;
}

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
  const events = strikeEvents(state, a, plan.weapon.disruptsChanneling === true);
  const ability = s.means.ability;
  const standing = a.woundsAfter === undefined || health(a.woundsAfter) === 'fighting';
  if (ability && a.result !== 'miss' && standing)
    events.push(...onHit(state, s.reactor, s.provoker, ability));
  const taken: ReactionTakenData = {
    id: s.reactor.id,
    trigger: 'attack-of-opportunity',
    provoker: s.provoker.id,
  };
  events.push(event('ReactionTaken', taken));
  return ok(events);
}
