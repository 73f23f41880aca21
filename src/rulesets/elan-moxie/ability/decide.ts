/**
 * UseAbility { ability, target?, at?, targets? } and StopChanneling { ability? } (issue 5,
 * abilities as data). The checks and targets are in ability/plan.ts; this file rolls and says
 * what happens:
 * - `AbilityUsed` spends the ability's action (evolve) and starts a channel when it is channeled
 *   (seed 001: "a Channeled action itself is a modifier, added on to one of the other action
 *   types. Such an action must be maintained even when it's not the character's turn in order to
 *   have its effect": maintaining costs nothing, its effects last while it is maintained).
 * - With an attack roll, each target in turn (nearest first) is attacked by seed 001's procedure
 *   (attack/strike.ts), or with one shared hit roll (option areaAttackRoll 'once'); on a hit its effects,
 *   knocking prone and pushing follow. Without one, the effects and the cure land on every target.
 * - "Channeled actions, unlike other actions, can be interrupted. Any attack that states it
 *   disrupts channeled attacks, moves the character, knocks the character prone, or grapples him
 *   immediately ends any abilities the character was channeling." (channel/effects.ts)
 */
import {
  distance,
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Position,
  type Result,
  type Rolled,
  type RollWhy,
} from '../../../engine/index.js';
import { planAbility, type AbilityUse } from './plan.js';
import { abilityStrike, planStrike, hits, rollStrike, strikeEvents } from '../attack/index.js';
import { cannotFree, ableActor } from '../actions/index.js';
import { conditionAdded } from '../conditions/index.js';
import { effectCondition, endChanneling } from '../channel/index.js';
import {
  event,
  type AttackedData,
  type AbilityUsedData,
  type GrappleEndedData,
  type HealedData,
  type KnockedProneData,
} from '../events.js';
import { readOptions } from '../options.js';
import { MELEE_REACH } from '../ranges/index.js';
import type { Ability } from '../sheet.js';
import { dataOf, gameOf } from '../state.js';
import { health } from '../state.js';

export function useAbility(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const able = ableActor(state);
  if (!able.ok) return able;
  const planned = planAbility(state, able.value.c, command);
  if (!planned.ok) return planned;
  return ok(abilityEvents(state, planned.value, dice));
}

/** What one use does; `state` is the state before it (every target is planned against it). */
export function abilityEvents(state: CombatState, use: AbilityUse, dice: Dice): GameEvent[] {
  const { user, ability: a, targets, at } = use;
  const ids = targets.map((t) => t.id);
  const used: AbilityUsedData = at
    ? {
        actor: user.id,
        ability: a.name,
        action: a.action,
        channeled: a.channeled,
        targets: ids,
        at,
      }
    : { actor: user.id, ability: a.name, action: a.action, channeled: a.channeled, targets: ids };
  const out = new Outcome(state, user, a);
  out.events.push(event('AbilityUsed', used));
  if (!a.attack) {
    for (const t of targets) out.land(t);
    return out.events;
  }
  const spec = abilityStrike(a);
  const use1 = { uses: 'ability' as const, damaging: a.damage !== undefined };
  const once = readOptions(state.options).areaAttackRoll === 'once' && a.area !== undefined;
  let shared: Rolled | undefined;
  let anyHit = false;
  for (const t of targets) {
    const p = planStrike(state, user, t, spec);
    const attacked = rollStrike(p, shared ? sharedRoll(shared, dice) : dice, use1);
    if (once) shared ??= attacked.roll;
    for (const e of strikeEvents(state, attacked, a.disruptsChanneling)) out.add(e);
    // The dead bear no effects (the collapsed do: a cure may bring them back).
    const dead = attacked.woundsAfter !== undefined && health(attacked.woundsAfter) === 'dead';
    if (hits(attacked)) anyHit = true;
    if (hits(attacked) && !dead) out.land(t);
  }
  // A channeled attack that misses everyone takes hold of no one: no channel begins.
  if (a.channeled && !anyHit) out.events[0] = event('AbilityUsed', { ...used, channeled: false });
  return out.events;
}

/**
 * An ability used as an Attack of Opportunity on `t`: the attack's events and, on a hit that does
 * not kill, what lands (its effects are not channeled: an AoO begins no channel).
 */
export function opportunityAbilityEvents(
  state: CombatState,
  user: Combatant,
  a: Ability,
  t: Combatant,
  attacked: AttackedData,
): GameEvent[] {
  const out = new Outcome(state, user, a, { at: attacked.at ?? t.position });
  for (const e of strikeEvents(state, attacked, a.disruptsChanneling)) out.add(e);
  const dead = attacked.woundsAfter !== undefined && health(attacked.woundsAfter) === 'dead';
  if (hits(attacked) && !dead) out.land(t);
  return out.events;
}

/**
 * Dice whose first roll is `roll` (option areaAttackRoll 'once': "one roll compared with every
 * creature's defense"; the hit bonus is the user's, the same against everyone), then `dice`.
 */
