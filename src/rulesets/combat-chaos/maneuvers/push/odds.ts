/** Push's odds (seed 002, Push): P(win) of the opposed athletics roll, ties to the defender. */
import type { Combatant, CombatState, Odds } from '../../../../engine/index.js';
import { contestOdds } from '../contest.js';
import { athleticsContest } from '../grapple/decide.js';

export const pushOdds = (s: CombatState, me: Combatant, t: Combatant): Odds =>
  contestOdds(s, athleticsContest(me, t), false);
