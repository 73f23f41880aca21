/**
 * The maneuvers' commands (seed 002, Maneuvers): Grapple, Constrict, Disarm, Push, Trip, Kipup,
 * and around them Stand, Escape, Release and PickUp. Opposed rolls are contest.ts's (ties go to
 * the defender); the state they leave is evolve-maneuvers.ts's. A maneuver that provokes an attack
 * of opportunity lets the attack come first: taken at once (standing choice 'always') it is rolled
 * before the maneuver, and if it drops the one maneuvering the maneuver is foiled; asked ('ask'),
 * the maneuver is rolled now and lands once the answer is in, if he is still up.
 */
import {
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Pending,
  type Position,
  type Result,
} from '../../engine/index.js';
import { inHand, type ModeSources } from './attack/advantage.js';
import {
  attackNaturals,
  attackRoll,
  contest,
  meleeRollSources,
  type AttackRollData,
  type Contender,
  type ContestData,
} from './maneuvers/contest.js';
import { heldWeapon, isGm, turnTaker } from './actions/commands.js';
import { reactionLeft } from './reactions/decide.js';
import { event, type ReactionTakenData } from './events.js';
import {
  grappleReach,
  grappledBy,
  grapplerOf,
  isArmed,
  type ConstrictedData,
  type DisarmAttemptedData,
  type EscapeAttemptedData,
  type GrappleAttemptedData,
  type GrappleEndedData,
  type KippedUpData,
  type Maneuver,
  type ManeuverFoiledData,
  type PushAttemptedData,
  type StoodUpData,
  type TripAttemptedData,
  type WeaponPickedUpData,
} from './evolve-maneuvers.js';
import { withBonus } from './attack/notation.js';
import {
  answerOffers,
  canKipup,
  kipupOffer,
  maneuverOffer,
  offerEvents,
  reactionEvents,
  standingProvokes,
  standOffers,
  unavailable,
} from './reactions/offers.js';
import { canStrike } from './attack/reach.js';
import { isMissile, isUnarmed, type Weapon } from './sheet.js';
import { combatantOf, dataOf, isUp, sheetOf, withCond, type Offer } from './state.js';

/** The commands this feature decides; `undefined` for any other command. */
export const MANEUVERS_COMMANDS: readonly string[] = [
  'Grapple',
  'Constrict',
  'Disarm',
  'Push',
  'Trip',
  'Kipup',
  'Stand',
  'Escape',
  'Release',
  'PickUp',
];

/** seed 002 Push: "You attempt to shove your target up to 10’." */
export const PUSH_DISTANCE = 10;

type Skill = 'athletics' | 'acrobatics';
type Events = Result<readonly GameEvent[]>;

const ft = (n: number): string => `${Math.round(n * 10) / 10} ft`;
const dist = (a: Position, b: Position): number => Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);

/** The better of athletics and acrobatics (athletics on a tie). */
export function bestSkill(c: Combatant): Skill {
  const s = sheetOf(c).skills;
  return s.acrobatics > s.athletics ? 'acrobatics' : 'athletics';
}

const skillOf = (c: Combatant, skill: Skill): Contender => ({
  id: c.id,
  with: skill,
  bonus: sheetOf(c).skills[skill],
  sources: {},
});

const withSources = (c: Contender, sources: ModeSources): Contender => ({ ...c, sources });

// ---------------------------------------------------------------------------------------------
// The contests (shared with the menus' odds).

/**
 * seed 002 Grapple: "an opposed athletics roll, and if your target is armed you make the roll with
 * disadvantage"; Push: "an opposed athletics roll, and if your target is armed you make the roll at
 * disadvantage". The target resists with athletics.
 */
export function athleticsContest(me: Combatant, target: Combatant): [Contender, Contender] {
  const a = skillOf(me, 'athletics');
  return [
    isArmed(target) ? withSources(a, { disadvantage: ['armed target'] }) : a,
    skillOf(target, 'athletics'),
  ];
}