function sharedRoll(roll: Rolled, dice: Dice): Dice {
  let first = true;
  return {
    roll(expression: string, why?: RollWhy): Rolled {
      if (first && expression === roll.expression) {
        first = false;
        return roll;
      }
      return dice.roll(expression, why);
    },
  };
}

/** The events of one use, with what has already ended (so that nothing ends twice). */
class Outcome {
  readonly events: GameEvent[] = [];
  /** Whose channels have ended in this use. */
  private readonly ended = new Set<string>();
  private readonly grapplesEnded = new Set<string>();
  /** Where the pushed now stand. */
  private readonly moved = new Map<string, Position>();

  constructor(
    private readonly state: CombatState,
    private readonly user: Combatant,
    private readonly a: Ability,
    /** An Attack of Opportunity: no channel is begun, and a knockdown lays him at `at`. */
    private readonly opportunity?: { readonly at: Position },
  ) {}

  add(e: GameEvent): void {
    this.events.push(e);
    if (e.type === 'ChannelingEnded') this.ended.add(e.data['id'] as string);
  }

  private endChannels(t: Combatant, reason: string): void {
    if (this.ended.has(t.id)) return;
    for (const e of endChanneling(this.state, t.id, reason, this.user.id)) this.add(e);
    this.ended.add(t.id);
  }

  /** What lands on `t` (on a hit, for an ability with an attack roll). */
  land(t: Combatant): void {
    const { a, user } = this;
    for (const effect of a.effects)
      this.events.push(
        conditionAdded(
          t.id,
          effectCondition(effect, user.id, a.name, a.channeled && !this.opportunity),
        ),
      );
    if (a.heal !== undefined) {
      const wounds = dataOf(t).wounds;
      const healed = Math.min(a.heal, wounds);
      if (healed > 0) {
        const d: HealedData = {
          actor: user.id,
          id: t.id,
          ability: a.name,
          healed,
          woundsAfter: wounds - healed,
        };
        this.events.push(event('Healed', d));
      }
    }
    if (a.knocksProne) {
      if (!dataOf(t).prone) {
        const at = this.opportunity?.at;
        const d: KnockedProneData = at
          ? { actor: user.id, id: t.id, ability: a.name, at }
          : { actor: user.id, id: t.id, ability: a.name };
        this.events.push(event('KnockedProne', d));
      }
      this.endChannels(t, 'prone');
    }
    if (a.push !== undefined) this.push(t, a.push);
  }

  /** Pushed straight away from the user; a grapple pulled apart (beyond melee reach) ends. */
  private push(t: Combatant, metres: number): void {
    const from = t.position;
    const u = this.user.position;
    const len = distance(u, from);
    if (len === 0) return;
    const to = {
      x: from.x + ((from.x - u.x) / len) * metres,
      y: from.y + ((from.y - u.y) / len) * metres,
    };
    this.events.push(
      event('Moved', {
        actor: this.user.id,
        id: t.id,
        from,
        to,
        distance: metres,
        action: 'push',
      }),
    );
    this.moved.set(t.id, to);
    this.endChannels(t, 'moved');
    for (const g of gameOf(this.state).grapples) {
      if (g.attacker !== t.id && g.defender !== t.id) continue;
      const key = `${g.attacker}>${g.defender}`;
      if (this.grapplesEnded.has(key)) continue;
      const other = this.state.combatants[g.attacker === t.id ? g.defender : g.attacker];
      const there = other ? (this.moved.get(other.id) ?? other.position) : to;
      if (distance(to, there) <= MELEE_REACH + 1e-9) continue;
      this.grapplesEnded.add(key);
      const d: GrappleEndedData = { attacker: g.attacker, defender: g.defender, reason: 'pushed' };
      this.events.push(event('GrappleEnded', d));
    }
  }
}

/** StopChanneling { ability? }: a Free action that ends one channel (or all of them). */
export function stopChanneling(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const able = ableActor(state);
  if (!able.ok) return able;
  const { c, data } = able.value;
  const channels = data.channeling.map((ch) => ch.ability);
  const name = command.data?.['ability'];
  if (channels.length === 0)
    return refuse('elan-moxie/not-channeling', `${c.name} is not channeling anything`);
  if (name !== undefined && (typeof name !== 'string' || !channels.includes(name)))
    return refuse(
      'elan-moxie/not-channeling',
      `${c.name} is not channeling ${JSON.stringify(name)}; channeling: ${channels.join(', ')}`,
    );
  const why = cannotFree(data, readOptions(state.options).freeActionLimit);
  if (why)
    return refuse(
      'elan-moxie/free-action-limit',
      `${c.name} ${why}: stopping channeling is a Free action (it can wait for the next turn)`,
    );
  const ending = typeof name === 'string' ? [name] : channels;
  return ok([
    event('FreeActionTaken', { actor: c.id, what: `stop channeling ${ending.join(', ')}` }),
    ...endChanneling(state, c.id, 'stopped', undefined, ending),
  ]);
}
