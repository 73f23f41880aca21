/**
 * Charge (seed 002: "You move up to double your speed in a straight line. If you move 20+ feet
 * before attacking, you deal +2 damage with your first attack. ... This maneuver uses both a move
 * and an action.").
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
} from '../../../../engine/index.js';
import { inHand } from '../../attack/index.js';
import {
  braceOffer,
  bracersCharged,
  chargerReach,
  CHARGE_DISTANCE,
  placed,
} from '../brace/brace.js';
import { positionArg, targetArg, turnTaker } from '../../actions/index.js';
import { event, type ChargedData, type ReactionTakenData } from '../../events.js';
import { leavingReachProvokes } from '../../options.js';
import { canStrike } from '../../attack/index.js';
import {
  afterAttack,
  fumbleOffer,
  fumbleUnavailable,
  leavingReachOffers,
  reactionEvents,
} from '../../reactions/index.js';
import { resolveAttack } from '../../attack/index.js';
import type { Weapon } from '../../sheet.js';
import { combatantOf, dataOf, isUp, sheetOf } from '../../state.js';
import { ft } from '../../spells/index.js';

export const EPS = 1e-6;

/** A weapon in hand by name. */
export function weaponInHand(me: Combatant, value: unknown): Result<Weapon> {
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
export function viaArg(value: unknown): Position[] | undefined {
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

export interface ChargePlan {
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
export function checkCharge(state: CombatState, command: Command): Result<ChargePlan> {
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
export function decideCharge(
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