/**
 * seed 002 Disarm: "an opposed melee attack roll made at disadvantage": the attacker's d20 + his
 * weapon's hit bonus, at disadvantage (with the situation's advantage and disadvantage too), against
 * the target's d20 + the hit bonus of the weapon he would lose. Both are attack rolls: "Combat
 * Chaos. Attack rolls of 1-2 always miss, and attack rolls of 19-20 always hit" (contest.ts).
 */
export function disarmContest(
  state: CombatState,
  me: Combatant,
  target: Combatant,
  weapon: Weapon,
  targetWeapon: Weapon,
): [Contender, Contender] {
  const attack = attackNaturals(state.options);
  return [
    {
      id: me.id,
      with: weapon.name,
      bonus: weapon.hitBonus,
      sources: meleeRollSources(state, me, target, weapon, { disadvantage: ['disarm'] }),
      attack,
    },
    { id: target.id, with: targetWeapon.name, bonus: targetWeapon.hitBonus, sources: {}, attack },
  ];
}

/**
 * seed 002 Trip: "an opposed athletics or acrobatics test (either may be used) ..., made with
 * disadvantage": the tripper's chosen skill at disadvantage; the target resists with the better of
 * his two.
 */
export function tripContest(me: Combatant, target: Combatant, how: Skill): [Contender, Contender] {
  return [
    withSources(skillOf(me, how), { disadvantage: ['trip'] }),
    skillOf(target, bestSkill(target)),
  ];
}

/** Trip's other form: "a melee attack roll, made with disadvantage". */
export const TRIP_ATTACK: ModeSources = { disadvantage: ['trip'] };

/** Escape: the grappled one's athletics or acrobatics against the grappler's athletics. */
export function escapeContest(
  me: Combatant,
  grappler: Combatant,
  how: Skill,
): [Contender, Contender] {
  return [skillOf(me, how), skillOf(grappler, 'athletics')];
}

// ---------------------------------------------------------------------------------------------
// Arguments.

function actionTaker(state: CombatState): Result<Combatant> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const b = dataOf(turn.value).budget;
  return b.action < 1
    ? refuse('combat-chaos/no-action', `${turn.value.name} has no action left this turn`)
    : turn;
}

/** The target of a maneuver: another combatant still up. */
function foeArg(
  state: CombatState,
  me: Combatant,
  value: unknown,
  what: string,
): Result<Combatant> {
  const target = combatantOf(state, value);
  if (!target)
    return refuse(
      'combat-chaos/no-such-target',
      `no combatant ${JSON.stringify(value)}: ${what} needs { target: <id> }`,
    );
  if (target.id === me.id)
    return refuse('combat-chaos/self-target', `${me.name} cannot ${what.toLowerCase()} themself`);
  if (!isUp(target)) return refuse('combat-chaos/target-down', `${target.name} is already down`);
  return ok(target);
}

/** Within arm's length (grappleReach) for wrestling, shoving and tripping by a test. */
function closeArg(me: Combatant, target: Combatant, what: string): Result<Combatant> {
  const reach = grappleReach(me);
  const away = dist(me.position, target.position);
  return away <= reach + 1e-9
    ? ok(target)
    : refuse(
        'combat-chaos/out-of-reach',
        `${target.name} is ${ft(away)} away: ${what} needs them within ${ft(reach)}`,
      );
}

/** A melee weapon in hand that reaches the target: the one named, or the first. */
function meleeWeaponArg(me: Combatant, target: Combatant, value: unknown): Result<Weapon> {
  const away = ft(dist(me.position, target.position));
  const hand = inHand(me);
  if (value === undefined) {
    const w = hand.find((x) => !isMissile(x) && canStrike(me.position, target.position, x));
    return w
      ? ok(w)
      : refuse(
          'combat-chaos/out-of-reach',
          `no melee weapon in ${me.name}'s hands reaches ${target.name}, ${away} away`,
        );
  }
  const held = heldWeapon(me, value);
  if (!held.ok) return held;
  const w = held.value;
  if (isMissile(w))
    return refuse('combat-chaos/not-melee', `this takes a melee weapon, and the ${w.name} is not`);
  if (!canStrike(me.position, target.position, w))
    return refuse(
      'combat-chaos/out-of-reach',
      `${target.name} is ${away} away; the ${w.name} reaches ${ft(w.reach)}`,
    );
  return ok(w);
}

