/**
 * The grapple's odds (seed 002, Grapple, and escaping one): P(win) of the opposed athletics roll
 * (or the escaper's better of athletics and acrobatics), ties to the defender; Grapple on an armed
 * foe provokes an attack of opportunity first.
 */
import type { Combatant, Command, CombatState, Odds } from '../../../../engine/index.js';
import { bestSkill, type Skill } from '../arguments.js';
import { provokes } from '../choices.js';
import { grapplerOf, isArmed } from '../cond.js';
import { contestOdds } from '../contest.js';
import { athleticsContest, escapeContest } from './decide.js';

export const grappleOdds = (s: CombatState, me: Combatant, t: Combatant): Odds =>
  contestOdds(s, athleticsContest(me, t), isArmed(t) && provokes(s, t, me, 'grapple'));

export const escapeWith = (s: CombatState, me: Combatant, g: Combatant, how: Skill): Odds =>
  contestOdds(s, escapeContest(me, g, how), false);

/** Escape's odds for the command: its skill, or the escaper's best. */
export function escapeOdds(s: CombatState, me: Combatant, command: Command): Odds | undefined {
  const g = grapplerOf(s, me);
  const how = command.data?.['how'];
  const skill = how === 'athletics' || how === 'acrobatics' ? how : bestSkill(me);
  return g ? escapeWith(s, me, g, skill) : undefined;
}
