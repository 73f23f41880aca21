/**
 * Brute-force references for the exactness tests: every sequence of faces the roller could draw,
 * each weighted by its probability, run through the real roller. Independent of the odds code.
 */
import { rollWithSource, type FaceSource } from '../dice/index.js';

/** Thrown by the prefix source when the roller needs one more face than the prefix holds. */
class NeedFace extends Error {
  constructor(
    readonly lo: number,
    readonly hi: number,
  ) {
    super('one more face needed');
  }
}

class Prefix implements FaceSource {
  private at = 0;
  constructor(private readonly faces: readonly number[]) {}
  face(lo: number, hi: number): number {
    const f = this.faces[this.at++];
    if (f === undefined) throw new NeedFace(lo, hi);
    return f;
  }
}

export interface Enumeration {
  /** P(total = v) over the sequences that finished within `maxFaces` draws. */
  readonly dist: Map<number, number>;
  /** Probability of the sequences cut at `maxFaces` draws (long explosion chains). */
  readonly missing: number;
}

/** Enumerates every face sequence of up to `maxFaces` draws. */
export function enumerateTotals(expr: string, maxFaces: number): Enumeration {
  const dist = new Map<number, number>();
  let missing = 0;
  const visit = (prefix: number[], p: number): void => {
    try {
      const total = rollWithSource(expr, new Prefix(prefix)).total;
      dist.set(total, (dist.get(total) ?? 0) + p);
    } catch (e) {
      if (!(e instanceof NeedFace)) throw e;
      if (prefix.length >= maxFaces) {
        missing += p;
        return;
      }
      const n = e.hi - e.lo + 1;
      for (let f = e.lo; f <= e.hi; f++) visit([...prefix, f], p / n);
    }
  };
  visit([], 1);
  return { dist, missing };
}
