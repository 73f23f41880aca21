/**
 * Readings of the state the tactics share: foes, allies, the leader, who threatens whom, who is
 * defended, what one can still do this turn (attack, charge, move), how far one strikes.
 */
import { distance, type Combatant, type CombatState } from '../../../engine/index.js';
import { defendActive, inHand, threatens } from '../attack/index.js';
import { grapplerOf } from '../maneuvers/index.js';
import { canStrike, strikeDistance } from '../attack/index.js';
import { isMissile } from '../sheet.js';
import { dataOf, gameOf, isUp, sheetOf } from '../state.js';

export const healthOf = (c: Combatant): number => dataOf(c).health;
/** Health left as a fraction of the pool (1 unhurt, 0 down). */
export const fractionOf = (c: Combatant): number => dataOf(c).health / sheetOf(c).health;

/** The foes still up, in the order of the encounter. */
export function foesOf(s: CombatState, me: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && c.side !== me.side && isUp(c)) out.push(c);
  }
  return out;
}

/** The allies still up (not `me`), in the order of the encounter. */
export function alliesOf(s: CombatState, me: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && c.side === me.side && c.id !== me.id && isUp(c)) out.push(c);
  }
  return out;
}

/**
 * The leader of a side: its first combatant in the encounter file who is still up (so when the
 * leader falls, the next one listed takes over). JavaScript keeps the order of the file for ids
 * that are not whole numbers; ids such as "1", "2" come first, in numeric order.
 */
export function leaderOf(s: CombatState, side: string): Combatant | undefined {
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && c.side === side && isUp(c)) return c;
  }
  return undefined;
}

/** The foe nearest to `at` (ties: the first in the encounter). */
export function nearestTo(foes: readonly Combatant[], at: Combatant): Combatant | undefined {
  let best: Combatant | undefined;
  let bestD = Infinity;
  for (const f of foes) {
    const d = distance(f.position, at.position);
    if (d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

/** Foes up and not surprised whose melee weapon in hand reaches `c`. */
export function threatsTo(foes: readonly Combatant[], c: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const f of foes) if (!dataOf(f).surprised && threatens(f, c.position)) out.push(f);
  return out;
}

/** Whether someone keeps an active Defend on `c`. */
export function isDefended(s: CombatState, c: Combatant): boolean {
  for (const d of gameOf(s).defends) if (d.protect === c.id && defendActive(s, d)) return true;
  return false;
}

/** An action or an attack of a begun Attack action is left. */
export const canAttack = (me: Combatant): boolean => {
  const b = dataOf(me).budget;
  return b.action >= 1 || b.attacks >= 1;
};

/** As maneuvers/charge/decide.ts checkCharge: the move and the action left, standing, free, able to move. */
export function canCharge(me: Combatant): boolean {
  const d = dataOf(me);
  return (
    d.budget.action >= 1 &&
    d.budget.move >= 1 &&
    d.cond.grappledBy === null &&
    !d.cond.prone &&
    sheetOf(me).speed > 0
  );
}

/** As decide/move.ts: a move left, a speed, and not held in a grapple. */
export function canMove(s: CombatState, me: Combatant): boolean {
  const d = dataOf(me);
  if (d.budget.move <= 0 || sheetOf(me).speed <= 0) return false;
  return d.cond.grappledBy === null || grapplerOf(s, me) === undefined;
}

/** The longest strike distance of a weapon in hand: reach, or range for a missile weapon. */
export function longestStrike(me: Combatant): number {
  let r = 0;
  for (const w of inHand(me)) r = Math.max(r, strikeDistance(w));
  return r;
}

/** A foe within reach of a weapon in hand, or one threatening `me`. */
export function engaged(me: Combatant, foes: readonly Combatant[]): boolean {
  const hand = inHand(me);
  for (const f of foes) {
    if (threatens(f, me.position)) return true;
    for (const w of hand) if (!isMissile(w) && canStrike(me.position, f.position, w)) return true;
  }
  return false;
}
