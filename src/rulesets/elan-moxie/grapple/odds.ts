/**
 * Exact odds of a grapple's Escape, before the roll: `hit` is P(1d20 + Agility or Strength > the
 * holder's 1d20 + Strength), counted over the 400 pairs of dice (a tie holds).
 */
import type { Combatant, CombatState, Odds } from '../../../engine/index.js';
import { pct } from '../attack/index.js';
import { gameOf, grappleOf, sheetOf } from '../state.js';

/** P(1d20 + mine > 1d20 + theirs): the cases over the 400 equally likely pairs. */
export function beatChance(mine: number, theirs: number): number {
  let wins = 0;
  for (let a = 1; a <= 20; a++) {
    // b + theirs < a + mine  ⇔  b ≤ a + mine − theirs − 1
    wins += Math.min(20, Math.max(0, a + mine - theirs - 1));
  }
  return wins / 400;
}

/** The odds of a pinned defender's Escape { how }; undefined when he is not pinned. */
export function escapeOdds(state: CombatState, c: Combatant, how: unknown): Odds | undefined {
  const g = grappleOf(gameOf(state), c.id);
  const holder = g && g.defender === c.id ? state.combatants[g.attacker] : undefined;
  if (!holder || (how !== 'agility' && how !== 'strength')) return undefined;
  const s = sheetOf(c);
  const p = beatChance(how === 'agility' ? s.agility : s.strength, sheetOf(holder).strength);
  const what = how === 'agility' ? 'escape' : 'reverse';
  return { hit: p, note: `${what} ${pct(p)} (must beat ${holder.name}'s Strength roll)` };
}
