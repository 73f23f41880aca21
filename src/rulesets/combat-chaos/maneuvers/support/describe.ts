/** Support's log line (seed 002, Support). */
import type { CombatState } from '../../../../engine/index.js';
import type { SupportedData } from '../../events.js';
import { nameOf } from '../../state.js';

export const supportedLine = (s: CombatState, x: SupportedData): string =>
  `${nameOf(s, x.actor)} supports ${nameOf(s, x.ally)}: advantage on attacks against ${nameOf(s, x.target)} for the rest of the round`;
