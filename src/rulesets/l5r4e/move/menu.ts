/**
 * The Move entries of the menu (legalActions): towards each enemy out of reach, Free and Simple,
 * as far as the Move may go — the effective Water of the path's terrain (and Blindness), the
 * Round's allowance left and the unused +5 ft bonuses (Full Attack, Athletics Mastery 7) — and no
 * farther than the weapon's reach from the enemy.
 */
import {
  distance,
  towards,
  withinReach,
  type ActionOption,
  type Combatant,
  type CombatState,
  type Position,
} from '../../../engine/index.js';
import { gate } from '../actions/index.js';
import {
  feetLeft,
  moveFeet,
  movementWater,
  MOVE_ACTIONS,
  planMove,
  type MoveKind,
} from './decide.js';
import { isRanged } from '../attack/index.js';
import { enemiesOf, isProne, sheetOf, weaponOf } from '../state.js';

const TERRAIN_LABEL = {
  normal: '',
  moderate: ', moderate terrain',
  difficult: ', difficult terrain',
};

/**
 * The longest Move of this kind towards `target` that stops `stop` feet along the way at most:
 * tries each effective Water from the Ring down, and keeps the first whose path's own terrain
 * allows it (a shorter path may leave the worse terrain out).
 */
export function longestMove(
  state: CombatState,
  c: Combatant,
  target: Position,
  as: MoveKind,
  stop: number,
): { readonly to: Position; readonly length: number; readonly label: string } | undefined {
  const ring = sheetOf(c).rings.water;
  const left = feetLeft(c);
  for (let water = ring; water >= 1; water--) {
    const length = Math.min(moveFeet(c, as, water), (left * water) / ring, stop);
    if (length <= 0) return undefined;
    const to = towards(c.position, target, length);
    const m = movementWater(state, c, c.position, to);
    if (m.water >= water) return { to, length, label: TERRAIN_LABEL[m.terrain] };
  }
  return undefined;
}

/** Adds the Move entries to `out`; with `first`, stops after the first one (autoEndTurn). */
export function moves(state: CombatState, c: Combatant, out: ActionOption[], first: boolean): void {
  // planMove refuses every Move while Prone, and every Move of a kind the budget refuses: nothing
  // to plan then (autoEndTurn gets here after every Action once the Moves are spent).
  if (isProne(c)) return;
  const free = gate(state, c, MOVE_ACTIONS.free).ok;
  const simple = gate(state, c, MOVE_ACTIONS.simple).ok;
  if (!free && !simple) return;
  const weapon = weaponOf(c);
  const reach = isRanged(weapon) ? (weapon.range ?? 0) : weapon.reach;
  for (const e of enemiesOf(state, c)) {
    if (withinReach(c.position, e.position, reach)) continue;
    for (const as of MOVE_KINDS) {
      if (!(as === 'free' ? free : simple)) continue;
      const best = longestMove(state, c, e.position, as, distance(c.position, e.position) - reach);
      if (!best) continue;
      const data = { to: best.to, as };
      if (!planMove(state, c, data).ok) continue;
      out.push({
        command: { type: 'Move', data },
        label: `Move ${Math.round(best.length)} ft towards ${e.name} (${as === 'free' ? 'Free' : 'Simple'}${best.label})`,
      });
      if (first) return;
    }
  }
}

const MOVE_KINDS = ['free', 'simple'] as const;
