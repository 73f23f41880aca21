/**
 * One die's exact distribution, following the same steps as the roller (die.ts): clamped face,
 * rerolls, then the explosion chain. Chains are followed until their remaining probability is
 * below {@link CHAIN_EPSILON} (the rest is reported as `lost`) or, with a cap, until the value
 * reaches the cap, where the rest is lumped exactly. The roller's safety cap on explosions
 * (LIMITS.maxExplosionsPerDie) is applied here too, so the two agree exactly.
 */
import { LIMITS } from '../ast.js';
import { clampedFaces, matches, type DieModel } from '../die.js';
import { Budget, fromPairs, MAP_STEP, type Dist } from './dist.js';

/** Probability below which an explosion chain is cut off and its mass reported as lost. */
export const CHAIN_EPSILON = 1e-16;

type Pairs = readonly (readonly [number, number])[];

/** The face after rerolls: [face, probability] pairs. */
export function afterReroll(die: DieModel): Pairs {
  const base = clampedFaces(die);
  const rr = die.reroll;
  if (!rr) return base;
  let pm = 0;
  for (const [v, p] of base) if (matches(rr.on, v)) pm += p;
  if (pm === 0) return base;
  // `ro`: one more draw if the first matches. `r`: draws until one misses, at most L rerolls,
  // keeping the last draw if all L + 1 match (the roller's safety cap).
  const L = rr.once ? 1 : LIMITS.maxRerollsPerDie;
  const keepMiss = (1 - pm ** (L + 1)) / (1 - pm);
  const keepMatch = pm ** L;
  return base.map(([v, p]) => [v, p * (matches(rr.on, v) ? keepMatch : keepMiss)] as const);
}

export interface ChainOptions {
  /**
   * What one die adds to the accumulated contribution: the identity for a die's value, or a
   * success score for `!` explosions counted die by die.
   */
  readonly contribution?: (dieValue: number) => number;
  /** Lump accumulated contributions ≥ cap (only valid when contributions are never negative). */
  readonly cap?: number;
}

/**
 * The distribution of one die's chain: the first face (after rerolls) plus, while the last raw face
 * matches the explosion, each further face (clamped, less 1 when penetrating). With
 * `contribution`, each die value is mapped before adding (used for success counting with `!`).
 */
export function chainDist(die: DieModel, budget: Budget, options: ChainOptions = {}): Dist {
  if (
    !die.explode &&
    !die.reroll &&
    die.min === undefined &&
    die.max === undefined &&
    !options.contribution
  ) {
    // A plain die: uniform, written out at once (a d1000000 would otherwise list a million pairs).
    const n = die.hi - die.lo + 1;
    return { lo: die.lo, p: new Float64Array(n).fill(1 / n), lost: 0, lump: false };
  }
  const first = afterReroll(die);
  const ex = die.explode;
  const score = options.contribution ?? ((v: number) => v);
  if (!ex) return fromPairs(first.map(([v, p]) => [score(v), p] as const));
  const pen = ex.mode === 'penetrate' || ex.mode === 'compound-penetrate' ? 1 : 0;
  const base = clampedFaces(die);
  const cap = options.cap;
  const final = new Map<number, number>();
  const put = (m: Map<number, number>, v: number, p: number): void => {
    m.set(v, (m.get(v) ?? 0) + p);
  };
  let lumpMass = 0;
  // Alive chains, keyed by accumulated contribution (the last raw face matched the explosion).
  let alive = new Map<number, number>();
  for (const [v, p] of first) {
    const c = score(v);
    if (cap !== undefined && c >= cap) lumpMass += p;
    else if (!matches(ex.on, v)) put(final, c, p);
    else put(alive, c, p);
  }
  let lost = 0;
  for (let depth = 0; alive.size > 0; depth++) {
    let mass = 0;
    for (const p of alive.values()) mass += p;
    if (mass < CHAIN_EPSILON) {
      lost += mass;
      break;
    }
    if (depth === LIMITS.maxExplosionsPerDie) {
      for (const [c, p] of alive) put(final, c, p);
      break;
    }
    budget.charge(MAP_STEP * alive.size * base.length, 'an explosion chain');
    const next = new Map<number, number>();
    for (const [acc, pa] of alive) {
      for (const [g, pg] of base) {
        const c = acc + score(g - pen);
        const p = pa * pg;
        if (cap !== undefined && c >= cap) lumpMass += p;
        else if (matches(ex.on, g)) put(next, c, p);
        else put(final, c, p);
      }
    }
    alive = next;
  }
  if (cap === undefined || lumpMass === 0) return fromPairs(final, lost);
  // Lumped: one entry at `cap` holds P(contribution ≥ cap).
  let lo = cap;
  for (const v of final.keys()) if (v < lo) lo = v;
  const p = new Float64Array(cap - lo + 1);
  for (const [v, q] of final) p[v - lo] = (p[v - lo] ?? 0) + q;
  p[cap - lo] = (p[cap - lo] ?? 0) + lumpMass;
  return { lo, p, lost, lump: true };
}

/** The lowest value one die can contribute (used to place caps soundly). */
export function lowestFace(die: DieModel): number {
  const faces = clampedFaces(die);
  const lowest = faces[0]?.[0] ?? 0;
  const pen =
    die.explode?.mode === 'penetrate' || die.explode?.mode === 'compound-penetrate' ? 1 : 0;
  return Math.min(lowest, lowest - pen);
}
