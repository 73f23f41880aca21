/** Exact distributions of one dice group (`NdM` with modifiers) and of one L5R pool. */
import type { ComparePoint, DiceNode, Keep } from '../ast.js';
import { matches, matchShare, type DieModel } from '../die.js';
import { DiceError } from '../errors.js';
import { formatDice } from '../format.js';
import type { PoolPlan } from '../plan.js';
import { chainDist, lowestFace } from './die-odds.js';
import { add, Budget, MAP_STEP, mix, point, repeat, type Dist } from './dist.js';
import { keepBest, type Outcome } from './keep.js';

type Score = (v: number) => number;

function scorer(
  success: ComparePoint | undefined,
  failure: ComparePoint | undefined,
): Score | undefined {
  if (!success) return undefined;
  return (v) => (matches(success, v) ? 1 : failure && matches(failure, v) ? -1 : 0);
}

/** Kept count and direction of a keep/drop on `dice` dice: [keep, highest first?]. */
function keepPlan(keep: Keep, dice: number): readonly [number, boolean] {
  switch (keep.kind) {
    case 'kh':
      return [keep.count, true];
    case 'kl':
      return [keep.count, false];
    case 'dh':
      return [dice - keep.count, false];
    case 'dl':
      return [dice - keep.count, true];
  }
}

/** Outcomes of a value distribution, best first, each scored. */
function outcomesOf(values: Dist, highestFirst: boolean, score: Score): Outcome[] {
  const out: Outcome[] = [];
  values.p.forEach((p, i) => out.push({ p, score: score(values.lo + i) }));
  return highestFirst ? out.reverse() : out;
}

export function diceGroupDist(node: DiceNode, die: DieModel, budget: Budget, cap?: number): Dist {
  // Charged before any work, so that a refusal comes at once: one die's faces are listed through
  // Maps, and two dice or more combine their faces pairwise at least once.
  const span = die.hi - die.lo + 1;
  budget.charge(
    MAP_STEP * span + (node.count > 1 ? span * span : 0),
    `${node.count}d${node.sides}`,
  );
  const m = node.modifiers;
  const score = scorer(m.success, m.failure);
  // An explosion that can never happen (`!=0` on a d6) changes nothing: treat it as absent.
  const ex = die.explode && matchShare(die, die.explode.on) > 0 ? die.explode : undefined;
  const apart = ex?.mode === 'explode' || ex?.mode === 'penetrate';
  const sumCap = score === undefined && cap !== undefined && lowestFace(die) >= 0 ? cap : undefined;
  const keep = m.keep ? keepPlan(m.keep, node.count) : undefined;
  const keepsAll = keep === undefined || (!apart && keep[0] === node.count);
  if (keepsAll) {
    const per = chainDist(die, budget, {
      ...(apart && score ? { contribution: score } : {}),
      ...(sumCap !== undefined ? { cap: sumCap } : {}),
    });
    const scored = !apart && score ? mapValues(per, score) : per;
    return repeat(scored, node.count, budget, sumCap);
  }
  const [kept, highestFirst] = keep;
  if (kept <= 0 && !apart) return point(0);
  if (apart) return apartKeepDist(node, die, kept, highestFirst, budget, score, sumCap);
  const values = chainDist(die, budget, sumCap !== undefined ? { cap: sumCap } : {});
  return keepBest(
    outcomesOf(values, highestFirst, score ?? ((v) => v)),
    node.count,
    kept,
    values.lost,
    budget,
    sumCap,
  );
}

function mapValues(d: Dist, f: Score): Dist {
  const pairs = new Map<number, number>();
  d.p.forEach((p, i) => {
    const v = f(d.lo + i);
    pairs.set(v, (pairs.get(v) ?? 0) + p);
  });
  let lo = Infinity;
  let top = -Infinity;
  for (const v of pairs.keys()) {
    lo = Math.min(lo, v);
    top = Math.max(top, v);
  }
  const p = new Float64Array(top - lo + 1);
  for (const [v, q] of pairs) p[v - lo] = q;
  return { lo, p, lost: d.lost, lump: false };
}

/**
 * Keep/drop over `!` explosions, where every explosion adds a die of its own. Exact when the
 * exploding faces are the highest faces and do not penetrate: then the dice are T exploding dice
 * and N final dice, every exploding die outranks every final die, and T is negative binomial.
 */
