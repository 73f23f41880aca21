/**
 * Attacks of Opportunity (seed 001): "When a character leaves himself open, other can make a free
 * attack against him - this is called an Attack of Opportunity. A character suffers an Attack of
 * Opportunity if he attempts to move past a target who he is in melee with (including if he enters
 * melee during his round) or move out of melee range of a creature."
 *
 * Our reading, for one straight move from → to and each enemy E able to react (README):
 * - E's melee is the 2 m around him. Let P be the point of the path closest to E.
 * - No provocation when P is more than 2 m from E (the mover never was in melee with him).
 * - `moved-past`: P lies strictly inside the path (the mover came nearer and went on, i.e. passed
 *   E while in melee with him, whether he started in melee or entered it on the way). The
 *   provoking point `at` is P.
 * - `left-melee`: P is the start (the mover only moved away from E), he started within 2 m and
 *   ends beyond. `at` is where the path leaves E's 2 m.
 * - Approaching E and stopping next to him (P is the end), or stepping away but staying within
 *   2 m, provokes nothing.
 * An offer is made only when E has something to strike with at `at`: a weapon in hand whose range
 * reaches it, or an ability that says it can be used as an Attack of Opportunity (`opportunity`).
 */
import {
  closestOnPath,
  distance,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Position,
  type Result,
} from '../../../engine/index.js';
import {
  abilityStrike,
  findWeapon,
  planStrike,
  reachOf,
  type AttackPlan,
  type StrikeSpec,
} from '../attack/index.js';
import { grappleOf, type Offer, type OfferData } from '../state.js';
import { MELEE_REACH } from '../ranges/index.js';
import type { Ability, Weapon } from '../sheet.js';
import { dataOf, gameOf, sheetOf, withPosition } from '../state.js';
import { health } from '../state.js';

const EPS = 1e-9;

/** Why and where a straight move provokes the creature standing at `e`. */
export interface Provocation {
  readonly cause: OfferData['cause'];
  readonly at: Position;
}

/** The point where the straight path from → to leaves the circle of `reach` around `e`. */
function exitPoint(e: Position, from: Position, to: Position, reach: number): Position {
  const len = distance(from, to);
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const wx = from.x - e.x;
  const wy = from.y - e.y;
  const b = wx * ux + wy * uy;
  const s = Math.max(
    0,
    Math.min(len, -b + Math.sqrt(Math.max(0, b * b - (wx * wx + wy * wy) + reach * reach))),
  );
  return { x: from.x + ux * s + 0, y: from.y + uy * s + 0 };
}

/** Whether (and how) a straight move from → to provokes a creature standing at `e` (see the file's head). */
export function provocation(e: Position, from: Position, to: Position): Provocation | undefined {
  if (from.x === to.x && from.y === to.y) return undefined;
  // Most foes are nowhere near the path: a cheap bounding-box test before any object is made.
  const r = MELEE_REACH + EPS;
  if (
    e.x < Math.min(from.x, to.x) - r ||
    e.x > Math.max(from.x, to.x) + r ||
    e.y < Math.min(from.y, to.y) - r ||
    e.y > Math.max(from.y, to.y) + r
  )
    return undefined;
  const near = closestOnPath(e, from, to);
  if (near.distance > MELEE_REACH + EPS) return undefined;
  if (near.t > EPS && near.t < 1 - EPS) return { cause: 'moved-past', at: near.point };
  if (near.t >= 1 - EPS) return undefined; // approached and stopped
  if (distance(e, to) <= MELEE_REACH + EPS) return undefined; // stepped back, still in melee
  return { cause: 'left-melee', at: exitPoint(e, from, to, MELEE_REACH) };
}

/**
 * Whether `c` can strike back now: still fighting and in no grapple ("While grappling, neither
 * the attacker nor defender can use any abilities that require an Attack action"). A prone
 * creature may still strike.
 */
export function canReact(state: CombatState, c: Combatant): boolean {
  return health(dataOf(c).wounds) === 'fighting' && !grappleOf(gameOf(state), c.id);
}

const reaches = (from: Position, at: Position, range: Ability['range']): boolean =>
  distance(from, at) <= reachOf(range) + EPS;

/** The weapons in `c`'s hands whose range reaches `at`. */
export function weaponsReaching(c: Combatant, at: Position): string[] {
  const dropped = dataOf(c).dropped;
  const out: string[] = [];
  for (const w of sheetOf(c).weapons)
    if (!dropped.includes(w.name) && reaches(c.position, at, w.range)) out.push(w.name);
  return out;
}