function skillArg(value: unknown, me: Combatant, what: string): Result<Skill> {
  if (value === undefined) return ok(bestSkill(me));
  return value === 'athletics' || value === 'acrobatics'
    ? ok(value)
    : refuse(
        'combat-chaos/bad-argument',
        `${what} { how } is "athletics" or "acrobatics", not ${JSON.stringify(value)}`,
      );
}

// ---------------------------------------------------------------------------------------------
// The attack of opportunity a maneuver provokes, before it.

interface Attempt<T> {
  /** The event type of the attempt (GrappleAttempted, ...). */
  readonly type: string;
  readonly maneuver: Exclude<Maneuver, 'push'>;
  /** The maneuver provokes an attack of opportunity from its target (Grapple: if armed). */
  readonly provokes: boolean;
  /** Rolls the maneuver in the state it meets (after an attack of opportunity taken at once). */
  readonly roll: (s: CombatState) => T;
  readonly win: (data: T) => boolean;
  /** What follows a win landing at once (Trip: Kipup offered), in the state after it. */
  readonly after?: (s: CombatState) => { readonly state: CombatState; readonly offers: Pending[] };
}

function provoking<T extends object>(
  state: CombatState,
  me: Combatant,
  target: Combatant,
  offer: Offer | undefined,
  dice: Dice,
  a: Attempt<T>,
): GameEvent[] {
  if (!offer || sheetOf(target).reactions === 'ask') {
    const data = a.roll(state);
    const win = a.win(data);
    const awaits = offer && win ? target.id : null;
    const events = [event(a.type, { ...data, awaits })];
    // Provoked, but the target cannot make it: the log says why.
    if (!offer && a.provokes) events.push(...unavailable(state, target, me, a.maneuver));
    if (offer) return [...events, ...offerEvents([offer], false)];
    if (!win || !a.after) return events;
    const next = a.after(state);
    return [...events, ...reactionEvents(next.state, next.offers, dice, false)];
  }
  // Taken at once (or let pass): the attack of opportunity comes first.
  const answered = answerOffers(state, [offer], dice);
  const work = answered.state;
  const still = combatantOf(work, me.id);
  if (!still || !isUp(still)) {
    const foiled: ManeuverFoiledData = {
      actor: me.id,
      target: target.id,
      maneuver: a.maneuver,
      uses: 'action',
    };
    return [...answered.events, event('ManeuverFoiled', foiled)];
  }
  const data = a.roll(work);
  const events = [...answered.events, event(a.type, { ...data, awaits: null })];
  const next = a.win(data) && a.after ? a.after(work) : undefined;
  const then = next ? answerOffers(next.state, next.offers, dice) : undefined;
  if (then) events.push(...then.events);
  return [...events, ...offerEvents([...answered.asked, ...(then?.asked ?? [])], false)];
}

const foe = (s: CombatState, c: Combatant): Combatant => combatantOf(s, c.id) ?? c;

// ---------------------------------------------------------------------------------------------
// The commands.

/**
 * Grapple { target }: seed 002 "You try to wrestle your target down and immobilize them. This is an
 * opposed athletics roll, and if your target is armed you make the roll with disadvantage and
 * provoke an attack of opportunity from your target. This is an action."
 */
function decideGrapple(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Grapple');
  if (!t.ok) return t;
  const near = closeArg(me, t.value, 'Grapple');
  if (!near.ok) return near;
  const target = near.value;
  const holder = grapplerOf(state, target);
  if (holder)
    return refuse(
      'combat-chaos/already-grappled',
      `${target.name} is already grappled by ${holder.name}`,
    );
  const armed = isArmed(target);
  const roll = (s: CombatState): Omit<GrappleAttemptedData, 'awaits'> => {
    const c = contest(...athleticsContest(foe(s, me), foe(s, target)), dice);
    return { actor: me.id, target: target.id, uses: 'action', armed, contest: c, win: c.win };
  };
  const offer = armed ? maneuverOffer(state, target, me, 'grapple') : undefined;
  return ok(
    provoking(state, me, target, offer, dice, {
      type: 'GrappleAttempted',
      maneuver: 'grapple',
      provokes: armed,
      roll,
      win: (d) => d.win,
    }),
  );
}

