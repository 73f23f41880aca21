/**
 * What every elan-moxie tactic does alike (issue 7), from the state alone:
 * - answers an Attack of Opportunity offered to it (it costs no action: always taken, with the
 *   offered weapon or ability expected to wound most);
 * - on its turn, the chores that leave no choice: a collapsed combatant only ends his turn; the
 *   attacker of a grapple lets go (Release, a Free action: no Attack action while grappling), a
 *   pinned one tries to Escape with the better of Agility and Strength;
 * - the plain fight: strike, else stand up, pick a weapon up or move, never out of a foe's melee
 *   (that would provoke; Withdraw is the skirmisher's), then end the turn.
 * The rule set's menus (`ctx.options()`) are only asked in a state no tactic expects.
 */
import {
  distance,
  type Combatant,
  type Command,
  type CombatState,
  type Policy,
  type PolicyContext,
  type Position,
} from '../../../engine/index.js';
import { cannotFree, cannotSpend } from '../actions/index.js';
import { grappleOf } from '../state.js';
import { movementOf } from '../attack/index.js';
import { canReact, pendingOffer } from '../opportunity/index.js';
import { readOptions } from '../options.js';
import { MELEE_REACH, stepTowards } from '../ranges/index.js';
import { dataOf, gameOf, sheetOf } from '../state.js';
import { answerOpportunity } from './react.js';
import {
  bestStrike,
  fighting,
  foeWithin,
  strikeCommand,
  weaponReach,
  type Weigh,
} from './strike.js';

export const END_TURN: Command = { type: 'EndTurn' };
const DECLINE: Command = { type: 'DeclineReaction' };
const RELEASE: Command = { type: 'Release' };
const STAND: Command = { type: 'Stand' };
const ESCAPE_AGILITY: Command = { type: 'Escape', data: { how: 'agility' } };
const ESCAPE_STRENGTH: Command = { type: 'Escape', data: { how: 'strength' } };

/** Where a move towards a foe stops: inside melee reach, with room to spare (as the menus do). */
export const STOP_SHORT = MELEE_REACH - 0.5;

/** A turn's own choice, once the chores are done: `c` is the current combatant, fighting and free. */
export type TurnChoice = (state: CombatState, c: Combatant) => Command;

/** A policy: reactions answered, chores done, the rest left to `turn`. */
export function turnPolicy(name: string, turn: TurnChoice): Policy {
  return {
    name,
    choose(ctx) {
      const s = ctx.state;
      if (s.pending) return pendingOffer(s) ? answerOpportunity(s, ctx.actor) : DECLINE;
      const c = s.current === ctx.actor ? s.combatants[ctx.actor] : undefined;
      if (!c) return fallback(ctx);
      return chores(s, c) ?? turn(s, c);
    },
  };
}

/** A state no tactic expects (not the actor's turn): pass, by the rule set's own menu. */
function fallback(ctx: PolicyContext): Command {
  const options = ctx.options();
  for (const o of options) if (o.command.type === 'EndTurn') return o.command;
  return options[0]?.command ?? END_TURN;
}

/** The command a collapse or a grapple forces, if any. */
function chores(s: CombatState, c: Combatant): Command | undefined {
  const d = dataOf(c);
  if (!fighting(c)) return END_TURN;
  const game = gameOf(s);
  if (game.grapples.length === 0) return undefined;
  const g = grappleOf(game, c.id);
  if (!g) return undefined;
  if (g.attacker === c.id)
    return cannotFree(d, readOptions(s.options).freeActionLimit) ? END_TURN : RELEASE;
  if (cannotSpend(d, readOptions(s.options).escapeAction)) return END_TURN;
  const sheet = sheetOf(c);
  // Both are opposed by the holder's Strength: the higher score is the better chance.
  return sheet.agility >= sheet.strength ? ESCAPE_AGILITY : ESCAPE_STRENGTH;
}

/** Whether a foe able to strike stands in `c`'s melee: moving away would offer him an attack. */
export function engaged(s: CombatState, c: Combatant): boolean {
  const all = s.combatants;
  for (const key in all) {
    const o = all[key];
    if (!o || o.side === c.side) continue;
    const d = distance(c.position, o.position);
    if (d > 0 && d <= MELEE_REACH + 1e-9 && canReact(s, o)) return true;
  }
  return false;
}

/** A Move towards `at`, stopping `short` metres before it; undefined when there is no way to go. */
export function moveTowards(c: Combatant, at: Position, short: number): Command | undefined {
  const movement = movementOf(c);
  if (movement <= 0) return undefined;
  const to = stepTowards(c.position, at, movement, short);
  if (to === c.position) return undefined;
  return { type: 'Move', data: { to } };
}

/** Where the plain fight moves: a point and how far short of it to stop; undefined to hold. */
export type Goal = (s: CombatState, c: Combatant) => { at: Position; short: number } | undefined;

/**
 * The plain fight: the tactic's best strike while the Attack action is left; then, with a Move
 * action left, stand up when prone, pick up a weapon when none is in hand (or while held in
 * melee), else move towards the goal when out of every foe's melee and no foe is in reach any
 * more; else end the turn.
 */
export function fightOn(s: CombatState, c: Combatant, weigh: Weigh, goal: Goal): Command {
  const d = dataOf(c);
  const canAttack = cannotSpend(d, 'attack') === undefined;
  if (canAttack) {
    const strike = bestStrike(s, c, weigh);
    if (strike) return strikeCommand(strike);
  }
  if (cannotSpend(d, 'move') !== undefined) return END_TURN;
  if (d.prone) return STAND;
  const dropped = d.dropped[0];
  if (dropped !== undefined && weaponReach(c) === 0) return pickUp(dropped);
  if (engaged(s, c)) return dropped === undefined ? END_TURN : pickUp(dropped);
  // The reach is worked out only here: most turns end engaged, just above.
  if (!canAttack && foeWithin(s, c, c.position, weaponReach(c)))
    return dropped === undefined ? END_TURN : pickUp(dropped);
  const g = goal(s, c);
  return (g && moveTowards(c, g.at, g.short)) ?? END_TURN;
}

const pickUp = (weapon: string): Command => ({ type: 'PickUp', data: { weapon } });

/** The fighting foe nearest to `from`, seen from `c`'s side. */
export function nearestFoe(s: CombatState, c: Combatant, from: Position): Combatant | undefined {
  let best: Combatant | undefined;
  let bestD = Infinity;
  const all = s.combatants;
  for (const key in all) {
    const o = all[key];
    if (!o || o.side === c.side || !fighting(o)) continue;
    const d = distance(from, o.position);
    if (d < bestD) {
      best = o;
      bestD = d;
    }
  }
  return best;
}

/** The aggressive goal: the nearest fighting foe, into melee. */
export const nearestGoal: Goal = (s, c) => {
  const foe = nearestFoe(s, c, c.position);
  return foe ? { at: foe.position, short: STOP_SHORT } : undefined;
};

/** The ranged goal: towards the nearest fighting foe, stopping once the longest weapon reaches him. */
export const rangedGoal: Goal = (s, c) => {
  const foe = nearestFoe(s, c, c.position);
  return foe ? { at: foe.position, short: Math.max(STOP_SHORT, weaponReach(c) - 1) } : undefined;
};
