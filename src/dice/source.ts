/**
 * Where faces come from: a seeded {@link Rng}, or physical dice typed in by a player (`faces`),
 * used in the order the roller needs them and checked for range and count.
 */
import { DiceError } from './errors.js';
import type { Rng } from './rng.js';

export interface FaceSource {
  /**
   * A face in [lo, hi]; `what` describes the die for error messages (e.g. "a d10 of 6k3").
   * With `min`/`max` on the die, `shownLo..shownHi` are the faces after them (`d6min7` shows 7):
   * what the roll prints, so typed-in faces may be given that way too (the roller clamps again).
   */
  face(lo: number, hi: number, what: string, shownLo?: number, shownHi?: number): number;
}

/** Faces from a seeded generator (a class, so that every roll shares one monomorphic call site). */
class RngSource implements FaceSource {
  constructor(private readonly rng: Rng) {}

  face(lo: number, hi: number): number {
    return lo + this.rng.int(hi - lo + 1);
  }
}

export function rngSource(rng: Rng): FaceSource {
  return new RngSource(rng);
}

/** Faces typed in: each must fit its die; running out is an error, and so are faces left over. */
export class TypedFaces implements FaceSource {
  private used = 0;

  constructor(private readonly faces: readonly number[]) {}

  face(lo: number, hi: number, what: string, shownLo?: number, shownHi?: number): number {
    const index = this.used;
    const f = this.faces[index];
    if (f === undefined) {
      throw new DiceError(
        'dice/faces',
        `${this.faces.length} face${this.faces.length === 1 ? '' : 's'} given, but the roll needs more: face ${index + 1} would be ${what}`,
      );
    }
    const shown = shownLo !== undefined && shownHi !== undefined && f >= shownLo && f <= shownHi;
    if (!Number.isInteger(f) || ((f < lo || f > hi) && !shown)) {
      const after =
        shownLo === undefined || shownHi === undefined || (shownLo === lo && shownHi === hi)
          ? ''
          : ` (${shownLo} to ${shownHi} after its min/max)`;
      throw new DiceError(
        'dice/faces',
        `face ${index + 1} is ${String(f)}, but it is ${what}, which shows ${lo} to ${hi}${after}`,
      );
    }
    this.used++;
    return f;
  }

  /** Throws when faces are left over after the roll. */
  finish(): void {
    if (this.used < this.faces.length) {
      throw new DiceError(
        'dice/faces',
        `${this.faces.length} faces given, but the roll used only ${this.used}: remove the last ${this.faces.length - this.used}`,
      );
    }
  }
}