/**
 * Constrict { target, as? }: seed 002 "You deal your unarmed damage die plus twice your MIGHT
 * modifier in crushing damage to an opponent you have successfully grappled. This is an action or
 * a bonus action, but it can only be done once per round." No roll to hit; soak applies (seed 002:
 * "Deduct the targets soak value from this damage if applicable"); `as` defaults to the bonus
 * action while one is left.
 */
function decideConstrict(state: CombatState, command: Command, dice: Dice): Events {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Constrict');
  if (!t.ok) return t;
  const target = t.value;
  if (grapplerOf(state, target)?.id !== me.id)
    return refuse(
      'combat-chaos/not-grappling',
      `${me.name} does not hold ${target.name} in a grapple: Grapple first (seed 002: Constrict hurts "an opponent you have successfully grappled")`,
    );
  const d = dataOf(me);
  if (d.cond.constrictRound === state.round)
    return refuse(
      'combat-chaos/constricted-this-round',
      `${me.name} has constricted this round already (seed 002: "it can only be done once per round")`,
    );
  const as = command.data?.['as'] ?? (d.budget.bonus >= 1 ? 'bonus' : 'action');
  if (as !== 'bonus' && as !== 'action')
    return refuse(
      'combat-chaos/bad-argument',
      `Constrict { as } is "action" or "bonus", not ${JSON.stringify(as)}`,
    );
  if (as === 'bonus' && d.budget.bonus < 1)
    return refuse('combat-chaos/no-bonus', `${me.name} has no bonus action left this turn`);
  if (as === 'action' && d.budget.action < 1)
    return refuse('combat-chaos/no-action', `${me.name} has no action left this turn`);
  const sheet = sheetOf(me);
  const damage = dice.roll(withBonus(sheet.unarmedDie, 2 * sheet.might));
  const soak = sheetOf(target).soak;
  const dealt = Math.max(0, damage.total - soak);
  const data: ConstrictedData = {
    actor: me.id,
    target: target.id,
    uses: as,
    round: state.round,
    damage,
    soak,
    dealt,
    health: Math.max(0, dataOf(target).health - dealt),
  };
  return ok([event('Constricted', data)]);
}

/**
 * Disarm { target, weapon?, targetWeapon? }: seed 002 "You attempt to disarm your target with an
 * opposed melee attack roll made at disadvantage. It provokes an attack of opportunity (reaction)
 * from your target. This is an action." The weapon lost lies on the ground (`cond.dropped`).
 */
function decideDisarm(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Disarm');
  if (!t.ok) return t;
  const target = t.value;
  const weapon = meleeWeaponArg(me, target, command.data?.['weapon']);
  if (!weapon.ok) return weapon;
  const held = inHand(target).filter((w) => !isUnarmed(w));
  if (held.length === 0)
    return refuse('combat-chaos/nothing-to-disarm', `${target.name} holds no weapon to disarm`);
  const named = command.data?.['targetWeapon'];
  const targetWeapon = named === undefined ? held[0] : held.find((w) => w.name === named);
  if (!targetWeapon)
    return refuse(
      'combat-chaos/no-such-weapon',
      `${target.name} holds ${held.map((w) => w.name).join(', ')}, not ${JSON.stringify(named)}`,
    );
  const roll = (s: CombatState): Omit<DisarmAttemptedData, 'awaits'> => {
    const c = contest(
      ...disarmContest(s, foe(s, me), foe(s, target), weapon.value, targetWeapon),
      dice,
    );
    return {
      actor: me.id,
      target: target.id,
      uses: 'action',
      weapon: weapon.value.name,
      targetWeapon: targetWeapon.name,
      contest: c,
      win: c.win,
    };
  };
  return ok(
    provoking(state, me, target, maneuverOffer(state, target, me, 'disarm'), dice, {
      type: 'DisarmAttempted',
      maneuver: 'disarm',
      provokes: true,
      roll,
      win: (d) => d.win,
    }),
  );
}

