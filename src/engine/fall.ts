/**
 * Physical dice in the order they fall (issue 16), for the probe: per roll, each group of dice in
 * turn, first one face per die, then one face per die that is rerolled or explodes, round after
 * round, as a player rolls a pool and then picks up the 10s. `fall` turns them into the order the
 * roller reads (a die's rerolls and explosions right after it), checking each face as it does.
 */
import { DiceError, parse } from '../dice/index.js';
import type { Rng, Sides } from '../dice/index.js';
import { LIMITS } from '../dice/ast.js';
import { clampFace, matches, type DieModel } from '../dice/die.js';
import { planOf, type Plan } from '../dice/plan.js';
import type { RollWhy } from './types.js';

/** The next roll that needs faces. */
export interface RollNeed {
  readonly kind: 'need';
  /** The whole roll, e.g. `6k3` or `1d8+1d6+2`. */
  readonly expression: string;
  /** The die to type now: 10 for an L5R pool, `%` and `F` for percentile and Fudge dice. */
  readonly sides: Sides;
  /** The faces that die shows (1..10, -1..1), what a typed face must lie in. */
  readonly lo: number;
  readonly hi: number;
  /** How many dice to type now: the group's dice, or those that exploded or are rerolled. */
  readonly count: number;
  /** Why these dice: the first roll of the group's dice, an explosion or a reroll. */
  readonly cause: 'roll' | 'explosion' | 'reroll';
  /** The faces of this roll already given, in the order they fell. */
  readonly have: readonly number[];
  readonly why?: RollWhy;
}

/** One group of dice of a roll: `2d6` of `2d6+1d4`, or an L5R pool. */
export interface Group {
  readonly die: DieModel;
  readonly count: number;
  readonly sides: Sides;
  /** For error messages: `a d10 of 6k3`. */
  readonly what: string;
}

export function groupsOf(p: Plan, out: Group[]): Group[] {
  switch (p.kind) {
    case 'const':
      break;
    case 'dice':
      out.push({
        die: p.die,
        count: p.node.count,
        sides: p.node.sides,
        what: `a d${p.node.sides} of ${p.notation}`,
      });
      break;
    case 'pool':
      out.push({ die: p.die, count: p.rolled, sides: 10, what: `a d10 of ${p.written}` });
      break;
    case 'negate':
      groupsOf(p.operand, out);
      break;
    case 'binary':
      // The roller evaluates left before right: the groups come in the order it rolls them.
      groupsOf(p.left, out);
      groupsOf(p.right, out);
      break;
  }
  return out;
}

/** One die of a group while its faces fall: its faces so far, and what it still owes. */
interface Falling {
  readonly faces: number[];
  last: number;
  rerolls: number;
  explosions: number;
  /** Rerolls come first; once a face stands, explosions (docs/dice.md, "Modifier order"). */
  rerollDone: boolean;
}

/** What the die needs next (the roller's rule, die.ts), or null when it is complete. */
function owes(die: DieModel, d: Falling): 'reroll' | 'explosion' | null {
  if (die.reroll && !d.rerollDone) {
    const limit = die.reroll.once ? 1 : LIMITS.maxRerollsPerDie;
    if (d.rerolls < limit && matches(die.reroll.on, d.last)) return 'reroll';
    d.rerollDone = true;
  }
  if (die.explode && matches(die.explode.on, d.last)) {
    return d.explosions < LIMITS.maxExplosionsPerDie ? 'explosion' : null;
  }
  return null;
}

/** Checks a typed face against its die as the roller does (faces after min/max accepted too). */
function checkFace(g: Group, f: number, index: number, expression: string): void {
  const { lo, hi } = g.die;
  const shownLo = clampFace(g.die, lo);
  const shownHi = clampFace(g.die, hi);
  const fits = (f >= lo && f <= hi) || (f >= shownLo && f <= shownHi);
  if (!Number.isInteger(f) || !fits) {
    throw new DiceError(
      'dice/faces',
      `face ${index + 1} of the roll of ${expression} is ${String(f)}, but it is ${g.what}, which shows ${shownLo} to ${shownHi}: type it again`,
    );
  }
}

/** One roll's faces taken: how many, and in the roller's order; or what to type next. */
export type Fallen =
  | { readonly kind: 'ok'; readonly used: number; readonly ordered: readonly number[] }
  | { readonly kind: 'short'; readonly need: RollNeed };

/**
 * Takes one roll's faces, in the order they fall, from `faces` at `at`: how many it used and the
 * same faces in the roller's order (each die's rerolls and explosions right after it), or what to
 * type next. A face that does not fit its die is a DiceError (`dice/faces`).
 */
export function fall(
  expression: string,
  faces: readonly number[],
  at: number,
  why: RollWhy | undefined,
): Fallen {
  const groups = groupsOf(planOf(parse(expression)), []);
  let used = 0;
  const ordered: number[] = [];
  let short: RollNeed | undefined;
  const take = (g: Group, wanted: number, cause: RollNeed['cause']): number[] | undefined => {
    const got = faces.slice(at + used, at + used + wanted);
    got.forEach((f, i) => {
      checkFace(g, f, used + i, expression);
    });
    if (got.length < wanted) {
      short = {
        kind: 'need',
        expression,
        sides: g.sides,
        lo: g.die.lo,
        hi: g.die.hi,
        count: wanted - got.length,
        cause,
        have: faces.slice(at, at + used + got.length),
        ...(why ? { why } : {}),
      };
      return undefined;
    }
    used += wanted;
    return got;
  };
  for (const g of groups) {
    const base = take(g, g.count, 'roll');
    if (!base) break;
    const dice: Falling[] = base.map((f) => ({
      faces: [f],
      last: clampFace(g.die, f),
      rerolls: 0,
      explosions: 0,
      rerollDone: false,
    }));
    for (;;) {
      const owing = dice.map((d) => ({ d, cause: owes(g.die, d) })).filter((o) => o.cause);
      const first = owing[0];
      if (!first?.cause) break;
      // One round: a new face for every die that owes one, in the dice's order (as a player
      // picks up the 10s and rolls them again). A round may mix rerolls and explosions: the
      // prompt names the first die's cause.
      const got = take(g, owing.length, first.cause);
      if (!got) break;
      owing.forEach((o, i) => {
        const f = got[i] ?? 0;
        o.d.faces.push(f);
        o.d.last = clampFace(g.die, f);
        if (o.cause === 'reroll') o.d.rerolls++;
        else o.d.explosions++;
      });
    }
    if (short) break;
    for (const d of dice) ordered.push(...d.faces);
  }
  return short ? { kind: 'short', need: short } : { kind: 'ok', used, ordered };
}

/** The highest (lowest) face of the group's die that neither explodes nor is rerolled. */
export function calm(g: Group, pick: 'high' | 'low'): number {
  const { lo, hi } = g.die;
  const quiet = (f: number): boolean => {
    const v = clampFace(g.die, f);
    return (
      !(g.die.reroll && matches(g.die.reroll.on, v)) &&
      !(g.die.explode && matches(g.die.explode.on, v))
    );
  };
  if (pick === 'high') {
    for (let f = hi; f >= lo; f--) if (quiet(f)) return f;
    return hi;
  }
  for (let f = lo; f <= hi; f++) if (quiet(f)) return f;
  return lo;
}

/** `count` faces for a need, rolled (the player pressed Enter): lo..hi uniform from `rng`. */
export function rollFaces(need: RollNeed, rng: Rng): number[] {
  return Array.from({ length: need.count }, () => need.lo + rng.int(need.hi - need.lo + 1));
}
