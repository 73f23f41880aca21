/**
 * What changes the numbers of seed 001's attack procedure besides the sheet:
 * - conditions with `data.modifiers` (abilities' effects, or the GM's AddCondition);
 * - cover (seed 001): "+2 bonus to defense from cover" behind an object (an obstacle of the map, or
 *   the GM's condition named `cover`), "+2 bonus to cover" with other creatures between attacker and
 *   target; none at all against a creature one is in melee with;
 * - a grapple: "In a grapple, the defender suffers a -4 penalty to defense."
 */
import { distance, type Combatant, type CombatState } from '../../../engine/index.js';
import { gameOf } from '../state.js';
import { readOptions } from '../options.js';
import { MELEE_REACH, blocks, standsBetween } from '../ranges/index.js';
import { dataOf, sheetOf } from '../state.js';
import type { Modifiers } from '../sheet.js';
import { health } from '../state.js';

export interface Totals {
  readonly defense: number;
  readonly accuracy: number;
  readonly soak: number;
  readonly damage: number;
  readonly movement: number;
}

const NONE: Totals = { defense: 0, accuracy: 0, soak: 0, damage: 0, movement: 0 };

/** The name of the GM's condition for "hiding behind an object such as a tree, corner, or window". */
export const COVER_CONDITION = 'cover';
export const COVER_BONUS = 2;
export const GRAPPLED_DEFENSE = -4;

// Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for every non-number already
const finite = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The sum of the modifiers of a combatant's conditions. */
export function modifiersOf(c: Combatant): Totals {
  // Stryker disable next-line ConditionalExpression: a shortcut; the loop below sums nothing to the same zeros
  if (c.conditions.length === 0) return NONE;
  let defense = 0;
  let accuracy = 0;
  let soak = 0;
  let damage = 0;
  let movement = 0;
  for (const cond of c.conditions) {
    const m = (cond.data as { modifiers?: Modifiers } | undefined)?.modifiers;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a non-object's fields read as undefined, which finite() counts 0
    if (!m || typeof m !== 'object') continue;
    // A GM's AddCondition may carry anything: only finite numbers count.
    defense += finite(m.defense);
    accuracy += finite(m.accuracy);
    soak += finite(m.soak);
    damage += finite(m.damage);
    movement += finite(m.movement);
  }
  return { defense, accuracy, soak, damage, movement };
}

/** The metres a Move action covers: the movement score plus the conditions' movement modifiers. */
export function movementOf(c: Combatant): number {
  return Math.max(0, sheetOf(c).movement + modifiersOf(c).movement);
}

/** What gives `target` cover against `attacker`, and the bonus (0 when in melee with him). */
export interface Cover {
  readonly bonus: number;
  /** 'object' and/or 'creatures' (for the log). */
  readonly from: readonly ('object' | 'creatures')[];
}

const NO_COVER: Cover = { bonus: 0, from: [] };

export function coverOf(state: CombatState, attacker: Combatant, target: Combatant): Cover {
  const a = attacker.position;
  const t = target.position;
  // Stryker disable next-line EqualityOperator: < and <= differ only at exactly 2 m + 1e-9
  if (distance(a, t) <= MELEE_REACH + 1e-9) return NO_COVER;
  const o = readOptions(state.options);
  // Plain loops: this runs for every ranged attack and every menu entry.
  let object = false;
  for (const c of target.conditions) if (c.name === COVER_CONDITION) object = true;
  // Stryker disable next-line ConditionalExpression: a shortcut; a second look only finds cover again
  if (!object) for (const ob of o.obstacles) if (blocks(ob, a, t)) object = true;
  let creatures = false;
  const all = state.combatants;
  for (const key in all) {
    const c = all[key];
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut; standsBetween is false at either end of the line
    if (!c || c === attacker || c === target) continue;
    const d = dataOf(c);
    // The fallen (collapsed, dead or prone) lie on the ground and shield no one.
    if (d.prone || health(d.wounds) !== 'fighting') continue;
    if (standsBetween(c.position, a, t, o.creatureRadius)) {
      creatures = true;
      break;
    }
  }
  if (!object && !creatures) return NO_COVER;
  const from: ('object' | 'creatures')[] = [];
  if (object) from.push('object');
  if (creatures) from.push('creatures');
  const bonus = o.coverStacks ? COVER_BONUS * from.length : COVER_BONUS;
  return { bonus, from };
}

/** The defender of a grapple: −4 defense. */
export function grappleDefense(state: CombatState, target: Combatant): number {
  for (const g of gameOf(state).grapples) if (g.defender === target.id) return GRAPPLED_DEFENSE;
  return 0;
}
