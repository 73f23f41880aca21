/**
 * Advantage and disadvantage (seed 002 names both: missile attacks "suffer disadvantage", Support
 * gives "advantage", Disarm, Grapple, Push and Trip are rolled "at disadvantage"). The rule d20
 * players expect (D&D 5e): a roll with advantage rolls two d20 and keeps the higher, with
 * disadvantage the lower; any advantage and any disadvantage cancel to one d20, however many of
 * each; several of one kind count once. The sources are named, for the log and the odds.
 */
import {
  withinReach,
  type Combatant,
  type CombatState,
  type Position,
} from '../../../engine/index.js';
import { withBonus } from './notation.js';
import { defendLasts, proneEffects } from '../options.js';
import { isMissile, type Weapon } from '../sheet.js';
import type { Mode, ModeSources } from '../events.js';
import { combatantOf, dataOf, gameOf, inHand, isUp, nameOf, type Defense } from '../state.js';

// The modes and the weapons in hand are shared data (events.ts, state.ts); read here with the rest.
export type { Mode, ModeSources } from '../events.js';
export { inHand } from '../state.js';

/** The mode of a roll from its sources (any of each cancel). */
export function modeOf(sources: ModeSources): Mode {
  const adv = (sources.advantage?.length ?? 0) > 0;
  const dis = (sources.disadvantage?.length ?? 0) > 0;
  if (adv === dis) return 'normal';
  return adv ? 'advantage' : 'disadvantage';
}

/** Both lists of sources together. */
export function mergeSources(a: ModeSources, b: ModeSources | undefined): ModeSources {
  if (!b) return a;
  return {
    advantage: [...(a.advantage ?? []), ...(b.advantage ?? [])],
    disadvantage: [...(a.disadvantage ?? []), ...(b.disadvantage ?? [])],
  };
}

/** The d20 of a roll in `mode`: `1d20`, `2d20kh1`, `2d20kl1` (the kept die is the natural). */
export const d20Of = (mode: Mode): string =>
  mode === 'advantage' ? '2d20kh1' : mode === 'disadvantage' ? '2d20kl1' : '1d20';

/** The attack roll in `mode` with a bonus: `1d20+5`, `2d20kh1+5`, `2d20kl1+5` (cached strings). */
export const d20PlusIn = (mode: Mode, bonus: number): string => withBonus(d20Of(mode), bonus);

/** P(the kept d20 shows n), exactly: 1/20; advantage (2n−1)/400; disadvantage (41−2n)/400. */
export function naturalChance(n: number, mode: Mode): number {
  if (mode === 'advantage') return (2 * n - 1) / 400;
  if (mode === 'disadvantage') return (41 - 2 * n) / 400;
  return 1 / 20;
}

// ---------------------------------------------------------------------------------------------
// The situation's sources (README, "Advantage and disadvantage").

/** No source at all (shared: attackSources returns this very object when nothing applies). */
export const NO_SOURCES: ModeSources = { advantage: [], disadvantage: [] };

/** The longest reach of a melee weapon in hand (0: none). */
export function meleeReachInHand(c: Combatant): number {
  let r = 0;
  // Stryker disable next-line EqualityOperator: `>=` keeps the same longest reach on a tie
  for (const w of inHand(c)) if (w.reach > r && !isMissile(w)) r = w.reach;
  return r;
}

/** Whether c threatens `at` in melee: a melee weapon in hand reaches it. */
export function threatens(c: Combatant, at: Position): boolean {
  const reach = meleeReachInHand(c);
  return reach > 0 && withinReach(c.position, at, reach);
}

/**
 * How far a combatant guards (Defend: "an ally within melee reach"): the longest reach of a melee
 * weapon in hand, and at least 5 ft (an arm's length, for an archer or a disarmed guard).
 */
export function guardReach(c: Combatant): number {
  let r = 5;
  // Stryker disable next-line EqualityOperator: `>=` keeps the same longest reach on a tie
  for (const w of inHand(c)) if (!isMissile(w) && w.reach > r) r = w.reach;
  return r;
}

