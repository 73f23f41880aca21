/**
 * A combatant's state in one line for `fray run`, `fray play` and the tracker: health, what is left
 * on his turn that he can use (the action or the attacks of it, the feet of move he can still walk
 * or crawl, a bonus action with a use), his reaction, and what the maneuvers left on him (prone,
 * grappled, weapons on the ground, a braced polearm, a charge under way, Defend and Support). Each
 * part says only what is true now: no move for one held in a grapple (speed 0), no "reaction
 * ready" while surprised, no bonus action with nothing to spend it on.
 */
import type { CombatantId, CombatState } from '../../engine/index.js';
import { defendActive } from './attack/index.js';
import { hasBonusAttack, hasBonusUse, speedNow } from './maneuvers/index.js';
import { canReact, combatantOf, dataOf, gameOf, nameOf, sheetOf } from './state.js';

const ft = (n: number): string => `${Math.round(n * 10) / 10} ft`;

export function status(s: CombatState, id: CombatantId): string {
  const c = combatantOf(s, id);
  if (!c) return '';
  const d = dataOf(c);
  const up = d.health > 0;
  const parts = [up ? `health ${d.health}/${sheetOf(c).health}` : 'down'];
  if (s.status === 'active' && s.current === id && up) {
    const b = d.budget;
    const left: string[] = [];
    if (b.attacks > 0) left.push(b.attacks === 1 ? '1 attack' : `${b.attacks} attacks`);
    else if (b.action > 0) left.push('action');
    // The feet he can still cover: none while held (speed 0), half while crawling.
    const feet = b.move > 0 ? speedNow(s, c) * Math.min(1, b.move) : 0;
    if (feet > 0) left.push(`${d.cond.prone ? 'crawl' : 'move'} ${ft(feet)}`);
    else if (b.move > 0 && d.cond.dropped.length > 0) left.push('the move (to pick up a weapon)');
    if (hasBonusUse(s, c) || hasBonusAttack(c)) left.push('bonus action');
    parts.push(left.length ? `${left.join(', ')} left` : 'nothing left');
  }
  if (up && !d.surprised) parts.push(canReact(c) ? 'reaction ready' : 'reaction used');
  if (d.surprised) parts.push('surprised');
  const k = d.cond;
  // Down, he braces nothing and charges nowhere: only what still holds of him is said.
  if (!up) return parts.join(' · ');
  if (k.prone) parts.push('prone');
  if (k.grappledBy) parts.push(`grappled by ${nameOf(s, k.grappledBy)}`);
  if (k.dropped.length) parts.push(`dropped: ${k.dropped.join(', ')}`);
  if (k.bracing) parts.push('bracing');
  if (k.charge && !k.charge.used) parts.push(`charged ${Math.round(k.charge.distance)} ft`);
  const g = gameOf(s);
  for (const x of g.defends)
    if (x.protect === id && defendActive(s, x)) parts.push(`defended by ${nameOf(s, x.by)}`);
  for (const x of g.supports)
    if (x.ally === id && x.round === s.round)
      parts.push(`supported against ${nameOf(s, x.target)}`);
  return parts.join(' · ');
}
