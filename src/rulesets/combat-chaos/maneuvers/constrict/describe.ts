/** Constrict's log line (seed 002, Constrict): the crushing damage less soak, and who goes down. */
import type { CombatState } from '../../../../engine/index.js';
import type { ConstrictedData } from '../../events.js';
import { combatantOf, nameOf, sheetOf } from '../../state.js';
import { rolled } from '../lines.js';

export function constrictLine(s: CombatState, k: ConstrictedData): string {
  const whom = nameOf(s, k.target);
  const t = combatantOf(s, k.target);
  const max = t ? `/${sheetOf(t).health}` : '';
  const as = k.uses === 'bonus' ? 'bonus action' : 'action';
  return `${nameOf(s, k.actor)} constricts ${whom} (${as}): ${rolled(k.damage)} − soak ${k.soak} → ${k.dealt} crushing damage (${whom} ${k.health}${max}${k.health === 0 ? ', down' : ''})`;
}