/** `c`'s abilities usable as an Attack of Opportunity whose range reaches `at`. */
export function abilitiesReaching(c: Combatant, at: Position): string[] {
  const out: string[] = [];
  for (const a of sheetOf(c).abilities)
    if (a.opportunity && reaches(c.position, at, a.range)) out.push(a.name);
  return out;
}

/**
 * The Attacks of Opportunity a straight move of `mover` from → to offers, in initiative order
 * (`state.order`): one per enemy able to react whom the move provokes and who has something that
 * reaches the provoking point.
 */
export function opportunityOffers(
  state: CombatState,
  mover: Combatant,
  from: Position,
  to: Position,
): Offer[] {
  const offers: Offer[] = [];
  for (const id of state.order) {
    const e = state.combatants[id];
    if (!e || e.side === mover.side || e.id === mover.id) continue;
    const p = provocation(e.position, from, to);
    if (!p || !canReact(state, e)) continue;
    const weapons = weaponsReaching(e, p.at);
    const abilities = abilitiesReaching(e, p.at);
    if (weapons.length === 0 && abilities.length === 0) continue;
    offers.push({
      kind: 'reaction',
      reactor: e.id,
      trigger: 'attack-of-opportunity',
      data: { provoker: mover.id, at: p.at, from, cause: p.cause, weapons, abilities },
    });
  }
  return offers;
}

/** The pending Attack of Opportunity, if that is what the kernel waits on. */
export function pendingOffer(state: CombatState): Offer | undefined {
  const p = state.pending;
  return p && p.trigger === 'attack-of-opportunity' ? (p as Offer) : undefined;
}

/**
 * The numbers of an Attack of Opportunity with `spec`: the provoker is struck where he provoked
 * it (`at`), so cover is judged there (in melee: none).
 */
export function opportunityPlan(
  state: CombatState,
  reactor: Combatant,
  provoker: Combatant,
  at: Position,
  spec: StrikeSpec,
): AttackPlan {
  return planStrike(state, reactor, withPosition(provoker, at), spec);
}

/** What an Attack of Opportunity is made with: a weapon, or an ability that says it can be. */
export interface OpportunityMeans {
  readonly spec: StrikeSpec;
  readonly ability?: Ability;
}

/** A checked AttackOfOpportunity command: who strikes whom, where, with what. */
export interface OpportunityStrike {
  readonly offer: Offer;
  readonly reactor: Combatant;
  readonly provoker: Combatant;
  readonly means: OpportunityMeans;
}

const refused = (code: string, message: string): Result<never> =>
  refuse(`elan-moxie/${code}`, message);

/** The ability an AttackOfOpportunity { ability } names, if the offer lists it. */
function offeredAbility(reactor: Combatant, offer: Offer, name: unknown): Result<OpportunityMeans> {
  const ability = sheetOf(reactor).abilities.find((a) => a.name === name);
  if (!ability)
    return refused(
      'no-such-ability',
      `${reactor.name} has no ability ${JSON.stringify(name)}; an Attack of Opportunity is made with: ${offerList(offer)}`,
    );
  if (!ability.opportunity)
    return refused(
      'not-a-weapon-attack',
      `${ability.name} does not say it can be used as an Attack of Opportunity, which "must be a normal weapon based attack": use ${offerList(offer)}`,
    );
  if (!offer.data.abilities.includes(ability.name))
    return refused(
      'out-of-range',
      `${ability.name} (${ability.range}) does not reach where the provoker was: use ${offerList(offer)}`,
    );
  return { ok: true, value: { spec: abilityStrike(ability), ability } };
}

/** The weapon an AttackOfOpportunity { weapon? } names (default: the first one offered). */
function offeredWeapon(reactor: Combatant, offer: Offer, name: unknown): Result<OpportunityMeans> {
  const first = offer.data.weapons[0];
  if (name === undefined && first === undefined)
    return offeredAbility(reactor, offer, offer.data.abilities[0]);
  const found = findWeapon(reactor, name ?? first);
  if (!found.ok) return found;
  const weapon: Weapon = found.value;
  if (!offer.data.weapons.includes(weapon.name))
    return refused(
      'out-of-range',
      `${reactor.name}'s ${weapon.name} (${weapon.range}) does not reach where the provoker was: use ${offerList(offer)}`,
    );
  return { ok: true, value: { spec: weapon } };
}

