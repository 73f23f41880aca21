/**
 * Distances (seed 001): "Melee range is any creature within 2m, who can be struck by a melee
 * attack. Short range is any creature within 20m. Medium range is any creature within 70m. Long
 * range is any creature within 150m." A weapon reaches the creatures within its band.
 */
import { withinReach, type Position } from '../../../engine/index.js';
import type { RangeBand } from '../sheet.js';

export const RANGE_METRES: Readonly<Record<RangeBand, number>> = {
  melee: 2,
  short: 20,
  medium: 70,
  long: 150,
};

export const MELEE_REACH = RANGE_METRES.melee;

export function inRange(from: Position, to: Position, band: RangeBand): boolean {
  return withinReach(from, to, RANGE_METRES[band]);
}

/** The point `length` metres from `a` towards `b`, stopping `short` metres before `b`. */
export function stepTowards(a: Position, b: Position, length: number, short: number): Position {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  const go = Math.min(length, Math.max(0, d - short));
  // Stryker disable next-line LogicalOperator,ConditionalExpression: with go = 0 the sum below is a's point; d = 0 gives go = 0 (short >= 0)
  if (d === 0 || go === 0) return a;
  return { x: a.x + (dx * go) / d, y: a.y + (dy * go) / d };
}
