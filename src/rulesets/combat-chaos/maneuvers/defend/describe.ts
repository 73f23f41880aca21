/** Defend's log line (seed 002, Defend). */
import type { CombatState } from '../../../../engine/index.js';
import type { DefendedData } from '../../events.js';
import { nameOf } from '../../state.js';

export function defendedLine(s: CombatState, g: DefendedData): string {
  const whom = g.protect === g.actor ? 'themself' : nameOf(s, g.protect);
  return `${nameOf(s, g.actor)} defends ${whom}: melee and missile attacks against them suffer disadvantage`;
}