/** Where a shove of `feet` takes `target`: straight away from `from` (east when they share a spot). */
export function shovedTo(from: Position, target: Position, feet: number): Position {
  const d = dist(from, target);
  const ux = d > 0 ? (target.x - from.x) / d : 1;
  const uy = d > 0 ? (target.y - from.y) / d : 0;
  return { x: target.x + ux * feet, y: target.y + uy * feet };
}

/**
 * Push { target, distance? }: seed 002 "You attempt to shove your target up to 10’. This is an
 * opposed athletics roll, and if your target is armed you make the roll at disadvantage. It does
 * not provoke an attack of opportunity. This is an action." Straight away from the pusher; being
 * shoved provokes nothing either (it is not the target's own move).
 */
function decidePush(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Push');
  if (!t.ok) return t;
  const near = closeArg(me, t.value, 'Push');
  if (!near.ok) return near;
  const target = near.value;
  const feet = command.data?.['distance'] ?? PUSH_DISTANCE;
  if (typeof feet !== 'number' || !(feet > 0) || feet > PUSH_DISTANCE)
    return refuse(
      'combat-chaos/bad-distance',
      `Push shoves "up to 10’": distance is more than 0 and at most ${PUSH_DISTANCE} (feet)`,
    );
  const c: ContestData = contest(...athleticsContest(me, target), dice);
  const data: PushAttemptedData = {
    actor: me.id,
    target: target.id,
    uses: 'action',
    armed: isArmed(target),
    contest: c,
    win: c.win,
    from: target.position,
    to: c.win ? shovedTo(me.position, target.position, feet) : target.position,
    distance: c.win ? feet : 0,
  };
  return ok([event('PushAttempted', data)]);
}

/**
 * Trip { target, how?, weapon? }: seed 002 "You try to knock your target prone. This is either an
 * opposed athletics or acrobatics test (either may be used) or a melee attack roll, made with
 * disadvantage. It provokes a melee attack of opportunity (reaction) from your target. This is an
 * action." `how`: 'athletics' or 'acrobatics' (default: the tripper's better), or 'attack' (with a
 * melee weapon that reaches: against defense, no damage). Both forms are at disadvantage.
 */
function decideTrip(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Trip');
  if (!t.ok) return t;
  const target = t.value;
  const how = command.data?.['how'];
  let weapon: Weapon | undefined;
  let skill: Skill = bestSkill(me);
  if (how === 'attack') {
    const w = meleeWeaponArg(me, target, command.data?.['weapon']);
    if (!w.ok) return w;
    weapon = w.value;
  } else {
    const s = skillArg(how, me, 'Trip');
    if (!s.ok)
      return refuse(
        'combat-chaos/bad-argument',
        `Trip { how } is "athletics", "acrobatics" or "attack", not ${JSON.stringify(how)}`,
      );
    skill = s.value;
    const near = closeArg(me, target, 'a Trip by a test');
    if (!near.ok) return near;
  }
  if (dataOf(target).cond.prone)
    return refuse('combat-chaos/already-prone', `${target.name} is already prone`);
  const roll = (s: CombatState): Omit<TripAttemptedData, 'awaits'> => {
    const by = foe(s, me);
    const whom = foe(s, target);
    const attack: AttackRollData | null = weapon
      ? attackRoll(s, by, whom, weapon, TRIP_ATTACK, dice)
      : null;
    const c = weapon ? null : contest(...tripContest(by, whom, skill), dice);
    return {
      actor: me.id,
      target: target.id,
      uses: 'action',
      how: weapon ? 'attack' : skill,
      contest: c,
      attack,
      win: attack ? attack.hit : (c?.win ?? false),
    };
  };
  // Kipup "as a reaction", right after the fall (the tripped one's standing choice answers it).
  const after = (s: CombatState) => {
    const down = combatantOf(s, target.id);
    if (!down) return { state: s, offers: [] };
    const fallen = withCond(s, down, { prone: true });
    const prone = combatantOf(fallen, target.id);
    return {
      state: fallen,
      offers: prone && canKipup(prone) ? [kipupOffer(target.id, me.id)] : [],
    };
  };
  return ok(
    provoking(state, me, target, maneuverOffer(state, target, me, 'trip'), dice, {
      type: 'TripAttempted',
      maneuver: 'trip',
      provokes: true,
      roll,
      win: (d) => d.win,
      after,
    }),
  );
}

