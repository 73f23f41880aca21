/**
 * The attacks feature's commands (issue 6): Charge, Brace and its reaction BraceStrike, Defend,
 * Support and CastSpell. README.md, "Commands".
 */
import {
  distance,
  ok,
  pathDistance,
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
import { guardReach, inHand, threatens } from './attack/advantage.js';
import {
  braceOffer,
  bracersCharged,
  chargerReach,
  CHARGE_DISTANCE,
  longestPolearm,
  placed,
  type BraceOffer,
} from './maneuvers/brace/brace.js';
import { positionArg, targetArg, turnTaker } from './actions/commands.js';
import {
  event,
  type BracedData,
  type ChargedData,
  type DefendedData,
  type ReactionTakenData,
  type SupportedData,
} from './events.js';
import { leavingReachProvokes } from './options.js';
import { canStrike } from './attack/reach.js';
import {
  afterAttack,
  fumbleOffer,
  fumbleUnavailable,
  leavingReachOffers,
  reactionEvents,
} from './reactions/offers.js';
import { resolveAttack } from './attack/resolve.js';
import type { Weapon } from './sheet.js';
import { resolveSpell } from './spells/cast.js';
import { combatantOf, dataOf, isUp, sheetOf } from './state.js';

/** The commands this feature decides; `undefined` for any other command. */
export const ATTACKS_COMMANDS: readonly string[] = [
  'Charge',
  'Brace',
  'BraceStrike',
  'Defend',
  'Support',
  'CastSpell',
];

export function decideAttacks(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> | undefined {
  switch (command.type) {
    case 'Charge':
      return decideCharge(state, command, dice);
    case 'Brace':
      return decideBrace(state);
    case 'BraceStrike':
      return decideBraceStrike(state, command, dice);
    case 'Defend':
      return decideDefend(state, command);
    case 'Support':
      return decideSupport(state, command);
    case 'CastSpell':
      return decideCastSpell(state, command, dice);
    default:
      return undefined;
  }
}

const EPS = 1e-6;
const ft = (n: number): string => `${Math.round(n * 10) / 10} ft`;

/** A weapon in hand by name. */
function weaponInHand(me: Combatant, value: unknown): Result<Weapon> {
  const hand = inHand(me);
  const w = hand.find((x) => x.name === value);
  return w
    ? ok(w)
    : refuse(
        'combat-chaos/no-such-weapon',
        `${me.name} has no weapon ${JSON.stringify(value)} in hand; they have ${hand.map((x) => x.name).join(', ')}`,
      );
}

/** `via`: a point or a list of points the charge passes through (each must lie on the line). */
function viaArg(value: unknown): Position[] | undefined {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const out: Position[] = [];
  for (const v of list) {
    const p = positionArg(v);
    if (!p) return undefined;
    out.push(p);
  }
  return out;
}

interface ChargePlan {
  readonly me: Combatant;
  readonly from: Position;
  readonly to: Position;
  readonly target: Combatant | undefined;
  readonly weapon: Weapon | undefined;
}

/**
 * seed 002 Charge: the move and the action left, a straight line (every `via` point on the segment
 * from here to `to`, in order), at most double the speed; a named target must be within reach of a
 * weapon (the named one) from where the charge ends.
 */
function checkCharge(state: CombatState, command: Command): Result<ChargePlan> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const d = dataOf(me);
  const rule = 'Charge uses both a move and an action';
  if (d.budget.action < 1)
    return refuse('combat-chaos/no-action', `${rule}: ${me.name} has no action left this turn`);
  if (d.budget.move < 1)
    return refuse('combat-chaos/no-move', `${rule}: ${me.name} has already moved this turn`);
  if (d.cond.grappledBy !== null)
    return refuse(
      'combat-chaos/grappled',
      `${me.name} is grappled and cannot charge: Escape first`,
    );
  if (d.cond.prone)
    return refuse('combat-chaos/prone', `${me.name} is prone and cannot charge: stand up first`);
  const to = positionArg(command.data?.['to']);
  if (!to) return refuse('combat-chaos/bad-position', 'Charge needs { to: { x, y } } in feet');
  const speed = sheetOf(me).speed;
  if (speed <= 0) return refuse('combat-chaos/cannot-move', `${me.name} has a speed of 0`);
  const from = me.position;
  const via = viaArg(command.data?.['via']);
  if (!via) return refuse('combat-chaos/bad-position', 'via is a point { x, y } or a list of them');
  let t = 0;
  const len = distance(from, to);
  for (const p of via) {
    const along = distance(from, p);
    if (pathDistance(p, from, to) > EPS || along + EPS < t || along > len + EPS)
      return refuse(
        'combat-chaos/charge-not-straight',
        `seed 002 Charge: "You move up to double your speed in a straight line": (${p.x}, ${p.y}) is off the line to (${to.x}, ${to.y}); charge straight at the point, or Move`,
      );
    t = along;
  }
  if (len > 2 * speed + EPS)
    return refuse(
      'combat-chaos/charge-too-far',
      `seed 002 Charge: "You move up to double your speed": ${me.name} charges at most ${ft(2 * speed)}, not ${ft(len)}`,
    );
  const weaponName = command.data?.['weapon'];
  let weapon: Weapon | undefined;
  if (weaponName !== undefined) {
    const w = weaponInHand(me, weaponName);
    if (!w.ok) return w;
    weapon = w.value;
  }
  let target: Combatant | undefined;
  if (command.data?.['target'] !== undefined) {
    const tr = targetArg(state, me, command.data['target']);
    if (!tr.ok) return tr;
    target = tr.value;
    const at = target.position;
    const reaches = weapon
      ? canStrike(to, at, weapon)
      : inHand(me).some((w) => canStrike(to, at, w));
    if (!reaches)
      return refuse(
        'combat-chaos/out-of-reach',
        `the charge ends ${ft(distance(to, target.position))} from ${target.name}: no weapon${weapon ? ` (${weapon.name})` : ''} of ${me.name} reaches from there`,
      );
  }
  return ok({ me, from, to, target, weapon });
}

/**
 * Charge { to, target?, weapon?, via? }: the charge itself (Charged, then the kernel's Moved); the
 * Attack action's attacks follow as Attack commands, the first with +2 damage (+4 with a polearm)
 * after 20+ ft. Leaving an enemy's reach provokes as a Move does; a bracer charged reacts before
 * the charger can attack (its standing choice `reactions`: 'always' strikes at once).
 */
function decideCharge(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const plan = checkCharge(state, command);
  if (!plan.ok) return plan;
  const { me, from, to, target, weapon } = plan.value;
  const dist = distance(from, to);
  const charged: ChargedData = {
    actor: me.id,
    from,
    to,
    distance: dist,
    target: target?.id ?? null,
    weapon: weapon?.name ?? null,
    bonus: dist + 1e-9 >= CHARGE_DISTANCE ? 2 : 0,
  };
  const events: GameEvent[] = [
    event('Charged', charged),
    event('Moved', { actor: me.id, id: me.id, from, to, distance: dist }),
  ];
  let s = placed(state, me, to);
  const offers: Pending[] = [];
  const asked: Pending[] = [];
  for (const { bracer, polearms } of bracersCharged(
    state,
    me,
    from,
    to,
    target,
    chargerReach(me, weapon),
  )) {
    const charger = combatantOf(s, me.id);
    if (!charger || !isUp(charger)) break;
    if (sheetOf(bracer).reactions !== 'always') {
      asked.push(
        braceOffer(
          bracer.id,
          me.id,
          polearms.map((w) => w.name),
        ),
      );
      continue;
    }
    // The standing choice 'always': the braced polearm strikes at once, before the charger attacks.
    const polearm = polearms[0];
    if (!polearm) continue;
    const attack = resolveAttack(
      s,
      {
        attacker: bracer,
        target: charger,
        weapon: polearm,
        uses: 'reaction',
        provocation: null,
        alwaysCritical: true,
      },
      dice,
    );
    const taken: ReactionTakenData = { id: bracer.id, trigger: 'brace', provoker: me.id };
    events.push(event('AttackMade', attack), event('ReactionTaken', taken));
    s = afterAttack(s, attack);
    events.push(...fumbleUnavailable(s, attack, polearm));
    offers.push(...fumbleOffer(s, attack, polearm));
  }
  const still = combatantOf(s, me.id);
  if (!still || !isUp(still)) return ok(events);
  // The move provokes as a Move does (the attacks come once it is over), then the bracers are asked.
  if (leavingReachProvokes(state.options)) offers.push(...leavingReachOffers(state, me, from, to));
  offers.push(...asked);
  events.push(...reactionEvents(s, offers, dice, false));
  return ok(events);
}

/** Brace: a bonus action; a polearm in hand. Bracing lasts until his next turn starts. */
function decideBrace(state: CombatState): Result<readonly GameEvent[]> {
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
function decideBraceStrike(
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

/** An ally by id: on the same side, still up. */
function allyArg(state: CombatState, me: Combatant, value: unknown): Result<Combatant> {
  const ally = combatantOf(state, value);
  if (!ally)
    return refuse('combat-chaos/no-such-ally', `no combatant ${JSON.stringify(value)} to guard`);
  if (ally.side !== me.side)
    return refuse('combat-chaos/not-an-ally', `${ally.name} is not on ${me.name}'s side`);
  if (!isUp(ally)) return refuse('combat-chaos/target-down', `${ally.name} is already down`);
  return ok(ally);
}

function actionLeft(me: Combatant, what: string): Result<Combatant> {
  return dataOf(me).budget.action < 1
    ? refuse(
        'combat-chaos/no-action',
        `${what} is an action: ${me.name} has no action left this turn`,
      )
    : ok(me);
}

/**
 * Defend { ally? }: seed 002 "You actively guard yourself or an ally within melee reach. Melee and
 * missile attacks against you or that ally (not both) suffer disadvantage for the round. This is
 * an action." Himself by default.
 */
function decideDefend(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const left = actionLeft(me, 'Defend');
  if (!left.ok) return left;
  const value = command.data?.['ally'];
  let protect = me;
  if (value !== undefined && value !== me.id) {
    const ally = allyArg(state, me, value);
    if (!ally.ok) return ally;
    protect = ally.value;
    const reach = guardReach(me);
    const away = distance(me.position, protect.position);
    if (away > reach + 1e-9)
      return refuse(
        'combat-chaos/out-of-reach',
        `seed 002 Defend: "an ally within melee reach": ${protect.name} is ${ft(away)} away; ${me.name} guards within ${ft(reach)}`,
      );
  }
  const data: DefendedData = { actor: me.id, protect: protect.id, round: state.round };
  return ok([event('Defended', data)]);
}

/**
 * Support { ally, target }: seed 002 "You set up your ally for advantageous strikes. Your ally gains
 * advantage on attacks against a specific target they are currently threatening in melee for the
 * rest of the round. This is an action."
 */
function decideSupport(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const left = actionLeft(me, 'Support');
  if (!left.ok) return left;
  const value = command.data?.['ally'];
  if (value === me.id)
    return refuse('combat-chaos/not-an-ally', `${me.name} supports an ally, not themself`);
  const ally = allyArg(state, me, value);
  if (!ally.ok) return ally;
  const targetId = command.data?.['target'];
  const target = combatantOf(state, targetId);
  if (!target)
    return refuse(
      'combat-chaos/no-such-target',
      `no combatant ${JSON.stringify(targetId)}: Support needs { ally, target }`,
    );
  if (target.side === ally.value.side)
    return refuse('combat-chaos/not-an-enemy', `${target.name} is on ${ally.value.name}'s side`);
  if (!isUp(target)) return refuse('combat-chaos/target-down', `${target.name} is already down`);
  if (!threatens(ally.value, target.position))
    return refuse(
      'combat-chaos/not-threatening',
      `seed 002 Support: "a specific target they are currently threatening in melee": no melee weapon of ${ally.value.name} reaches ${target.name}`,
    );
  const data: SupportedData = {
    actor: me.id,
    ally: ally.value.id,
    target: target.id,
    round: state.round,
  };
  return ok([event('Supported', data)]);
}

/**
 * CastSpell { spell, target }: the spell's action or bonus action; the target another combatant
 * still up within the spell's range (feet). spells.ts rolls it.
 */
function decideCastSpell(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const name = command.data?.['spell'];
  const spells = sheetOf(me).spells;
  const spell = spells.find((sp) => sp.name === name);
  if (!spell)
    return refuse(
      'combat-chaos/no-such-spell',
      spells.length
        ? `${me.name} has no spell ${JSON.stringify(name)}; they know ${spells.map((sp) => sp.name).join(', ')}`
        : `${me.name} knows no spells`,
    );
  const b = dataOf(me).budget;
  if (spell.action === 'bonus' && b.bonus < 1)
    return refuse(
      'combat-chaos/no-bonus',
      `${spell.name} takes a bonus action: ${me.name} has none left this turn`,
    );
  if (spell.action === 'action' && b.action < 1)
    return refuse(
      'combat-chaos/no-action',
      `${spell.name} takes an action: ${me.name} has no action left this turn`,
    );
  const target = targetArg(state, me, command.data?.['target']);
  if (!target.ok) return target;
  const away = distance(me.position, target.value.position);
  if (away > spell.range + 1e-9)
    return refuse(
      'combat-chaos/out-of-range',
      `${target.value.name} is ${ft(away)} away; ${spell.name} reaches ${ft(spell.range)}`,
    );
  return ok([event('SpellCast', resolveSpell(state, me, target.value, spell, dice))]);
}