const offerList = (offer: Offer): string =>
  [...offer.data.weapons, ...offer.data.abilities].join(', ') || 'nothing';

/**
 * Checks an AttackOfOpportunity { weapon? | ability? } against the pending offer. seed 001: "An
 * Attack of Opportunity must be a normal weapon based attack, unless a character specifically has
 * an ability that says it can be used as an Attack of Opportunity." So only the offered weapons
 * and abilities: a special attack (Disarm, Grapple, Trip) or an ability without `opportunity` is
 * refused with `elan-moxie/not-a-weapon-attack`.
 */
export function checkOpportunity(state: CombatState, command: Command): Result<OpportunityStrike> {
  const offer = pendingOffer(state);
  if (state.status !== 'active' || !offer)
    return refused(
      'no-opportunity',
      'no Attack of Opportunity is waiting for an answer: attack with Attack on your turn',
    );
  const reactor = state.combatants[offer.reactor];
  const provoker = state.combatants[offer.data.provoker];
  if (!reactor || !provoker)
    return refused(
      'no-such-target',
      'the provoker or the reactor has left the fight: DeclineReaction',
    );
  const h = health(dataOf(reactor).wounds);
  if (h !== 'fighting')
    return refused(h, `${reactor.name} is ${h} and can make no attack: DeclineReaction`);
  const data = command.data ?? {};
  const special = data['special'];
  if (special !== undefined)
    return refused(
      'not-a-weapon-attack',
      `an Attack of Opportunity "must be a normal weapon based attack", not ${JSON.stringify(special)}: use ${offerList(offer)}`,
    );
  const weapon = data['weapon'];
  const ability = data['ability'];
  if (weapon !== undefined && ability !== undefined)
    return refused(
      'bad-reaction',
      'an Attack of Opportunity is made with one weapon or one ability: name only one',
    );
  const means =
    ability !== undefined
      ? offeredAbility(reactor, offer, ability)
      : offeredWeapon(reactor, offer, weapon);
  if (!means.ok) return means;
  return { ok: true, value: { offer, reactor, provoker, means: means.value } };
}

/** The numbers of a checked Attack of Opportunity, and whether it deals damage (then it has a soak roll). */
export function strikePlan(
  state: CombatState,
  s: OpportunityStrike,
): { plan: AttackPlan; damaging: boolean } {
  return {
    plan: opportunityPlan(state, s.reactor, s.provoker, s.offer.data.at, s.means.spec),
    damaging: s.means.ability?.damage !== undefined || !s.means.ability,
  };
}

/** Attacks that are not "a normal weapon based attack" (seed 001). */
const NOT_WEAPON_ATTACKS: ReadonlySet<string> = new Set([
  'Disarm',
  'Grapple',
  'Trip',
  'UseAbility',
]);
/** The turn's actions, which wait while an Attack of Opportunity is offered. */
const TURN_ACTIONS: ReadonlySet<string> = new Set([
  'Attack',
  'Move',
  'Withdraw',
  'Stand',
  'PickUp',
  'Escape',
  'Release',
  'StopChanneling',
  'FreeAction',
]);

/**
 * Why a turn command is refused while an Attack of Opportunity waits for an answer (the kernel
 * routes the reactor's commands to decide): a special attack or an ability as the answer is
 * `elan-moxie/not-a-weapon-attack`; any other turn action `elan-moxie/reaction-pending`.
 * Undefined when nothing waits, or for commands that may come any time (the GM's).
 */
export function pendingRefusal(state: CombatState, command: Command): Result<never> | undefined {
  const offer = pendingOffer(state);
  if (!offer) return undefined;
  const reactor = state.combatants[offer.reactor]?.name ?? offer.reactor;
  const answer = `${reactor} answers first: AttackOfOpportunity { weapon: "${offer.data.weapons[0] ?? '…'}" } or DeclineReaction`;
  if (NOT_WEAPON_ATTACKS.has(command.type))
    return refused(
      'not-a-weapon-attack',
      `an Attack of Opportunity "must be a normal weapon based attack", not ${command.type} (unless an ability says it can be used as one: AttackOfOpportunity { ability }); ${answer}`,
    );
  if (TURN_ACTIONS.has(command.type))
    return refused('reaction-pending', `an Attack of Opportunity is waiting: ${answer}`);
  return undefined;
}
