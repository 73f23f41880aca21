/**
 * Exact odds of a roll (issue item 13): P(roll ≥ TN + 5 × Raises) (checkOdds of the dice module),
 * the distribution of a damage roll and the expected Wounds of a hit after Reduction. Memoised by
 * notation, TN and Reduction: the simulator asks the same questions thousands of times. The odds
 * of a planned Attack are attack/odds.ts, the hook odds.ts.
 */
import { checkOdds, odds as diceOdds, type Distribution } from '../../../dice/index.js';

export const LIMIT = 4096;
const damages = new Map<string, Distribution>();
const wounds = new Map<string, number>();

export function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = make();
    if (cache.size >= LIMIT) cache.clear();
    cache.set(key, v);
  }
  return v;
}

/** P(roll ≥ TN + 5 × r) by r, by roll then TN (nested maps: no key string to build per lookup). */
const ladders = new Map<string, Map<number, number[]>>();
let ladderCount = 0;

function ladderOf(roll: string, tn: number): number[] {
  let ladder = ladders.get(roll)?.get(tn);
  if (ladder === undefined) {
    if (ladderCount >= LIMIT) {
      ladders.clear();
      ladderCount = 0;
    }
    let byTN = ladders.get(roll);
    if (byTN === undefined) {
      byTN = new Map();
      ladders.set(roll, byTN);
    }
    ladder = [];
    byTN.set(tn, ladder);
    ladderCount++;
  }
  return ladder;
}

/** P(roll ≥ TN + 5 × r) for r = 0 … upTo Raises, grown on demand (one lookup per menu entry). */
export function hitChances(roll: string, tn: number, upTo: number): readonly number[] {
  const ladder = ladderOf(roll, tn);
  for (let r = ladder.length; r <= upTo; r++)
    ladder.push(checkOdds(roll, tn, { raises: r }).probability);
  return ladder;
}

/** P(roll ≥ TN + 5 × raises). */
export const hitChance = (roll: string, tn: number, raises: number): number =>
  hitChances(roll, tn, raises)[raises] ?? 0;

export const damageOdds = (roll: string): Distribution => memo(damages, roll, () => diceOdds(roll));

/** E[max(0, damage − Reduction)]: the Wounds of a hit (reference §8). */
export const woundsOnHit = (roll: string, reduction: number): number =>
  memo(wounds, `${roll}|${reduction}`, () => {
    const d = damageOdds(roll);
    let sum = 0;
    for (let i = 0; i < d.probabilities.length; i++)
      sum += (d.probabilities[i] ?? 0) * Math.max(0, d.min + i - reduction);
    return sum;
  });
