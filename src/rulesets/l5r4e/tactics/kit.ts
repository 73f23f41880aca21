/**
 * What the simulator's tactics (tactics/tactics.ts) share: a Turn (the state, the acting combatant and the
 * tactic's parameters), tactics as lists of Steps (each proposes a command or passes), the
 * commands built once and reused (a policy decides thousands of times a second: no strings, no
 * menus), and the questions every step asks (who is a foe, who is in reach, how hurt someone is).
 * Every command a step returns is first checked by the plan function decide uses, so the engine
 * never refuses it.
 */
import {
  distance,
  type ActionOption,
  type Combatant,
  type Command,
  type CombatState,
  type Policy,
  type PolicyContext,
} from '../../../engine/index.js';
import { isRanged } from '../attack/index.js';
import type { Data, Weapon } from '../sheet.js';
import { dataOf, inFight, rankOf, sheetOf } from '../state.js';

/** One decision: the state, the combatant who acts and the tactic's parameters. */
export interface Turn {
  readonly state: CombatState;
  readonly c: Combatant;
  readonly d: Data;
  readonly params: Readonly<Record<string, number>>;
}

/** A part of a tactic: the command it proposes now, or undefined to let the next step decide. */
export type Step = (t: Turn) => Command | undefined;

export const END_TURN: Command = { type: 'EndTurn' };
const DECLINE: Command = { type: 'DeclineReaction' };

/**
 * The answer to a question that is not one's own Turn (a pending reaction: l5r4e asks none, but
 * the engine may): decline it, else the first option that passes. The only use of the full menu.
 */
function answer(ctx: PolicyContext): Command {
  if (ctx.state.pending?.reactor === ctx.actor) return DECLINE;
  const options: readonly ActionOption[] = ctx.options();
  for (const o of options)
    if (o.command.type === 'EndTurn' || o.command.type === 'DeclineReaction') return o.command;
  return options[0]?.command ?? END_TURN;
}

/** A policy that runs the steps in order and takes the first command proposed, else EndTurn. */
export function stepsPolicy(
  name: string,
  steps: readonly Step[],
  params: Readonly<Record<string, number>>,
): Policy {
  return {
    name,
    choose(ctx) {
      const state = ctx.state;
      if (state.pending !== null || state.current !== ctx.actor) return answer(ctx);
      const c = state.combatants[ctx.actor];
      if (!c) return END_TURN;
      const turn: Turn = { state, c, d: dataOf(c), params };
      for (const step of steps) {
        const command = step(turn);
        if (command !== undefined) return command;
      }
      return END_TURN;
    },
  };
}

/**
 * Commands by key, made once: a policy returns the same few commands over and over (the engine
 * never changes a command), so building them again would only feed the garbage collector.
 */
export class Commands<K> {
  private readonly made = new Map<K, Command>();
  constructor(private readonly make: (key: K) => Command) {}
  get(key: K): Command {
    let c = this.made.get(key);
    if (c === undefined) {
      c = this.make(key);
      if (this.made.size >= 4096) this.made.clear();
      this.made.set(key, c);
    }
    return c;
  }
}

/** A foe still in the fight. */
export const isFoe = (c: Combatant, o: Combatant): boolean => o.side !== c.side && inFight(o);

/** An ally still in the fight (not the combatant itself). */
export const isAlly = (c: Combatant, o: Combatant): boolean =>
  o.id !== c.id && o.side === c.side && inFight(o);

/** Wounds a combatant can still take before Out (reference §4: past the Down Rank). */
export function woundsLeft(c: Combatant): number {
  const t = sheetOf(c).thresholds;
  return (t[6] ?? 0) - dataOf(c).wounds;
}

/**
 * How far the weapon strikes: its reach, or a ranged weapon's range (twice it for a bow's long
 * shots; attackContext has the exact rule, this is only the cheap test before planning).
 */
export function strikeRange(w: Weapon): number {
  return isRanged(w) ? 2 * (w.range ?? 0) : w.reach;
}

/** The foe with the lowest `score` (e.g. the distance), or undefined when none is left. */
export function foeBy(
  state: CombatState,
  c: Combatant,
  score: (o: Combatant) => number,
): Combatant | undefined {
  let best: Combatant | undefined;
  let bestScore = Infinity;
  for (const id in state.combatants) {
    const o = state.combatants[id];
    if (!o || !isFoe(c, o)) continue;
    const s = score(o);
    if (s < bestScore) {
      best = o;
      bestScore = s;
    }
  }
  return best;
}

/** The nearest foe still in the fight. */
export const nearestFoe = (state: CombatState, c: Combatant): Combatant | undefined =>
  foeBy(state, c, (o) => distance(c.position, o.position));

/**
 * The leader of a side: its first combatant in the encounter's order still in the fight (the
 * order of `state.combatants`, which is the encounter file's).
 */
export function leaderOf(state: CombatState, side: string): Combatant | undefined {
  for (const id in state.combatants) {
    const o = state.combatants[id];
    if (o && o.side === side && inFight(o)) return o;
  }
  return undefined;
}

/** Some foe within `feet` of `who`. */
export function foeWithin(state: CombatState, side: string, who: Combatant, feet: number): boolean {
  for (const id in state.combatants) {
    const o = state.combatants[id];
    if (o && o.side !== side && inFight(o) && distance(o.position, who.position) <= feet + 1e-9)
      return true;
  }
  return false;
}

/**
 * Someone else of the side fights on: in the fight, not in the Full Defense Stance and below Wound
 * Rank `rank` (not one who would take Full Defense themself).
 */
export function allyFighting(state: CombatState, c: Combatant, rank: number): boolean {
  for (const id in state.combatants) {
    const o = state.combatants[id];
    if (o && isAlly(c, o) && dataOf(o).stance !== 'fullDefense' && rankOf(o) < rank) return true;
  }
  return false;
}
