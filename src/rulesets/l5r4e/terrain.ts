/**
 * Terrain (seed 000): "Moderate terrain … reduce your effective Water Ring by 1 (to a minimum of 1)
 * for the purposes of movement. Difficult terrain … reduces your effective Water Ring by 2 (to a
 * minimum of 1)". The zones are rectangles of the option `terrain`; where zones overlap, the
 * worse one counts.
 */
import type { CombatState, Position } from '../../engine/index.js';
import { optionOf } from './options.js';

export type TerrainKind = 'normal' | 'moderate' | 'difficult';

export interface Zone {
  readonly kind: 'moderate' | 'difficult';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

const isZone = (z: unknown): z is Zone => {
  if (typeof z !== 'object' || z === null) return false;
  const o = z as Record<string, unknown>;
  return (
    (o['kind'] === 'moderate' || o['kind'] === 'difficult') &&
    ['x1', 'y1', 'x2', 'y2'].every((k) => Number.isFinite(o[k]))
  );
};

const cache = new WeakMap<object, readonly Zone[]>();

/** The terrain zones of the fight (malformed entries are ignored). */
export function zonesOf(state: CombatState): readonly Zone[] {
  const raw = optionOf<unknown[]>(state, 'terrain', []);
  let zones = cache.get(raw);
  if (!zones) {
    zones = raw.filter(isZone);
    cache.set(raw, zones);
  }
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

/** Water Ring reduction of a terrain for movement. */
export const WATER_LOSS: Readonly<Record<TerrainKind, number>> = {
  normal: 0,
  moderate: 1,
  difficult: 2,
};
