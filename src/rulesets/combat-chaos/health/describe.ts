/** The GM's health adjustment, as a log line. */
import type { CombatState } from '../../../engine/index.js';
import type { HealthAdjustedData } from '../events.js';
import { nameOf } from '../state.js';

export const adjustedLine = (s: CombatState, h: HealthAdjustedData): string =>
  `The GM ${h.delta < 0 ? 'harms' : 'heals'} ${nameOf(s, h.id)} by ${Math.abs(h.delta)} (health ${h.health})`;
