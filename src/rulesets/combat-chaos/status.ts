/**
 * A combatant's state in one line for `fray run`, `fray play` and the tracker: health, the actions
 * left on his turn, his reaction, and what the maneuvers left on him (prone, grappled, weapons on
 * the ground, a braced polearm, a charge under way, Defend and Support).
 */
import type { CombatantId, CombatState } from '../../engine/index.js';
import { combatantOf, dataOf, gameOf, nameOf, sheetOf } from './state.js';

export function status(s: CombatState, id: CombatantId): string {
  const c = combatantOf(s, id);
  if (!c) return '';
  const d = dataOf(c);
  const parts = [d.health > 0 ? `health ${d.health}/${sheetOf(c).health}` : 'down'];
  if (s.status === 'active' && s.current === id && d.health > 0) {
    const b = d.budget;
    const left = [
      b.action > 0 || b.attacks > 0 ? (b.attacks > 0 ? `${b.attacks} attack(s)` : 'action') : '',
      b.move > 0 ? (b.move < 1 ? 'half a move' : 'move') : '',
      b.bonus > 0 ? 'bonus action' : '',
    ].filter(Boolean);
    parts.push(left.length ? `${left.join(', ')} left` : 'nothing left');
  }
  if (d.health > 0) parts.push(d.budget.reaction > 0 ? 'reaction ready' : 'reaction used');
  if (d.surprised) parts.push('surprised');
  const k = d.cond;
  if (k.prone) parts.push('prone');
  if (k.grappledBy) parts.push(`grappled by ${nameOf(s, k.grappledBy)}`);
  if (k.dropped.length) parts.push(`dropped: ${k.dropped.join(', ')}`);
  if (k.bracing) parts.push('bracing');
  if (k.charge && !k.charge.used) parts.push(`charged ${Math.round(k.charge.distance)} ft`);
  const g = gameOf(s);
  for (const x of g.defends)
    if (x.protect === id && x.round >= s.round - 1) parts.push(`defended by ${nameOf(s, x.by)}`);
  for (const x of g.supports)
    if (x.ally === id && x.round === s.round)
      parts.push(`supported against ${nameOf(s, x.target)}`);
  return parts.join(' · ');
}
