/** Positions on the 2D battle map, in the rule set's unit. Distances are straight-line. */
import type { Position } from './types.js';

export function distance(a: Position, b: Position): number {
  // Not Math.hypot: several times slower in V8, and the map's numbers never overflow.
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
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

/**
 * Where the straight path from a to b passes closest to p: `t` in 0..1 along the path (0 = a,
 * 1 = b), the `point` there and its `distance` from p.
 */
export function closestOnPath(
  p: Position,
  a: Position,
  b: Position,
): { readonly t: number; readonly point: Position; readonly distance: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  const point = { x: a.x + t * dx + 0, y: a.y + t * dy + 0 };
  return { t, point, distance: distance(p, point) };
}

/** The shortest distance from p to the straight path from a to b. */
export function pathDistance(p: Position, a: Position, b: Position): number {
  return closestOnPath(p, a, b).distance;
}
