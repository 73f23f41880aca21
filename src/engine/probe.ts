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
 * the others with seeded faces of its own. (Should the tie-break faces change which other rolls
 * the command makes, every tie-break die is asked where it is rolled instead.)
 */
import { deriveRng, parse, roll, rollWithSource } from '../dice/index.js';
import type { FaceSource, Rng } from '../dice/index.js';
import { planOf } from '../dice/plan.js';
import { calm, fall, groupsOf, type Fallen, type RollNeed } from './fall.js';
import { step } from './kernel.js';
import type { Command, CombatState, Dice, Rolled, RollWhy, RuleSet, Violation } from './types.js';

export { rollFaces, type RollNeed } from './fall.js';

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

/** The faces a roll took, or the signal that it lacks some. */
function taken(f: Fallen): { used: number; ordered: readonly number[] } {
  if (f.kind === 'short') throw new NeedSignal(f.need);
  return f;
}

/** How the probe's dice answer the tie-break rolls, counted in the order the command makes them. */
type TieMode = (k: number) => 'lo' | 'hi' | 'ask' | 'seeded' | 'inline';

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
    const mode = why?.what === 'tie-break' ? this.tie(this.ties++) : 'inline';
    if (mode !== 'inline') {
      if (mode !== 'ask') return this.filled(expression, mode);
      const { used, ordered } = taken(fall(expression, this.tail, this.tailAt, why));
      this.tailAt += used;
      return this.rolled(expression, ordered);
    }
    const { used, ordered } = taken(fall(expression, this.faces, this.at, why));
    this.at += used;
    return this.rolled(expression, ordered);
  }

  private rolled(expression: string, ordered: readonly number[]): Rolled {
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
    // Unsure (a run needs more faces: the order changed which later rolls are made): ask.
    asked.push(high.kind !== 'ok' || low.kind !== 'ok' || !sameOrder(high.state, low.state));
  }
  const used = first.dice.at;
  const tail = faces.slice(used);
  const last = run(ruleSet, state, cmd, faces, tail, (k) => (asked[k] ? 'ask' : 'seeded'));
  if (last.kind === 'refused') return last;
  if (last.kind === 'need') return last.need;
  if (last.dice.at !== used) {
    // The tie-break faces changed which other rolls the command makes (who starts the round, and
    // rolls at his turn's start): the split between other faces and tie-break faces no longer
    // holds. Every tie-break die is then asked where the command rolls it, as meta.faces does.
    const inline = run(ruleSet, state, cmd, faces, [], () => 'inline');
    if (inline.kind === 'refused') return inline;
    if (inline.kind === 'need') return inline.need;
    return leftOver(faces, inline.dice.at, inline.dice.ordered);
  }
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

/**
 * The question a prompt asks for a need, in plain words: `Akodo's attack: 6k3, type 6 d10`, or
 * `Akodo's attack: 6k3, 1 die exploded: type 1 more d10`. `name` turns `why.by` into a name.
 */
export function needText(need: RollNeed, name: (id: string) => string = (id) => id): string {
  const who = need.why?.by === undefined ? '' : `${name(need.why.by)}'s `;
  const what = need.why ? `${who}${need.why.what}: ` : '';
  const die = `d${need.sides}`;
  const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;
  const ask =
    need.cause === 'roll'
      ? `type ${need.count} ${die}`
      : need.cause === 'explosion'
        ? `${dice(need.count)} exploded: type ${need.count} more ${die}`
        : `${dice(need.count)} to roll again: type ${need.count} ${die}`;
  return `${what}${need.expression}, ${ask}`;
}