/**
 * Whether a Defend still protects: its defender is up and, guarding an ally, still within melee
 * reach of them; `defendLasts` 'end-of-round': taken this round; 'next-turn': the entry is removed
 * as the defender's next turn starts (evolve), and never outlives the next round.
 */
export function defendActive(state: CombatState, d: Defense): boolean {
  const by = combatantOf(state, d.by);
  const protect = combatantOf(state, d.protect);
  if (!by || !protect || !isUp(by)) return false;
  const lasts = defendLasts(state.options);
  if (lasts === 'end-of-round' ? d.round !== state.round : state.round - d.round > 1) return false;
  return by.id === protect.id || withinReach(by.position, protect.position, guardReach(by));
}

/**
 * The named sources of advantage and disadvantage the situation gives an attack by `attacker` on
 * `target` with `weapon` (`null`: a spell's attack roll):
 * - seed 002 "Missile attacks suffer disadvantage if an attacker is threatened in melee" (an enemy
 *   up and not surprised has a melee weapon in hand that reaches the attacker) "or shooting at
 *   creatures engaged in melee with its allies" (an ally of the attacker, up, and the target
 *   threaten one another: either reaches the other with a melee weapon in hand);
 * - Defend: "Melee and missile attacks against you or that ally ... suffer disadvantage" (weapon
 *   attacks only: a spell is neither);
 * - Support: "Your ally gains advantage on attacks against a specific target ... for the rest of
 *   the round" (any attack roll, spells too);
 * - prone (option `proneEffects` 'd20'): melee attacks against a prone target with advantage,
 *   missile and spell attacks against it with disadvantage; a prone attacker with disadvantage.
 * Nothing is allocated when no source applies (the common case).
 */
export function attackSources(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
  weapon: Weapon | null,
): ModeSources {
  const game = gameOf(state);
  const missile = weapon !== null && isMissile(weapon);
  const proneFx =
    (dataOf(attacker).cond.prone || dataOf(target).cond.prone) &&
    proneEffects(state.options) === 'd20';
  // Stryker disable next-line ConditionalExpression: a shortcut; the checks below find nothing either
  if (!missile && !proneFx && game.defends.length === 0 && game.supports.length === 0)
    return NO_SOURCES;
  const advantage: string[] = [];
  const disadvantage: string[] = [];
  if (missile) missileSources(state, attacker, target, disadvantage);
  if (weapon !== null)
    for (const d of game.defends)
      if (d.protect === target.id && defendActive(state, d))
        disadvantage.push(`defended by ${nameOf(state, d.by)}`);
  for (const s of game.supports)
    if (s.ally === attacker.id && s.target === target.id && s.round === state.round)
      advantage.push(`supported by ${nameOf(state, s.by)}`);
  if (proneFx) {
    if (dataOf(target).cond.prone) {
      if (weapon !== null && !missile) advantage.push('target prone');
      else disadvantage.push('target prone');
    }
    if (dataOf(attacker).cond.prone) disadvantage.push('attacker prone');
  }
  return advantage.length === 0 && disadvantage.length === 0
    ? NO_SOURCES
    : { advantage, disadvantage };
}

function missileSources(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
  out: string[],
): void {
  const targetReach = meleeReachInHand(target);
  for (const id of state.order) {
    const c = state.combatants[id];
    if (!c || c.id === attacker.id || !isUp(c)) continue;
    if (c.side !== attacker.side) {
      const reach = meleeReachInHand(c);
      if (reach > 0 && !dataOf(c).surprised && withinReach(c.position, attacker.position, reach))
        out.push(`threatened in melee by ${c.name}`);
    } else if (c.id !== target.id) {
      const reach = Math.max(meleeReachInHand(c), targetReach);
      if (reach > 0 && withinReach(c.position, target.position, reach))
        out.push(`target in melee with ${c.name}`);
    }
  }
}
