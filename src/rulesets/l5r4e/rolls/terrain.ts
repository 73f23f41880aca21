/**
 * Terrain (seed 000): "Terrain can cause movement penalties. Moderate terrain … reduce your
 * effective Water Ring by 1 (to a minimum of 1) for the purposes of movement. Difficult terrain …
 * reduces your effective Water Ring by 2 (to a minimum of 1)". The zones are rectangles of the
 * option `terrain`; where zones overlap, the worse one counts. A Move takes the worst terrain its
 * straight path touches (an exact segment–rectangle test, start and end included).
 */
import type { CombatState, Position } from '../../../engine/index.js';
import { optionOf } from '../options.js';

export type TerrainKind = 'normal' | 'moderate' | 'difficult';

export interface Zone {
  readonly kind: 'moderate' | 'difficult';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** What it is, for people (e.g. "tall grass"); optional. */
  readonly name?: string;
}

export { terrainIssues } from '../options.js';

const CORNERS = ['x1', 'y1', 'x2', 'y2'] as const;

const isZone = (z: unknown): z is Zone => {
  if (typeof z !== 'object' || z === null) return false;
  const o = z as Record<string, unknown>;
  return (
    (o['kind'] === 'moderate' || o['kind'] === 'difficult') &&
    CORNERS.every((k) => typeof o[k] === 'number' && Number.isFinite(o[k]))
  );
};

const cache = new WeakMap<object, readonly Zone[]>();
const NO_TERRAIN: unknown[] = [];
/** The last option looked up (every roll asks; a fight keeps one options object). */
let lastRaw: unknown[] | undefined;
let lastZones: readonly Zone[] = [];

/** The terrain zones of the fight (malformed entries are ignored: see `terrainIssues`). */
export function zonesOf(state: CombatState): readonly Zone[] {
  const raw = optionOf<unknown[]>(state, 'terrain', NO_TERRAIN);
  // Stryker disable next-line ConditionalExpression: a cache; without it the same zones are found
  if (raw === lastRaw) return lastZones;
  let zones = cache.get(raw);
  // Stryker disable next-line ConditionalExpression: a cache; without it the same zones are found
  if (!zones) {
    zones = raw.filter(isZone);
    cache.set(raw, zones);
  }
  lastRaw = raw;
  lastZones = zones;
  return zones;
}

const inside = (z: Zone, p: Position): boolean =>
  p.x >= Math.min(z.x1, z.x2) &&
  p.x <= Math.max(z.x1, z.x2) &&
  p.y >= Math.min(z.y1, z.y2) &&
  p.y <= Math.max(z.y1, z.y2);

/** The terrain at a point. */
export function terrainAt(state: CombatState, p: Position): TerrainKind {
  let kind: TerrainKind = 'normal';
  for (const z of zonesOf(state)) {
    if (!inside(z, p)) continue;
    if (z.kind === 'difficult') return 'difficult';
    kind = 'moderate';
  }
  return kind;
}

/** True when the segment a→b touches the (closed) rectangle: Liang–Barsky clipping. */
export function crosses(z: Zone, a: Position, b: Position): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  // Each side: the part of the segment with p·t ≤ q is inside it.
  const sides: readonly (readonly [number, number])[] = [
    [-dx, a.x - Math.min(z.x1, z.x2)],
    [dx, Math.max(z.x1, z.x2) - a.x],
    [-dy, a.y - Math.min(z.y1, z.y2)],
    [dy, Math.max(z.y1, z.y2) - a.y],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    // Stryker disable next-line EqualityOperator: p === 0 never gets here (continue above)
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}

/** The worst terrain along a straight Move from `from` to `to` (both ends included). */
export function terrainAlong(state: CombatState, from: Position, to: Position): TerrainKind {
  let kind: TerrainKind = 'normal';
  for (const z of zonesOf(state)) {
    if (!crosses(z, from, to)) continue;
    if (z.kind === 'difficult') return 'difficult';
    kind = 'moderate';
  }
  return kind;
}

/** Water Ring reduction of a terrain for movement. */
export const WATER_LOSS: Readonly<Record<TerrainKind, number>> = {
  normal: 0,
  moderate: 1,
  difficult: 2,
};
