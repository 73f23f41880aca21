/**
 * Exact odds of an attack before the roll. P(hit) is P(1d20 + hit bonus ≥ defense) from the dice
 * module's checkOdds. The wounds dealt on a hit are enumerated exactly: the hit die (which sets
 * the extra damage) and the soak die are two independent d20s, so 20 × 20 equally likely pairs,
 * kept when the attack hits and weighted by 1 / P(hit).
 */
import { checkOdds, type Distribution } from '../../../dice/index.js';
import { type Odds } from '../../../engine/index.js';
import type { AttackPlan } from './plan.js';
import { d20, extraDamage, woundsDealt } from './resolve.js';

/** A probability as a whole percentage for labels and notes: 0.384 → "38%". */
export const pct = (p: number): string => `${(p * 100).toFixed(0)}%`;

const hitCache = new Map<string, number>();

/** P(1d20 + bonus ≥ defense), memoised: the simulator asks for the same few pairs again and again. */
export function hitChance(bonus: number, defense: number): number {
  const key = `${bonus}|${defense}`;
  let p = hitCache.get(key);
  if (p === undefined) {
    // Clamped: the convolution's rounding can land a hair above 1 (1.0000000000000002).
    p = Math.min(1, Math.max(0, checkOdds(d20(bonus), defense).probability));
    if (hitCache.size > 4096) hitCache.clear();
    hitCache.set(key, p);
  }
  return p;
}

const woundsCache = new Map<string, Distribution | undefined>();

/** The distribution of wounds dealt, given that the attack hits (0 = soaked); undefined if it cannot hit. */
export function woundsOnHit(p: AttackPlan): Distribution | undefined {
  const key = `${p.hitBonus}|${p.defense}|${p.soakBonus}|${p.damage}`;
  if (woundsCache.has(key)) return woundsCache.get(key);
  const dist = enumerateWounds(p);
  if (woundsCache.size > 4096) woundsCache.clear();
  woundsCache.set(key, dist);
  return dist;
}

function enumerateWounds(p: AttackPlan): Distribution | undefined {
  const best = extraDamage(20 + p.hitBonus, p.defense);
  if (best === null) return undefined;
  // The most wounds: the best hit die against the worst soak die.
  const counts = new Array<number>(woundsDealt(1 + p.soakBonus, p.damage + best) + 1).fill(0);
  let hits = 0;
  for (let h = 1; h <= 20; h++) {
    const extra = extraDamage(h + p.hitBonus, p.defense);
    if (extra === null) continue;
    hits++;
    for (let s = 1; s <= 20; s++) {
      const w = woundsDealt(s + p.soakBonus, p.damage + extra);
      counts[w] = (counts[w] ?? 0) + 1;
    }
  }
  const probabilities = counts.map((n) => n / (hits * 20));
  let mean = 0;
  let sq = 0;
  probabilities.forEach((q, w) => {
    mean += q * w;
    sq += q * w * w;
  });
  return {
    expression: `wounds on a hit (${d20(p.hitBonus)} vs ${p.defense}, ${d20(p.soakBonus)} vs ${p.damage}+extra)`,
    min: 0,
    probabilities,
    leftover: 0,
    mean,
    sd: Math.sqrt(Math.max(0, sq - mean * mean)),
  };
}

export function planOdds(p: AttackPlan): Odds {
  const hit = hitChance(p.hitBonus, p.defense);
  const damage = woundsOnHit(p);
  const note = `hit ${(hit * 100).toFixed(0)}%; damage is the wounds dealt on a hit (0 = soaked)`;
  return damage ? { hit, damage, note } : { hit, note };
}
