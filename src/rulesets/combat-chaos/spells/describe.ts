/** A spell's log line: the attack roll or the saving throw, then the damage (halved on a save). */
import type { CombatState, Rolled } from '../../../engine/index.js';
import { modeText, shortDice } from '../attack/index.js';
import type { SpellCastData } from '../events.js';
import { combatantOf, nameOf, sheetOf } from '../state.js';

const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;

export function spellLine(s: CombatState, d: SpellCastData): string {
  const who = nameOf(s, d.actor);
  const whom = nameOf(s, d.target);
  let line = `${who} casts ${d.spell} on ${whom}`;
  if (d.check === 'save') {
    line += `: ${whom} saves ${rolled(d.roll)} vs DC ${d.against}: ${d.hit ? 'fails' : 'saved'}`;
  } else {
    line += `${modeText(d)}: ${rolled(d.roll)}`;
    switch (d.verdict) {
      case 'chaos-miss':
        line += ` (natural ${d.natural}: Combat Chaos miss)`;
        break;
      case 'chaos-hit':
        line += ` (natural ${d.natural}: Combat Chaos hit${d.critical ? ', critical hit' : ''})`;
        break;
      case 'critical':
        line += ' (natural 20: critical hit)';
        break;
      default:
        line += ` vs defense ${d.against}: ${d.hit ? 'hit' : 'miss'}`;
    }
  }
  if (d.damage) {
    const target = combatantOf(s, d.target);
    const max = target ? `/${sheetOf(target).health}` : '';
    const math = d.halved
      ? `${rolled(d.damage)} halved`
      : d.critical
        ? `${rolled(d.damage)} (critical: double)`
        : rolled(d.damage);
    const down = d.health === 0 ? ', down' : '';
    line += ` — ${math} − soak ${d.soak} → ${d.dealt} damage (${whom} ${d.health}${max}${down})`;
  } else if (d.check === 'save') line += ' — no damage';
  return line;
}
