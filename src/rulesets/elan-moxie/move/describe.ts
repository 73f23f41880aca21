/**
 * Log lines of movement: Withdraw, standing up and picking a weapon up. A plain Move is
 * describe.ts's; the Attacks of Opportunity a move provokes are opportunity/'s.
 */
import type { GameEvent, CombatState, Position } from '../../../engine/index.js';
import { nameOf } from '../state.js';

export function describeMove(event: GameEvent, state: CombatState): string | undefined {
  const d = event.data;
  switch (event.type) {
    case 'Moved': {
      if (d['action'] !== 'withdraw') return undefined;
      const m = typeof d['distance'] === 'number' ? d['distance'] : 0;
      const via = d['via'] as Position | undefined;
      const bend = via ? ` by way of (${via.x.toFixed(1)}, ${via.y.toFixed(1)})` : '';
      return `${nameOf(state, d['actor'])} withdraws ${m.toFixed(1)} m${bend} (no attacks of opportunity)`;
    }
    case 'StoodUp':
      return `${nameOf(state, d['actor'])} stands back up (Move action)`;
    case 'PickedUp':
      return `${nameOf(state, d['actor'])} picks his ${String(d['weapon'])} back up (Move action)`;
    default:
      return undefined;
  }
}