function apartKeepDist(
  node: DiceNode,
  die: DieModel,
  keepCount: number,
  highestFirst: boolean,
  budget: Budget,
  score: Score | undefined,
  cap: number | undefined,
): Dist {
  const ex = die.explode;
  const explodes = (v: number): boolean => (ex ? matches(ex.on, v) : false);
  // Every face of a chain, first or later, is one clamped draw (rerolls are refused below).
  const later = chainDist({ ...die, explode: undefined, reroll: undefined }, budget);
  let topFinal = -Infinity;
  let lowExploding = Infinity;
  later.p.forEach((p, i) => {
    if (p === 0) return;
    const v = later.lo + i;
    if (explodes(v)) lowExploding = Math.min(lowExploding, v);
    else topFinal = Math.max(topFinal, v);
  });
  if (ex?.mode !== 'explode' || !(lowExploding > topFinal) || die.reroll !== undefined) {
    throw new DiceError(
      'odds/unsupported',
      `exact odds of ${formatDice(node)} are not supported: keep/drop with "!" needs the exploding faces to be the highest and no rerolls; use "!!" (compounding) or estimate with \`fray roll --times N\``,
    );
  }
  const s = score ?? ((v: number) => v);
  const split = (d: Dist, want: boolean): { p: number; d: Dist } => {
    const pairs: [number, number][] = [];
    let mass = 0;
    d.p.forEach((q, i) => {
      const v = d.lo + i;
      if (q > 0 && explodes(v) === want) {
        pairs.push([v, q]);
        mass += q;
      }
    });
    const lo = Math.min(...pairs.map(([v]) => v));
    const p = new Float64Array(Math.max(...pairs.map(([v]) => v)) - lo + 1);
    for (const [v, q] of pairs) p[v - lo] = q / mass;
    return { p: mass, d: { lo, p, lost: 0, lump: false } };
  };
  const e = split(later, true);
  const fin = split(later, false);
  const dice = node.count;
  // The number of exploding dice over all chains is NegBin(dice, e.p): P(T = t).
  const parts: { weight: number; dist: Dist }[] = [];
  let pt = (1 - e.p) ** dice;
  let covered = 0;
  for (let t = 0; covered < 1 - 1e-16 && t <= dice * 100; t++) {
    if (pt > 0) {
      const kept = node.modifiers.keep?.kind.startsWith('d')
        ? t + dice - (dice - keepCount)
        : keepCount;
      parts.push({
        weight: pt,
        dist: keptOfTwo(e.d, t, fin.d, dice, kept, highestFirst, s, budget, cap),
      });
    }
    covered += pt;
    pt *= ((dice + t) / (t + 1)) * e.p;
  }
  return mix(parts, Math.max(0, 1 - covered));
}

/** Kept total of t dice from `high` and n dice from `low` when every `high` die outranks every `low` die. */
function keptOfTwo(
  high: Dist,
  t: number,
  low: Dist,
  n: number,
  kept: number,
  highestFirst: boolean,
  score: Score,
  budget: Budget,
  cap: number | undefined,
): Dist {
  const fromHigh = highestFirst ? Math.min(t, kept) : Math.max(0, kept - n);
  const fromLow = kept - fromHigh;
  const part = (d: Dist, count: number, k: number): Dist =>
    k === 0 || count === 0
      ? point(0)
      : keepBest(outcomesOf(d, highestFirst, score), count, k, 0, budget, cap);
  const a = part(high, t, fromHigh);
  const b = part(low, n, fromLow);
  return add(a, b, budget, cap);
}

const poolCache = new Map<string, Dist>();

/** An L5R pool: `rolled` d10s (compounding), keep the `kept` highest, plus the Ten Dice bonus. */
export function poolDist(p: PoolPlan, budget: Budget, cap?: number): Dist {
  if (p.rolled === 0 || p.kept === 0) return point(p.bonus);
  const sumCap = cap === undefined ? undefined : cap - p.bonus;
  const key = JSON.stringify([p.die, sumCap]);
  let values = poolCache.get(key);
  if (!values) {
    values = chainDist(p.die, budget, sumCap !== undefined ? { cap: sumCap } : {});
    if (poolCache.size > 256) poolCache.clear();
    poolCache.set(key, values);
  }
  const kept = keepBest(
    outcomesOf(values, true, (v) => v),
    p.rolled,
    p.kept,
    values.lost,
    budget,
    sumCap,
  );
  return { ...kept, lo: kept.lo + p.bonus };
}
