/**
 * Exact keep-highest / keep-lowest of identical dice without enumerating rolls: walk the die's
 * outcomes from best to worst; at each outcome the number of the m still-unplaced dice that show it
 * is Binomial(m, p / F), F being the mass of this and all worse outcomes (the method behind
 * Icepool; shared/rules/dice-odds-notes.md). State: dice placed so far (all kept while fewer than
 * `keep`) and the sum of their scores. Once `keep` dice are placed the sum is final.
 */
import { Budget, trim, type Dist } from './dist.js';

export interface Outcome {
  readonly p: number;
  /** What a kept die showing this outcome adds to the result. */
  readonly score: number;
}

/**
 * @param outcomes best first (highest first for keep-highest, lowest first for keep-lowest)
 * @param lostPerDie probability that a die fell in a truncated tail (its roll is not computed)
 * @param cap lump result sums ≥ cap (requires non-negative scores)
 */
export function keepBest(
  outcomes: readonly Outcome[],
  dice: number,
  keep: number,
  lostPerDie: number,
  budget: Budget,
  cap?: number,
): Dist {
  if (keep <= 0) return { lo: 0, p: Float64Array.of(1), lost: 0, lump: false };
  let minS = Infinity;
  let maxS = -Infinity;
  for (const o of outcomes) {
    if (o.score < minS) minS = o.score;
    if (o.score > maxS) maxS = o.score;
  }
  const lo = Math.min(0, keep * minS);
  let top = Math.max(0, keep * maxS);
  // Lumping needs non-negative scores: a partial sum past the cap then stays past it.
  const capped = cap !== undefined && top >= cap && cap > lo && minS >= 0;
  if (capped) top = cap;
  const size = top - lo + 1;
  const last = size - 1;
  budget.charge(outcomes.length * keep * size, 'keeping dice');
  // state[j * size + (s − lo)]: probability that j dice are placed (all kept) with score sum s.
  let state = new Float64Array(keep * size);
  let next = new Float64Array(keep * size);
  const rowLo = new Int32Array(keep).fill(size);
  const rowHi = new Int32Array(keep).fill(-1);
  const nextLo = new Int32Array(keep);
  const nextHi = new Int32Array(keep);
  const final = new Float64Array(size);
  state[-lo] = 1;
  rowLo[0] = -lo;
  rowHi[0] = -lo;
  // F_i: the mass of outcome i and every worse one, summed from the worst up (no cancellation).
  const mass = new Float64Array(outcomes.length);
  for (let i = outcomes.length - 1, acc = 0; i >= 0; i--) mass[i] = acc += outcomes[i]?.p ?? 0;
  const pmf = new Float64Array(keep + 1);
  for (let i = 0; i < outcomes.length; i++) {
    const o = outcomes[i];
    if (!o || o.p === 0) continue;
    const F = mass[i] ?? 0;
    const q = F > 0 ? Math.min(1, o.p / F) : 1;
    const score = o.score;
    next.fill(0);
    nextLo.fill(size);
    nextHi.fill(-1);
    for (let j = 0; j < keep; j++) {
      const from = rowLo[j] ?? size;
      const to = rowHi[j] ?? -1;
      if (from > to) continue;
      const need = keep - j;
      binomialHead(dice - j, q, need, pmf);
      let head = 0;
      for (let c = 0; c < need; c++) head += pmf[c] ?? 0;
      const rest = head >= 1 ? 0 : 1 - head;
      const base = j * size;
      for (let s = from; s <= to; s++) {
        const w = state[base + s] ?? 0;
        if (w === 0) continue;
        for (let c = 0; c < need; c++) {
          const pc = pmf[c] ?? 0;
          if (pc === 0) continue;
          let t = s + c * score;
          if (t > last) t = last;
          const row = j + c;
          const k = row * size + t;
          next[k] = (next[k] ?? 0) + w * pc;
          if (t < (nextLo[row] ?? size)) nextLo[row] = t;
          if (t > (nextHi[row] ?? -1)) nextHi[row] = t;
        }
        if (rest > 0) {
          let t = s + need * score;
          if (t > last) t = last;
          final[t] = (final[t] ?? 0) + w * rest;
        }
      }
    }
    [state, next] = [next, state];
    rowLo.set(nextLo);
    rowHi.set(nextHi);
  }
  const alive = (1 - lostPerDie) ** dice;
  if (alive !== 1) for (let i = 0; i < size; i++) final[i] = (final[i] ?? 0) * alive;
  return trim({ lo, p: final, lost: 1 - alive, lump: capped });
}

/** P(c) of Binomial(m, q) for c = 0 .. need − 1, into `out`. */
function binomialHead(m: number, q: number, need: number, out: Float64Array): void {
  out.fill(0);
  if (q >= 1) {
    if (m < need) out[m] = 1;
    return;
  }
  let pc = (1 - q) ** m;
  if (pc > 1e-280) {
    // The recurrence P(c+1) = P(c) · (m − c)/(c + 1) · q/(1 − q) is the most accurate.
    const ratio = q / (1 - q);
    for (let c = 0; c < need && c <= m; c++) {
      out[c] = pc;
      pc *= ((m - c) / (c + 1)) * ratio;
    }
    return;
  }
  // (1 − q)^m underflows: work in logarithms.
  const lq = Math.log(q);
  const l1q = Math.log1p(-q);
  for (let c = 0; c < need && c <= m; c++) {
    out[c] = Math.exp(logChoose(m, c) + c * lq + (m - c) * l1q);
  }
}

const LOG_FACTORIAL: number[] = [0];

function logFactorial(n: number): number {
  for (let i = LOG_FACTORIAL.length; i <= n; i++)
    LOG_FACTORIAL.push((LOG_FACTORIAL[i - 1] ?? 0) + Math.log(i));
  return LOG_FACTORIAL[n] ?? 0;
}

function logChoose(m: number, c: number): number {
  return logFactorial(m) - logFactorial(c) - logFactorial(m - c);
}
