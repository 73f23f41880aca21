/**
 * Reactions. seed 002: "Reactions can be taken anytime, as long as their triggering conditions are
 * met." One per round (`budget.reaction`). Attacks of opportunity are offered for a natural 1 on a
 * melee attack, for leaving a melee reach (option `leavingReachProvokes`), for standing up (option
 * `standingProvokes`) and for the maneuvers that provoke (Disarm, Grapple on an armed target, Trip);
 * Kipup is offered as a reaction to whoever is knocked prone and has acrobatics.
 *
 * The kernel holds one pending reaction at a time; when an event offers several, the others wait in
 * `game.queue` and the next one becomes pending when the previous is taken or declined
 * (`promote`, answers.ts, with the reactors' standing choices).
 */
import type {
  Combatant,
  CombatantId,
  CombatState,
  GameEvent,
  Pending,
  Position,
} from '../../../engine/index.js';
import { distance, offerEvents, pathDistance } from '../../../engine/index.js';
import { inHand } from '../attack/index.js';
import { event, type AttackMadeData, type ReactionUnavailableData } from '../events.js';

export type { KippedUpData, ReactionPassedData, ReactionUnavailableData } from '../events.js';
export { canKipup } from '../state.js';
import { canStrike } from '../attack/index.js';
import { opportunityWeapons } from '../options.js';
import { isMissile, type Weapon } from '../sheet.js';
import { combatantOf, canReact, dataOf, isUp, type Offer, type Provocation } from '../state.js';

const EPS = 1e-9;

/**
 * Why an attack of opportunity is offered (state.ts `Provocation`): the core's (a natural 1,
 * leaving a reach), a maneuver that provokes, standing up, or the GM's ruling (a ReactAttack the
 * engine did not offer).
 */
export type Cause = Provocation;

/** Kipup offered as a reaction to a combatant knocked prone (`provoker`: who tripped him). */
export interface KipupOffer extends Pending {
  readonly trigger: 'kipup';
  readonly data: {
    readonly provoker: CombatantId;
    readonly cause: 'kipup';
    /** Empty: no attack of opportunity goes with it (the core's menu lists none). */
    readonly weapons: readonly string[];
  };
}

/** Any reaction waiting in `game.queue` (the Brace reaction of maneuvers/brace/ too). */
export type Waiting = Pending & { readonly data: { readonly provoker: CombatantId } };

const offer = (
  reactor: CombatantId,
  provoker: CombatantId,
  cause: Cause,
  weapons: readonly string[],
): Offer => ({
  kind: 'reaction',
  reactor,
  trigger: 'attack-of-opportunity',
  data: { provoker, cause, weapons },
});

export const kipupOffer = (reactor: CombatantId, provoker: CombatantId): KipupOffer => ({
  kind: 'reaction',
  reactor,
  trigger: 'kipup',
  data: { provoker, cause: 'kipup', weapons: [] },
});

/** The melee weapons in hand with which `c` can strike `at` (dropped ones are on the ground). */
export function meleeWeaponsReaching(c: Combatant, at: Position): string[] {
  const out: string[] = [];
  for (const w of inHand(c)) if (!isMissile(w) && canStrike(c.position, at, w)) out.push(w.name);
  return out;
}

/**
 * Whether an attack of opportunity for `cause` may be made with a missile weapon: the seed's "an
 * attack of opportunity from the target" (a natural 1, Disarm, Grapple) and the GM's ruling, under
 * option `opportunityWeapons` ('any', the default); Trip's is "a melee attack of opportunity", and
 * leaving a reach or standing up are offered to melee reaches.
 */
const anyWeapon = (state: CombatState, cause: Cause): boolean =>
  (cause === 'fumble' || cause === 'disarm' || cause === 'grapple' || cause === 'gm') &&
  opportunityWeapons(state.options) === 'any';

/**
 * The weapons in hand with which `c` can make an attack of opportunity for `cause` on one at `at`:
 * melee weapons that reach, and missile weapons within range where the cause allows any weapon.
 */
export function opportunityWeaponsFor(
  state: CombatState,
  c: Combatant,
  at: Position,
  cause: Cause,
): string[] {
  if (!anyWeapon(state, cause)) return meleeWeaponsReaching(c, at);
  const out: string[] = [];
  for (const w of inHand(c)) if (canStrike(c.position, at, w)) out.push(w.name);
  return out;
}

/**
 * Why `reactor` cannot make the attack of opportunity on `provoker` that `cause` provokes, or
 * undefined when he can (a refusal gives the real reason: the log says it too, ReactionUnavailable).
 */
export function opportunityBlocked(
  state: CombatState,
  reactor: Combatant,
  provoker: Combatant,
  cause: Cause,
): string | undefined {
  const d = dataOf(reactor);
  if (!isUp(reactor)) return `${reactor.name} is down`;
  if (d.surprised) return `${reactor.name} is surprised (no reaction in round 1)`;
  if (d.budget.reaction < 1) return `${reactor.name} has used the reaction of this round`;
  const hand = inHand(reactor);
  const dropped = d.cond.dropped;
  const ground = dropped.length
    ? ` (the ${dropped.join(' and the ')} ${dropped.length > 1 ? 'are' : 'is'} on the ground)`
    : '';
  if (hand.length === 0) return `${reactor.name} holds no weapon${ground}`;
  if (opportunityWeaponsFor(state, reactor, provoker.position, cause).length) return undefined;
  const any = anyWeapon(state, cause);
  const missiles = !any && hand.some(isMissile);
  const note =
    missiles && cause !== 'trip' ? ' (option opportunityWeapons: melee weapons only)' : '';
  return `no ${any ? '' : 'melee '}weapon in ${reactor.name}'s hands reaches ${provoker.name}${note}${ground}`;
}

