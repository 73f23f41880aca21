/**
 * One die's behaviour, shared by the roller, the compiled fast path, the exact odds and validation,
 * so that the four can never disagree. For each die, in this order (docs/dice.md, "Modifier order"):
 * 1. a face is rolled uniformly in [lo, hi] and clamped by `min`/`max`;
 * 2. `r`/`ro`: while (or once) the face matches, it is rolled again (rerolls see clamped faces);
 * 3. `!`/`!!`/`!p`/`!!p`: while the last face rolled matches, another face is rolled (clamped,
 *    not rerolled); `!!` adds it into the die, `!` makes it a die of its own, `p` counts it one less.
 */
import type {
  ComparePoint,
  DiceNode,
  ExplodeMode,
  Reroll,
  RollKeepModifiers,
  Sides,
} from './ast.js';

export interface DieModel {
  /** Uniform face range before clamps: d6 is 1..6, dF is −1..1, d% is 1..100. */
  readonly lo: number;
  readonly hi: number;
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly reroll: Reroll | undefined;
  /** The explosion with its compare point resolved (absent `on` means the highest face). */
  readonly explode: { readonly mode: ExplodeMode; readonly on: ComparePoint } | undefined;
}

export function faceRange(sides: Sides): readonly [number, number] {
  if (sides === '%') return [1, 100];
  if (sides === 'F') return [-1, 1];
  return [1, sides];
}

export function matches(cp: ComparePoint, v: number): boolean {
  switch (cp.op) {
    case '=':
      return v === cp.value;
    case '<':
      return v < cp.value;
    case '>':
      return v > cp.value;
    case '<=':
      return v <= cp.value;
    case '>=':
      return v >= cp.value;
  }
}

export function clampFace(model: DieModel, v: number): number {
  if (model.min !== undefined && v < model.min) v = model.min;
  if (model.max !== undefined && v > model.max) v = model.max;
  return v;
}

/** The highest face a die can show after clamps. */
function topFace(hi: number, min: number | undefined, max: number | undefined): number {
  let top = hi;
  if (max !== undefined && top > max) top = max;
  if (min !== undefined && top < min) top = min;
  return top;
}

export function diceDie(node: DiceNode): DieModel {
  const [lo, hi] = faceRange(node.sides);
  const { min, max, reroll, explode } = node.modifiers;
  return {
    lo,
    hi,
    min,
    max,
    reroll,
    explode:
      explode === undefined
        ? undefined
        : { mode: explode.mode, on: explode.on ?? { op: '=', value: topFace(hi, min, max) } },
  };
}

/** The d10 of an L5R pool: 10s compound (or `explodeOn`), no explosions when unskilled. */
export function poolDie(mods: RollKeepModifiers): DieModel {
  return {
    lo: 1,
    hi: 10,
    min: undefined,
    max: undefined,
    reroll: mods.reroll,
    explode: mods.unskilled
      ? undefined
      : { mode: 'compound', on: mods.explodeOn ?? { op: '=', value: 10 } },
  };
}

/** How many of the die's uniform faces land below `min`, inside, and above `max`. */
function clampSplit(model: DieModel): { below: number; a: number; b: number; above: number } {
  const n = model.hi - model.lo + 1;
  const below = model.min === undefined ? 0 : Math.min(n, Math.max(0, model.min - model.lo));
  const above =
    model.max === undefined ? 0 : Math.min(n - below, Math.max(0, model.hi - model.max));
  return { below, a: model.lo + below, b: model.hi - above, above };
}

/**
 * The distribution of one clamped face: [face, probability] pairs in increasing face order.
 * Probabilities are exact multiples of 1/(hi − lo + 1).
 */
export function clampedFaces(model: DieModel): readonly (readonly [number, number])[] {
  const n = model.hi - model.lo + 1;
  const { below, a, b, above } = clampSplit(model);
  // Clamping keeps the order of faces, so the pairs come out sorted: equal faces are merged into
  // the last pair (no Map and no sort: a d1000000 has a million faces).
  const out: [number, number][] = [];
  const add = (v: number, c: number): void => {
    if (c <= 0) return;
    const last = out[out.length - 1];
    if (last && last[0] === v) last[1] += c;
    else out.push([v, c]);
  };
  add(clampFace(model, model.lo), below);
  for (let f = a; f <= b; f++) add(f, 1);
  add(clampFace(model, model.hi), above);
  for (const pair of out) pair[1] /= n;
  return out;
}

/** The share of clamped faces matching `cp`, computed without listing the faces. */
export function matchShare(model: DieModel, cp: ComparePoint): number {
  const n = model.hi - model.lo + 1;
  const { below, a, b, above } = clampSplit(model);
  let count = countMatching(a, b, cp);
  if (below > 0 && matches(cp, clampFace(model, model.lo))) count += below;
  if (above > 0 && matches(cp, clampFace(model, model.hi))) count += above;
  return count / n;
}

/** The number of integers in [a, b] that match `cp`. */
function countMatching(a: number, b: number, cp: ComparePoint): number {
  let lo = a;
  let hi = b;
  switch (cp.op) {
    case '=':
      lo = Math.max(lo, cp.value);
      hi = Math.min(hi, cp.value);
      break;
    case '<':
      hi = Math.min(hi, cp.value - 1);
      break;
    case '<=':
      hi = Math.min(hi, cp.value);
      break;
    case '>':
      lo = Math.max(lo, cp.value + 1);
      break;
    case '>=':
      lo = Math.max(lo, cp.value);
      break;
  }
  return Math.max(0, hi - lo + 1);
}
