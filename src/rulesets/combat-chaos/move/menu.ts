/**
 * Movement's menu entries (seed 002, Move): towards each enemy out of striking distance (stopping
 * where a weapon reaches: each distinct reach or range), and away from each enemy within it.
 */
import {
  distance,
  towards,
  type ActionOption,
  type Combatant,
  type CombatState,
  type Position,
} from '../../../engine/index.js';
import { strikeDistance } from '../attack/index.js';
import { dataOf, isUp, sheetOf, speedNow } from '../state.js';

const ft = (n: number): number => Math.round(n * 10) / 10;

export function moveEntries(s: CombatState, me: Combatant): ActionOption[] {
  const left = dataOf(me).budget.move;
  // Grappled: 0; prone: half (a crawl); after standing up only half the move is left, and after a
  // Move what it did not cover ("move up to your speed between attacks").
  const speed = speedNow(s, me) * Math.min(1, left);
  if (left <= 0 || speed <= 0) return [];
  const reaches = [...new Set(sheetOf(me).weapons.map(strikeDistance))];
  const out: ActionOption[] = [];
  const seen = new Set<string>();
  const push = (to: Position, label: string) => {
    const key = `${to.x},${to.y}`;
    // Already there (a split move that stopped at this reach): nothing to offer.
    if (seen.has(key) || distance(me.position, to) < 1e-6) return;
    seen.add(key);
    out.push({ command: { type: 'Move', data: { to } }, label });
  };
  for (const t of Object.values(s.combatants).filter((c) => c.side !== me.side && isUp(c))) {
    const d = distance(me.position, t.position);
    for (const r of reaches) {
      if (d <= r) continue;
      const to = towards(me.position, t.position, Math.min(speed, d - r));
      push(to, `Move ${ft(distance(me.position, to))} ft towards ${t.name}`);
    }
    if (d > 0 && d <= Math.max(...reaches)) {
      const k = speed / d;
      const p = me.position;
      const to = { x: p.x + (p.x - t.position.x) * k, y: p.y + (p.y - t.position.y) * k };
      push(to, `Move ${ft(speed)} ft away from ${t.name}`);
    }
  }
  return out;
}
