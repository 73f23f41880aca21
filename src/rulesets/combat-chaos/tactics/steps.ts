/**
 * The steps a turn is made of, besides the strike (strike.ts): recover (up, armed, constricting),
 * advance (a Move, a Charge, or Escape), guard an ally, finish (Brace, else EndTurn).
 */
import {
  distance,
  pathDistance,
  towards,
  type Combatant,
  type CombatState,
  type Command,
} from '../../../engine/index.js';
import { guardReach, inHand, meleeReachInHand } from '../attack/index.js';
import { grapplerOf, speedNow } from '../maneuvers/index.js';
import { leavingReachProvokes } from '../options.js';
import { canKipup } from '../reactions/index.js';
import { strikeDistance } from '../attack/index.js';
import { isMissile, isPolearm } from '../sheet.js';
import { canReact, dataOf, sheetOf } from '../state.js';
import {
  BRACE,
  END_TURN,
  KIPUP_BONUS,
  STAND,
  constrictCommand,
  defendCommand,
  escapeCommand,
  pickUpCommand,
} from './commands.js';
import { preferredWeapon } from './harm.js';
import {
  canAttack,
  canCharge,
  canMove,
  engaged,
  fractionOf,
  healthOf,
  isDefended,
  threatsTo,
} from './readings.js';

const EPS = 1e-9;

/**
 * Back on one's feet and weapon in hand before anything else: Kipup (a bonus action, no attack of
 * opportunity) or Stand (half the move) when prone; PickUp a weapon knocked away (the move); and a
 * Constrict with the bonus action on whoever one holds in a grapple (free damage, once a round).
 */
export function recover(s: CombatState, me: Combatant): Command | undefined {
  const d = dataOf(me);
  const b = d.budget;
  if (d.cond.prone) {
    if (b.bonus >= 1 && canKipup(me)) return KIPUP_BONUS;
    if (b.move >= 0.5) return STAND;
  }
  const dropped = d.cond.dropped[0];
  if (dropped !== undefined && b.move > 0) return pickUpCommand(dropped);
  if (b.bonus >= 1 && d.cond.constrictRound !== s.round) {
    let best: Combatant | undefined;
    for (const id in s.combatants) {
      const t = s.combatants[id];
      if (!t || dataOf(t).cond.grappledBy !== me.id || grapplerOf(s, t)?.id !== me.id) continue;
      if (!best || healthOf(t) < healthOf(best)) best = t;
    }
    if (best) return constrictCommand(best);
  }
  return undefined;
}

/** Where a Move towards `to` ends (decide/move.ts: a crawl when prone, half after standing up). */
export function moveEnd(s: CombatState, me: Combatant, to: { x: number; y: number }) {
  const left = dataOf(me).budget.move;
  const feet = speedNow(s, me) * (left < 1 ? left : 1);
  return towards(me.position, to, feet);
}

/** Whether moving from here to `to` would leave a foe's melee reach (decide/move.ts: it provokes). */
export function provokes(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  to: { x: number; y: number },
): boolean {
  if (!leavingReachProvokes(s.options)) return false;
  for (const c of foes) {
    if (!canReact(c)) continue;
    const reach = meleeReachInHand(c);
    if (reach === 0) continue;
    if (pathDistance(c.position, me.position, to) > reach + EPS) continue;
    if (distance(c.position, to) > reach + EPS) return true;
  }
  return false;
}

/** How to close in on a foe. */
export interface Advance {
  /** Double the ground with a Charge when the action would go unused (no attack can follow the move). */
  readonly charge: boolean;
  /** May leave a foe's reach (an attack of opportunity) to get there. */
  readonly provoke: boolean;
  /** Stop at this distance from the goal (default: the reach of the weapon one prefers against it). */
  readonly stopAt?: number;
}

/**
 * Towards `goal`, to where the weapon one prefers against it reaches (an archer already in range
 * stays): a Move, or a Charge without a target (double the speed) when even after a Move nothing
 * could be attacked this turn. With no attack left, one moves only while no foe is within reach
 * (closing in for the next turn without leaving anyone's reach). Held in a grapple with the
 * action left: Escape.
 */
export function advance(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  goal: Combatant | undefined,
  how: Advance,
): Command | undefined {
  const d = dataOf(me);
  if (!goal) return undefined;
  if (!canMove(s, me)) {
    const g = d.cond.grappledBy === null ? undefined : grapplerOf(s, me);
    if (g && d.budget.action >= 1) return escapeCommand(me);
    return undefined;
  }
  const attacking = canAttack(me);
  if (!attacking && engaged(me, foes)) return undefined;
  const reach = how.stopAt ?? strikeReach(s, me, goal);
  const away = distance(me.position, goal.position);
  if (away <= reach + EPS) return undefined;
  const stop = towards(me.position, goal.position, away - reach);
  const speed = sheetOf(me).speed;
  if (
    how.charge &&
    attacking &&
    canCharge(me) &&
    away - reach > speed + EPS &&
    !prefersMissile(s, me, goal)
  ) {
    const to = towards(me.position, goal.position, Math.min(2 * speed, away - reach));
    if (how.provoke || !provokes(s, me, foes, to)) return { type: 'Charge', data: { to } };
  }
  const end = moveEnd(s, me, stop);
  if (distance(me.position, end) < 1e-6) return undefined;
  if (!how.provoke && provokes(s, me, foes, end)) return undefined;
  return { type: 'Move', data: { to: end } };
}

/** The strike distance of the weapon one prefers against `t` (0 with nothing in hand). */
function strikeReach(s: CombatState, me: Combatant, t: Combatant): number {
  const w = preferredWeapon(s, me, t);
  return w ? strikeDistance(w) : 0;
}

const prefersMissile = (s: CombatState, me: Combatant, t: Combatant): boolean => {
  const w = preferredWeapon(s, me, t);
  return w !== undefined && isMissile(w);
};

/** Brace a polearm with the bonus action left (free: it strikes first if charged), else EndTurn. */
export function finish(me: Combatant, brace: boolean): Command {
  const d = dataOf(me);
  if (brace && d.budget.bonus >= 1 && !d.cond.bracing && inHand(me).some(isPolearm)) return BRACE;
  return END_TURN;
}

/** Defend the most hurt of `allies` within guard reach whom a foe threatens and nobody guards yet. */
export function guardAlly(
  s: CombatState,
  me: Combatant,
  allies: readonly Combatant[],
  foes: readonly Combatant[],
): Command | undefined {
  if (dataOf(me).budget.action < 1) return undefined;
  const reach = guardReach(me);
  let best: Combatant | undefined;
  for (const a of allies) {
    if (distance(me.position, a.position) > reach + EPS) continue;
    if (threatsTo(foes, a).length === 0 || isDefended(s, a)) continue;
    if (!best || fractionOf(a) < fractionOf(best)) best = a;
  }
  return best ? defendCommand(me, best) : undefined;
}
