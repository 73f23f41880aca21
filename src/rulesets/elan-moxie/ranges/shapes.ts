/**
 * Shapes on the map (seed 001, areas and cover), in metres. A creature is a point (its position);
 * `creatureRadius` (an option) says how wide it counts when it stands between two others.
 * - "Cone: A cone has its "tip" centered at the character using the ability, and is as long at any
 *   point as it is wide": at distance t along its axis the cone is t wide (t/2 each side).
 * - "Line: A line is a straight area with a set width (assume 2m if none is listed) and length."
 */
import { closestOnPath, distance, type Position } from '../../../engine/index.js';
import type { Area } from '../sheet.js';
import type { Obstacle } from '../options.js';

const EPS = 1e-9;

/** A point given in a command ({ x, y } with finite numbers). */
export const isPosition = (p: unknown): p is Position =>
  typeof p === 'object' &&
  p !== null &&
  Number.isFinite((p as Position).x) &&
  Number.isFinite((p as Position).y);

/** How far along the axis from `tip` towards `aim` the point lies, and how far off it. */
function axial(tip: Position, aim: Position, p: Position): { along: number; off: number } {
  const len = distance(tip, aim);
  // Stryker disable next-line ConditionalExpression,ObjectLiteral: unreachable, inArea returns first when tip = aim
  if (len === 0) return { along: 0, off: distance(tip, p) };
  const ux = (aim.x - tip.x) / len;
  const uy = (aim.y - tip.y) / len;
  const dx = p.x - tip.x;
  const dy = p.y - tip.y;
  return { along: dx * ux + dy * uy, off: Math.abs(dx * uy - dy * ux) };
}

/**
 * Whether `p` lies inside the area of an ability used from `tip` and aimed at `aim` (the user
 * himself is never inside: along must be above 0).
 */
export function inArea(area: Area, tip: Position, aim: Position, p: Position): boolean {
  // Stryker disable next-line ConditionalExpression: without it axial gives along 0, outside just the same
  if (distance(tip, aim) === 0) return false;
  const { along, off } = axial(tip, aim, p);
  if (along <= EPS || along > area.length + EPS) return false;
  const halfWidth = area.shape === 'cone' ? along / 2 : area.width / 2;
  return off <= halfWidth + EPS;
}

/** Whether `p` stands between `a` and `b`: within `radius` of the straight line, not at either end. */
export function standsBetween(p: Position, a: Position, b: Position, radius: number): boolean {
  // closestOnPath's arithmetic without its objects: cover is checked for every ranged attack.
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  // Stryker disable next-line ConditionalExpression: without it t is NaN and every test below is false
  if (len2 === 0) return false;
  const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
  if (t <= EPS || t >= 1 - EPS) return false;
  const ox = a.x + t * dx - p.x;
  const oy = a.y + t * dy - p.y;
  const r = radius + EPS;
  return ox * ox + oy * oy <= r * r;
}

/** Whether the segments a–b and c–d cross (touching counts). */
function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const cross = (o: Position, p: Position, q: Position): number =>
    (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (
    ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) &&
    ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))
  )
    return true;
  const on = (p: Position, q: Position, r: Position): boolean =>
    Math.abs(cross(p, q, r)) <= EPS &&
    Math.min(p.x, q.x) - EPS <= r.x &&
    r.x <= Math.max(p.x, q.x) + EPS &&
    Math.min(p.y, q.y) - EPS <= r.y &&
    r.y <= Math.max(p.y, q.y) + EPS;
  return on(c, d, a) || on(c, d, b) || on(a, b, c) || on(a, b, d);
}

/** Whether an obstacle lies across the straight line from a to b. */
export function blocks(o: Obstacle, a: Position, b: Position): boolean {
  if ('radius' in o) return closestOnPath({ x: o.x, y: o.y }, a, b).distance < o.radius - EPS;
  return segmentsCross(a, b, o.from, o.to);
}
