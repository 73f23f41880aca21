/**
 * Dice as they fall (issue 16): which roll a command makes next and how many dice to type for it,
 * so that a prompt can ask roll by roll ("Akodo's attack: 6k3, type 6 d10") instead of demanding
 * every face up front. Pure: the probe runs the kernel's `step` with dice over the faces given so
 * far, which stop at the first roll lacking faces (a private signal caught here), so it asks only
 * for the rolls the command really makes, in the order it makes them.
 *
 * Faces are given in the order they fall, roll after roll: for each roll, each group of dice in
 * turn, first one face per die ("6 d10"), then one face per die that explodes or rerolls ("1 more
 * d10" after a 10), round after round. The kernel's `meta.faces` takes a die's explosions right
 * after it instead; `done.faces` gives the same faces in that order, ready to send.
 *
 * Tie-break dice are asked last, and only those that matter: a tie-break roll (`why.what` is
 * `tie-break`) whose die changes the initiative order, i.e. whose combatant ties with another.
 * The rule sets roll one for everyone (the seeded dice must stay as they are), so the probe fills
 * the others with seeded faces of its own.
 */
import { deriveRng, DiceError, parse, roll, rollWithSource } from '../dice/index.js';
import type { FaceSource, Rng, Sides } from '../dice/index.js';
import { LIMITS } from '../dice/ast.js';
import { clampFace, matches, type DieModel } from '../dice/die.js';
import { planOf, type Plan } from '../dice/plan.js';
import { step } from './kernel.js';
import type { Command, CombatState, Dice, Rolled, RollWhy, RuleSet, Violation } from './types.js';

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

export type Probe =
  /** Every roll has its faces (or the command rolls nothing): `faces` is the kernel's `meta.faces`. */
  | { readonly kind: 'done'; readonly faces: readonly number[] }
  | RollNeed
  /** Refused whatever the dice (or a typed face does not fit its die: code `dice/faces`). */
  | { readonly kind: 'refused'; readonly error: Violation };

/** One roll a command makes, for menus ("attack 6k3, damage 3k2"). */
export interface RollMade {
  readonly expression: string;
  readonly why?: RollWhy;
}

/** Thrown by the probe's dice when a roll lacks faces; caught by {@link nextRoll} only. */
class NeedSignal extends Error {
  constructor(readonly need: RollNeed) {
    super(`the roll of ${need.expression} needs ${need.count} more`);
  }
}

/** One group of dice of a roll: `2d6` of `2d6+1d4`, or an L5R pool. */
interface Group {
  readonly die: DieModel;
  readonly count: number;
  readonly sides: Sides;
  /** For error messages: `a d10 of 6k3`. */
  readonly what: string;
}

