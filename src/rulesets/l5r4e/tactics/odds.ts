/**
 * The exact odds the tactics weigh an attack by (issue 7: "using the exact odds"): P(hit) with r
 * Raises and the Wounds expected, for a planned plain attack, at its TN or at a TN shifted by a
 * Stance. The same numbers as odds.ts, but P(roll ≥ x) is read off the roll's whole distribution
 * (one per roll notation, its tail sums kept) rather than worked out per TN: the tactics weigh
 * every foe in reach in every Stance, and the TNs they meet (Wound penalties, Full Defense rolls,
 * Guards, Void Points) are many more than the rolls. Looked up without building strings or Odds
 * objects.
 */
import { DiceError, odds as diceOdds } from '../../../dice/index.js';
import type { AttackPlan } from '../attack/index.js';
import { damageOdds, hitChance, notation } from '../rolls/index.js';

/** P(total ≥ min + i) by i, of one roll: the mass cut off above (leftover) counted in. */
interface Tail {
  readonly min: number;
  readonly tail: Float64Array;
}

/** By roll notation; null when the whole distribution is out of the dice module's reach. */
const tails = new Map<string, Tail | null>();

function tailOf(roll: string): Tail | null {
  let t = tails.get(roll);
  if (t !== undefined) return t;
  try {
    const d = diceOdds(roll);
    const n = d.probabilities.length;
    const tail = new Float64Array(n + 1);
    tail[n] = d.leftover;
    for (let i = n - 1; i >= 0; i--) tail[i] = (tail[i + 1] ?? 0) + (d.probabilities[i] ?? 0);
    t = { min: d.min, tail };
  } catch (e) {
    // A pool whose full distribution is too much work: P(hit) per TN (odds.ts) instead.
    if (!(e instanceof DiceError)) throw e;
    t = null;
  }
  if (tails.size >= 1024) tails.clear();
  tails.set(roll, t);
  return t;
}

/** P(roll ≥ target), exact (checkOdds's answer, to the dice module's cut-off of ~1e-13). */
export function chanceAtLeast(roll: string, target: number): number {
  const t = tailOf(roll);
  if (t === null) return hitChance(roll, target, 0);
  const i = target - t.min;
  if (i <= 0) return 1;
  return t.tail[Math.min(i, t.tail.length - 1)] ?? 0;
}

/** E[max(0, damage − Reduction)] by damage dice (rolled × 256 + kept), then Reduction. */
const onHit = new Map<number, Map<number, number>>();
let onHitCount = 0;

/** The Wounds a hit of `rolled`k`kept` deals on average after `reduction` (reference §8). */
export function woundsOnHit(rolled: number, kept: number, reduction: number): number {
  const key = rolled * 256 + kept;
  let byReduction = onHit.get(key);
  let w = byReduction?.get(reduction);
  if (w !== undefined) return w;
  if (onHitCount >= 4096) {
    onHit.clear();
    onHitCount = 0;
    byReduction = undefined;
  }
  if (byReduction === undefined) {
    byReduction = new Map();
    onHit.set(key, byReduction);
  }
  const d = damageOdds(notation(Math.max(1, rolled), Math.max(1, kept)));
  w = 0;
  for (let i = 0; i < d.probabilities.length; i++)
    w += (d.probabilities[i] ?? 0) * Math.max(0, d.min + i - reduction);
  byReduction.set(reduction, w);
  onHitCount++;
  return w;
}

const dice = new Map<string, readonly [number, number]>();

/** `XkY` as [X, Y], memoised (the damage notations are few). */
function pair(xky: string): readonly [number, number] {
  let p = dice.get(xky);
  if (p === undefined) {
    const [r = 0, k = 0] = xky.split('k').map(Number);
    p = [r, k];
    if (dice.size >= 1024) dice.clear();
    dice.set(xky, p);
  }
  return p;
}

/**
 * A plain attack's odds by Raises called as Increased Damage (+1k0 each, with a technique's
 * rebate): `hit(r)` and `wounds(r)` (misses counting 0), r from 0 to `max`. One instance is
 * reused for every attack weighed (`of` resets it): the rules read it at once and keep nothing.
 */
export class AttackView {
  roll = '';
  /** The TN without Raises (Armor TN, penalties, any shift asked for). */
  tn = 0;
  max = 0;
  private rolled = 0;
  private kept = 0;
  private reduction = 0;
  private rebate = 0;

  /** This view set to `plan` (with its own Raises taken off the TN), its TN shifted by `delta`. */
  of(plan: AttackPlan, delta = 0): this {
    this.roll = plan.roll;
    this.tn = plan.tn - 5 * plan.raises + delta;
    this.max = plan.maxRaises;
    const [r, k] = pair(plan.plainDamage);
    this.rolled = r;
    this.kept = k;
    this.reduction = plan.reduction;
    this.rebate = plan.rebate;
    return this;
  }

  hit(raises: number): number {
    return chanceAtLeast(this.roll, this.tn + 5 * raises);
  }

  wounds(raises: number): number {
    const extra = raises > 0 ? raises + this.rebate : 0;
    return this.hit(raises) * woundsOnHit(this.rolled + extra, this.kept, this.reduction);
  }

  /** The most Wounds expected over 0 … max Raises. */
  bestWounds(): number {
    let best = 0;
    for (let r = 0; r <= this.max; r++) best = Math.max(best, this.wounds(r));
    return best;
  }
}
