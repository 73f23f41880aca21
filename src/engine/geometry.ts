/** Positions on the 2D battle map, in the rule set's unit. Distances are straight-line. */
import type { Position } from './types.js';

export function distance(a: Position, b: Position): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** True when b is within `reach` of a (a small tolerance absorbs rounding of diagonal moves). */
export function withinReach(a: Position, b: Position, reach: number): boolean {
  return distance(a, b) <= reach + 1e-9;
}

/**
 * The point `length` along the way from a to b (b itself when it is closer). `+ 0` turns −0 into
 * 0, which JSON cannot tell apart: states stay equal to their JSON round trip.
 */
export function towards(a: Position, b: Position, length: number): Position {
  const d = distance(a, b);
  if (d <= length || d === 0) return { x: b.x, y: b.y };
  const t = length / d;
  return { x: a.x + (b.x - a.x) * t + 0, y: a.y + (b.y - a.y) * t + 0 };
}
