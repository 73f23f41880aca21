/**
 * `protect-leader` (issue 7): guard the side's leader. The leader is the first combatant of the
 * side, in the encounter's order, who is still fighting (when he collapses the next one takes
 * over); the leader himself fights as `aggressive`. His guards:
 * - strike the foes at the leader first: a foe in the leader's melee counts three times his
 *   expected wounds, one within `guardRadius` + 2 m of him twice;
 * - when nothing is in reach, go for the foe nearest the leader once he comes within
 *   2 × `guardRadius` + 2 m of him; else step back to within `guardRadius` of the leader, on the
 *   side of that foe (a creature between a shooter and his target gives the target +2 cover,
 *   seed 001); close to the leader already, they hold.
 * Like every tactic they never walk out of a foe's melee (it would provoke).
 */
import {
  distance,
  type Combatant,
  type CombatState,
  type Policy,
  type Position,
} from '../../../engine/index.js';
import { MELEE_REACH, stepTowards } from '../ranges/index.js';
import { byHarm, fighting, type Weigh } from './strike.js';
import { fightOn, nearestFoe, nearestGoal, STOP_SHORT, turnPolicy, type Goal } from './turn.js';

/** The side's leader: its first combatant in the encounter's order who is still fighting. */
export function leaderOf(s: CombatState, side: string): Combatant | undefined {
  const all = s.combatants;
  for (const key in all) {
    const c = all[key];
    if (c && c.side === side && fighting(c)) return c;
  }
  return undefined;
}

function guard(guardRadius: number): Policy {
  const weighFor =
    (leader: Position): Weigh =>
    (_s, t, harm) => {
      const d = distance(t.position, leader);
      return harm * (d <= MELEE_REACH + 1e-9 ? 3 : d <= guardRadius + MELEE_REACH ? 2 : 1);
    };
  const goalFor =
    (leader: Combatant): Goal =>
    (s, c) => {
      const threat = nearestFoe(s, c, leader.position);
      if (!threat) return undefined;
      if (distance(threat.position, leader.position) <= 2 * guardRadius + MELEE_REACH)
        return { at: threat.position, short: STOP_SHORT };
      if (distance(c.position, leader.position) <= guardRadius) return undefined;
      const screen = stepTowards(leader.position, threat.position, guardRadius / 2, 0);
      return { at: screen, short: 0 };
    };
  return turnPolicy('protect-leader', (s, c) => {
    const leader = leaderOf(s, c.side);
    if (!leader || leader === c) return fightOn(s, c, byHarm, nearestGoal);
    return fightOn(s, c, weighFor(leader.position), goalFor(leader));
  });
}

export const protectLeader = (params: Readonly<Record<string, number>>): Policy =>
  guard(params['guardRadius'] ?? 4);