/**
 * Kipup { id?, as? }: seed 002 "If you have the acrobatics skill, you can instantly regain your feet
 * without provoking an attack of opportunity as a reaction or a bonus action. There is no roll for
 * this." On one's turn: the bonus action (`as: 'reaction'` spends the reaction instead); answering
 * a Kipup offered after a trip, or on another's turn (the GM: `id`): the reaction.
 */
function decideKipup(state: CombatState, command: Command): Events {
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

function kipupCheck(who: Combatant, as: 'bonus' | 'reaction'): Result<Combatant> {
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
function decideStand(state: CombatState, dice: Dice): Events {
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

/**
 * Escape { how? }: the seed has no rule for breaking a grapple; the d20 one: an action, the grappled
 * one's athletics or acrobatics (default: the better) against the grappler's athletics; a tie keeps
 * the grapple.
 */
function decideEscape(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const g = grapplerOf(state, me);
  if (!g) return refuse('combat-chaos/not-grappled', `${me.name} is not grappled`);
  const how = skillArg(command.data?.['how'], me, 'Escape');
  if (!how.ok) return how;
  const c = contest(...escapeContest(me, g, how.value), dice);
  const data: EscapeAttemptedData = {
    actor: me.id,
    grappler: g.id,
    uses: 'action',
    contest: c,
    win: c.win,
  };
  return ok([event('EscapeAttempted', data)]);
}

/** Release { target? }: the grappler lets go of one (or every) grappled opponent; free. */
function decideRelease(state: CombatState, command: Command): Events {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const held = grappledBy(state, me);
  const named = command.data?.['target'];
  const let_ = named === undefined ? held : held.filter((c) => c.id === named);
  if (let_.length === 0)
    return refuse(
      'combat-chaos/not-grappling',
      named === undefined
        ? `${me.name} holds nobody in a grapple`
        : `${me.name} does not hold ${JSON.stringify(named)} in a grapple`,
    );
  return ok(
    let_.map((c) => {
      const data: GrappleEndedData = { grappler: me.id, grappled: c.id, reason: 'released' };
      return event('GrappleEnded', data);
    }),
  );
}

/** PickUp { weapon? }: a weapon knocked away (Disarm) back in hand, for the move (what is left of it). */
function decidePickUp(state: CombatState, command: Command): Events {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const d = dataOf(me);
  const dropped = d.cond.dropped;
  if (dropped.length === 0)
    return refuse('combat-chaos/nothing-dropped', `${me.name} has no weapon on the ground`);
  const named = command.data?.['weapon'] ?? dropped[0];
  const weapon = dropped.find((w) => w === named);
  if (weapon === undefined)
    return refuse(
      'combat-chaos/not-dropped',
      `${JSON.stringify(named)} is not on the ground; ${me.name} dropped ${dropped.join(', ')}`,
    );
  if (d.budget.move <= 0)
    return refuse(
      'combat-chaos/no-move',
      `picking a weapon up takes the move, and ${me.name} has none left`,
    );
  const data: WeaponPickedUpData = { actor: me.id, weapon };
  return ok([event('WeaponPickedUp', data)]);
}

export function decideManeuvers(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> | undefined {
  switch (command.type) {
    case 'Grapple':
      return decideGrapple(state, command, dice);
    case 'Constrict':
      return decideConstrict(state, command, dice);
    case 'Disarm':
      return decideDisarm(state, command, dice);
    case 'Push':
      return decidePush(state, command, dice);
    case 'Trip':
      return decideTrip(state, command, dice);
    case 'Kipup':
      return decideKipup(state, command);
    case 'Stand':
      return decideStand(state, dice);
    case 'Escape':
      return decideEscape(state, command, dice);
    case 'Release':
      return decideRelease(state, command);
    case 'PickUp':
      return decidePickUp(state, command);
    default:
      return undefined;
  }
}
