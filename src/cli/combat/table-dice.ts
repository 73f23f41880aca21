/**
 * Physical dice at `fray play`'s prompt, roll by roll (issue 16): for a chosen command, the
 * engine's probe (src/engine/probe.ts) says which roll comes next and how many dice it needs
 * ("Akodo Toshiro's attack: 6k3, type 6 d10 or press Enter to roll"), an exploding die is asked for
 * when it explodes, a tie-break die only on a tie. A face out of range or a wrong count is asked
 * again with the reason, and nothing is sent until every roll has its faces; Enter rolls that
 * roll's dice from the seed (shown, and kept in the command's `meta.faces` like typed ones, so the
 * log replays exactly). The command goes to the engine once, with all its faces.
 */
import { deriveRng, type Rng } from '../../dice/index.js';
import {
  nextRoll,
  rollFaces,
  rollsOf,
  type Command,
  type CombatState,
  type RollNeed,
  type RuleSet,
} from '../../engine/index.js';

/** What the prompt returns: the command with its faces, nothing (cancelled), or the end of input. */
export type Asked =
  | { readonly kind: 'send'; readonly command: Command }
  | { readonly kind: 'cancelled' | 'end' }
  | { readonly kind: 'refused'; readonly message: string; readonly code: string };

export interface DicePrompt {
  /** Prints lines. */
  readonly say: (lines: readonly string[]) => void;
  /** Shows the question and waits for a line (undefined at the end of the input). */
  readonly ask: (question: string) => Promise<string | undefined>;
}

/** Asks for the command's dice, roll by roll, until every roll has its faces. */
export async function askDice(
  rs: RuleSet,
  state: CombatState,
  command: Command,
  prompt: DicePrompt,
): Promise<Asked> {
  const faces: number[] = [];
  let rng: Rng | undefined;
  for (;;) {
    const probe = nextRoll(rs, state, command, faces);
    if (probe.kind === 'done' && probe.faces.length === 0) return { kind: 'send', command };
    if (probe.kind === 'done')
      return {
        kind: 'send',
        command: { ...command, meta: { ...command.meta, faces: [...probe.faces] } },
      };
    if (probe.kind === 'refused')
      return { kind: 'refused', message: probe.error.message, code: probe.error.code };
    const line = await prompt.ask(`${question(state, command, probe)} > `);
    if (line === undefined) return { kind: 'end' };
    const text = line.trim().toLowerCase();
    if (text === 'c' || text === 'q' || text === 'cancel') return { kind: 'cancelled' };
    if (text === '') {
      rng ??= deriveRng(state.seed, 'table-dice', state.version);
      const rolled = rollFaces(probe, rng);
      prompt.say([`  rolled ${rolled.join(', ')}`]);
      faces.push(...rolled);
      continue;
    }
    const typed = readFaces(text, probe);
    if (typeof typed === 'string') {
      prompt.say([`  ${typed}`]);
      continue;
    }
    faces.push(...typed);
  }
}

/** `Akodo Toshiro's attack: 6k3, type 6 d10 or press Enter to roll (c cancels)`. */
export function question(state: CombatState, command: Command, need: RollNeed): string {
  const by = need.why?.by ?? command.meta?.actor;
  const who = by === undefined || by === 'gm' ? 'GM' : (state.combatants[by]?.name ?? by);
  const what = need.why?.what ?? 'roll';
  const die = `d${String(need.sides)}`;
  const dice = need.count === 1 ? `1 ${die}` : `${need.count} ${die}`;
  const more =
    need.cause === 'explosion'
      ? `${need.count === 1 ? 'a die' : `${need.count} dice`} exploded: type ${dice} more`
      : need.cause === 'reroll'
        ? `reroll ${dice}`
        : `type ${dice}`;
  const so = need.have.length > 0 ? ` (so far ${need.have.join(', ')})` : '';
  return `${who}'s ${what}: ${need.expression}${so}, ${more} or press Enter to roll (c cancels)`;
}

/** The faces typed for a need, or why they do not fit: whole numbers, as many as asked, in range. */
export function readFaces(text: string, need: RollNeed): number[] | string {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (!parts.every((p) => /^[+-]?\d+$/.test(p)))
    return `faces are whole numbers, e.g. ${example(need)}: type them again`;
  const faces = parts.map(Number);
  if (faces.length !== need.count)
    return `${need.count} ${need.count === 1 ? 'face is' : 'faces are'} asked for, not ${faces.length}: type ${need.count}, e.g. ${example(need)}`;
  const bad = faces.find((f) => f < need.lo || f > need.hi);
  if (bad !== undefined)
    return `${bad} is not a face of a d${String(need.sides)} (${need.lo} to ${need.hi}): type the ${need.count === 1 ? 'face' : 'faces'} again`;
  return faces;
}

function example(need: RollNeed): string {
  return Array.from({ length: need.count }, (_, i) =>
    String(Math.min(need.hi, need.lo + i + 2)),
  ).join(',');
}

/** `attack 6k3, damage 3k2`: the rolls an option makes, for the menu; empty when none. */
export function rollsText(rs: RuleSet, state: CombatState, command: Command): string {
  return rollsOf(rs, state, command)
    .map((r) => (r.why ? `${r.why.what} ${r.expression}` : r.expression))
    .join(', ');
}
