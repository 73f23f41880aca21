/** Getting up's log lines (seed 002, Kipup and standing up). */
import type { CombatState } from '../../../../engine/index.js';
import type { KippedUpData, StoodUpData } from '../../events.js';
import { nameOf } from '../../state.js';
import { num } from '../lines.js';

export const kipupLine = (s: CombatState, k: KippedUpData): string =>
  `${nameOf(s, k.actor)} kips up (${k.uses === 'bonus' ? 'bonus action' : 'reaction'}): on their feet, no roll, no attack of opportunity`;

export const standLine = (s: CombatState, u: StoodUpData): string =>
  `${nameOf(s, u.actor)} stands up (${num(u.cost)} ft, half the move)`;
