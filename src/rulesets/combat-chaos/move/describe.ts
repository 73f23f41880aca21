/** Movement's log line (seed 002, Move). */
import type { CombatState } from '../../../engine/index.js';
import type { MovedData } from '../events.js';
import { nameOf } from '../state.js';

const num = (n: number): string => String(Math.round(n * 10) / 10);

export const movedLine = (s: CombatState, m: MovedData): string =>
  `${nameOf(s, m.actor)} moves ${num(m.distance)} ft to (${num(m.to.x)}, ${num(m.to.y)})`;