function groupsOf(p: Plan, out: Group[]): Group[] {
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

/**
 * Takes one roll's faces, in the order they fall, from `faces` at `at`: how many it used and the
 * same faces in the roller's order (each die's rerolls and explosions right after it), or the
 * signal of what to type next. A face that does not fit its die is a DiceError.
 */
function fall(
  expression: string,
  faces: readonly number[],
  at: number,
  why: RollWhy | undefined,
): { used: number; ordered: number[] } {
  const groups = groupsOf(planOf(parse(expression)), []);
  let used = 0;
  const ordered: number[] = [];
  const take = (g: Group, wanted: number, cause: RollNeed['cause']): number[] => {
    const got = faces.slice(at + used, at + used + wanted);
    got.forEach((f, i) => {
      checkFace(g, f, used + i, expression);
    });
    if (got.length < wanted) {
      const need: RollNeed = {
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
      throw new NeedSignal(need);
    }
    used += wanted;
    return got;
  };
  for (const g of groups) {
    const dice: Falling[] = take(g, g.count, 'roll').map((f) => ({
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
      owing.forEach((o, i) => {
        const f = got[i] ?? 0;
        o.d.faces.push(f);
        o.d.last = clampFace(g.die, f);
        if (o.cause === 'reroll') o.d.rerolls++;
        else o.d.explosions++;
      });
    }
    for (const d of dice) ordered.push(...d.faces);
  }
  return { used, ordered };
}

/** How the probe's dice answer the tie-break rolls, counted in the order the command makes them. */
type TieMode = (k: number) => 'lo' | 'hi' | 'ask' | 'seeded';

/**
 * The probe's dice: each roll takes its faces from the front of the list, in the order they fall;
 * deferred tie-break rolls take theirs from `tail` (asked last) or from constant or seeded faces.
 */
class ProbeDice implements Dice {
  /** Faces used from the list, and from the tail. */
  at = 0;
  tailAt = 0;
  /** Every face the kernel's TypedDice will need, in its order. */
  readonly ordered: number[] = [];
  readonly made: RollMade[] = [];
  /** Tie-break rolls made so far. */
  ties = 0;
  private seeded: Rng | undefined;

  constructor(
    private readonly faces: readonly number[],
    private readonly tail: readonly number[],
    private readonly tie: TieMode,
    private readonly state: CombatState,
  ) {}

  roll(expression: string, why?: RollWhy): Rolled {
    this.made.push(why ? { expression, why } : { expression });
    if (why?.what === 'tie-break') {
      const mode = this.tie(this.ties++);
      if (mode !== 'ask') return this.filled(expression, mode);
      const { used, ordered } = fall(expression, this.tail, this.tailAt, why);
      this.tailAt += used;
      return this.rolled(expression, ordered);
    }
    const { used, ordered } = fall(expression, this.faces, this.at, why);
    this.at += used;
    return this.rolled(expression, ordered);
  }

  private rolled(expression: string, ordered: number[]): Rolled {
    this.ordered.push(...ordered);
    const record = roll(expression, { faces: ordered });
    return { expression: record.expression, total: record.total, record };
  }

  /** A tie-break die nobody is asked for: lowest, highest, or seeded faces (kept for meta.faces). */
  private filled(expression: string, mode: 'lo' | 'hi' | 'seeded'): Rolled {
    const rng = mode === 'seeded' ? this.rng() : undefined;
    const ordered = this.ordered;
    const source: FaceSource = {
      face(lo: number, hi: number): number {
        const f = rng ? lo + rng.int(hi - lo + 1) : mode === 'lo' ? lo : hi;
        ordered.push(f);
        return f;
      },
    };
    const record = rollWithSource(expression, source);
    return { expression: record.expression, total: record.total, record };
  }

  private rng(): Rng {
    this.seeded ??= deriveRng(this.state.seed, 'probe-tie-break', this.state.version);
    return this.seeded;
  }
}

type Run =
  | { kind: 'ok'; dice: ProbeDice; state: CombatState }
  | { kind: 'need'; need: RollNeed; dice: ProbeDice }
  | { kind: 'refused'; error: Violation };

function run(
  rs: RuleSet,
  state: CombatState,
  command: Command,
  faces: readonly number[],
  tail: readonly number[],
  tie: TieMode,
): Run {
  const dice = new ProbeDice(faces, tail, tie, state);
  try {
    const r = step(rs, state, command, { dice });
    if (!r.ok) return { kind: 'refused', error: r.error };
    return { kind: 'ok', dice, state: r.value.state };
  } catch (e) {
    if (e instanceof NeedSignal) return { kind: 'need', need: e.need, dice };
    throw e;
  }
}

/** The command without typed faces: the probe supplies the dice. */
function bare(command: Command): Command {
  if (!command.meta || !('faces' in command.meta)) return command;
  const meta = { ...command.meta };
  delete (meta as { faces?: unknown }).faces;
  return { ...command, meta };
}

const sameOrder = (a: CombatState, b: CombatState): boolean =>
  a.order.length === b.order.length && a.order.every((id, i) => b.order[i] === id);

/**
 * The next roll of `command` that needs more faces than `faces` (typed so far, in the order they
 * fell), `done` with the faces for `meta.faces` when there are enough, or `refused`: the command is
 * refused whatever the dice, or a face does not fit its die (`dice/faces`, say so and ask again),
 * or faces are left over. Nothing changes: the state is not touched.
 */
export function nextRoll(
  ruleSet: RuleSet,
  state: CombatState,
  command: Command,
  faces: readonly number[],
): Probe {
  // Undo and Redo are the log's, and roll nothing (Redo puts back the same dice).
  if (command.type === 'Undo' || command.type === 'Redo') return leftOver(faces, 0, []);
  const cmd = bare(command);
  const first = run(ruleSet, state, cmd, faces, [], () => 'lo');
  if (first.kind === 'refused') return first;
  if (first.kind === 'need') return first.need;
  // Every other roll has its faces: now the tie-break dice that change the order, asked last.
  const ties = first.dice.ties;
  const asked: boolean[] = [];
  for (let k = 0; k < ties; k++) {
    const high = run(ruleSet, state, cmd, faces, [], (j) => (j === k ? 'hi' : 'lo'));
    const low = run(ruleSet, state, cmd, faces, [], (j) => (j === k ? 'lo' : 'hi'));
    asked.push(high.kind === 'ok' && low.kind === 'ok' && !sameOrder(high.state, low.state));
  }
  const used = first.dice.at;
  const tail = faces.slice(used);
  const last = run(ruleSet, state, cmd, faces, tail, (k) => (asked[k] ? 'ask' : 'seeded'));
  if (last.kind === 'refused') return last;
  if (last.kind === 'need') return last.need;
  return leftOver(faces, used + last.dice.tailAt, last.dice.ordered);
}

function leftOver(faces: readonly number[], used: number, ordered: readonly number[]): Probe {
  if (used < faces.length) {
    const n = faces.length - used;
    return {
      kind: 'refused',
      error: {
        code: 'dice/faces',
        message: `${faces.length} faces given, but the command uses only ${used}: remove the last ${n}`,
      },
    };
  }
  return { kind: 'done', faces: ordered };
}

/**
 * The rolls an option makes, for its menu line: the rolls of the command with every die showing a
 * high face, then those a low face adds (a miss's or a failure's own rolls). Which rolls happen
 * depends on the dice; this names the usual ones without telling the seeded outcome. Empty when
 * the command is refused or rolls nothing.
 */
export function rollsOf(
  ruleSet: RuleSet,
  state: CombatState,
  command: Command,
): readonly RollMade[] {
  const out: RollMade[] = [];
  const seen = new Set<string>();
  for (const pick of ['high', 'low'] as const) {
    const made = madeWith(ruleSet, state, bare(command), pick);
    for (const m of made) {
      const key = `${m.expression}|${m.why?.what ?? ''}|${m.why?.by ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(m);
    }
  }
  return out;
}

/** The rolls made when every die shows its highest (or lowest) face that asks for no more dice. */
function madeWith(
  rs: RuleSet,
  state: CombatState,
  command: Command,
  pick: 'high' | 'low',
): readonly RollMade[] {
  const made: RollMade[] = [];
  const dice: Dice = {
    roll(expression: string, why?: RollWhy): Rolled {
      made.push(why ? { expression, why } : { expression });
      const groups = groupsOf(planOf(parse(expression)), []);
      const faces = groups.flatMap((g) => Array.from({ length: g.count }, () => calm(g, pick)));
      const record = roll(expression, { faces });
      return { expression: record.expression, total: record.total, record };
    },
  };
  const r = step(rs, state, command, { dice });
  return r.ok ? made : [];
}

/** The highest (lowest) face of the group's die that neither explodes nor is rerolled. */
function calm(g: Group, pick: 'high' | 'low'): number {
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