/** The ReactionUnavailable event of an attack of opportunity provoked but not offered, or none. */
export function unavailable(
  state: CombatState,
  reactor: Combatant,
  provoker: Combatant,
  cause: Cause,
): GameEvent[] {
  const reason = opportunityBlocked(state, reactor, provoker, cause);
  if (reason === undefined) return [];
  const data: ReactionUnavailableData = { id: reactor.id, provoker: provoker.id, cause, reason };
  return [event('ReactionUnavailable', data)];
}

/** Whether the attack is a natural 1 on a melee attack (seed 002: it provokes). */
const fumbled = (attack: AttackMadeData, weapon: Weapon): boolean =>
  attack.natural === 1 && !isMissile(weapon);

/**
 * seed 002: "A natural 1 on a melee attack always provokes an attack of opportunity from the target
 * (requiring a reaction)." The target needs a reaction left and a weapon in hand that can strike
 * the attacker (option `opportunityWeapons`: any weapon, by default, or melee ones only).
 */
export function fumbleOffer(state: CombatState, attack: AttackMadeData, weapon: Weapon): Offer[] {
  if (!fumbled(attack, weapon)) return [];
  const target = combatantOf(state, attack.target);
  const attacker = combatantOf(state, attack.actor);
  if (!target || !attacker || !canReact(target) || !isUp(attacker)) return [];
  const weapons = opportunityWeaponsFor(state, target, attacker.position, 'fumble');
  return weapons.length ? [offer(target.id, attacker.id, 'fumble', weapons)] : [];
}

/** The natural 1's attack of opportunity that the target cannot make, said (or nothing). */
export function fumbleUnavailable(
  state: CombatState,
  attack: AttackMadeData,
  weapon: Weapon,
): GameEvent[] {
  if (!fumbled(attack, weapon)) return [];
  const target = combatantOf(state, attack.target);
  const attacker = combatantOf(state, attack.actor);
  if (!target || !attacker || !isUp(attacker)) return [];
  return unavailable(state, target, attacker, 'fumble');
}

/**
 * The attack of opportunity a maneuver provokes from its target (seed 002 Disarm: "It provokes an
 * attack of opportunity (reaction) from your target"; Grapple: "if your target is armed you ...
 * provoke an attack of opportunity from your target"; Trip: "It provokes a melee attack of
 * opportunity (reaction) from your target"): with a weapon in hand that can strike the provoker
 * (Trip: a melee weapon that reaches; the others: option `opportunityWeapons`).
 */
export function maneuverOffer(
  state: CombatState,
  target: Combatant,
  provoker: Combatant,
  cause: 'disarm' | 'grapple' | 'trip',
): Offer | undefined {
  if (!canReact(target)) return undefined;
  const weapons = opportunityWeaponsFor(state, target, provoker.position, cause);
  return weapons.length ? offer(target.id, provoker.id, cause, weapons) : undefined;
}

/**
 * Option `standingProvokes` (seed 002 Kipup: "regain your feet without provoking an attack of
 * opportunity" — so standing up otherwise provokes): each enemy able to react with a melee weapon
 * in hand that reaches the one standing up. In initiative order.
 */
export function standOffers(state: CombatState, stander: Combatant): Offer[] {
  const offers: Offer[] = [];
  for (const id of state.order) {
    const c = state.combatants[id];
    if (!c || c.side === stander.side || !canReact(c)) continue;
    const weapons = meleeWeaponsReaching(c, stander.position);
    if (weapons.length) offers.push(offer(c.id, stander.id, 'stand', weapons));
  }
  return offers;
}

/**
 * Option `leavingReachProvokes`: an enemy whose melee reach the straight move passes through, and
 * who is out of it at the end, may make an attack of opportunity. Offers in initiative order.
 */
export function leavingReachOffers(
  state: CombatState,
  mover: Combatant,
  from: Position,
  to: Position,
): Offer[] {
  const offers: Offer[] = [];
  for (const id of state.order) {
    const c = state.combatants[id];
    if (!c || c.side === mover.side || !canReact(c)) continue;
    let reach = 0;
    const hand = inHand(c);
    for (const w of hand) if (!isMissile(w) && w.reach > reach) reach = w.reach;
    if (reach === 0) continue;
    const near = pathDistance(c.position, from, to);
    if (near > reach + EPS || distance(c.position, to) <= reach + EPS) continue;
    const weapons: string[] = [];
    for (const w of hand) if (!isMissile(w) && w.reach + EPS >= near) weapons.push(w.name);
    offers.push(offer(c.id, mover.id, 'left-reach', weapons));
  }
  return offers;
}

export { offerEvents };

/**
 * Option `standingProvokes` (default on). Read with its default, so that the rule holds before the
 * option is declared in options.ts (asked for in /tmp/cc/requests-maneuvers.md).
 */
export const standingProvokes = (o: Readonly<Record<string, unknown>>): boolean =>
  o['standingProvokes'] !== false;
