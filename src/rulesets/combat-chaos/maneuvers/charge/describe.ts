/** Charge's log line (seed 002, Charge: "+2 damage ... If you are wielding a polearm, ... +4"). */
import type { CombatState } from '../../../../engine/index.js';
import { inHand } from '../../attack/index.js';
import type { ChargedData } from '../../events.js';
import { isPolearm } from '../../sheet.js';
import { combatantOf, nameOf } from '../../state.js';

const num = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * seed 002 Charge: "+2 damage with your first attack. If you are wielding a polearm, this damage
 * bonus becomes +4": +4 said only when the charger holds a polearm (named for the charge: +4; else
 * +4 if the first attack is made with it).
 */
function chargeBonusText(s: CombatState, c: ChargedData): string {
  const charger = combatantOf(s, c.actor);
  const polearms = charger ? inHand(charger).filter(isPolearm) : [];
  const named = polearms.find((w) => w.name === c.weapon);
  if (named) return `+4 damage on the first attack, with the ${named.name}, a polearm`;
  const p = polearms[0];
  if (!p) return '+2 damage on the first attack';
  return `+2 damage on the first attack, +4 if it is made with the ${p.name}, a polearm`;
}

export function chargeLine(s: CombatState, c: ChargedData): string {
  const at = c.target ? ` at ${nameOf(s, c.target)}` : '';
  const bonus = c.bonus ? ` (20+ ft: ${chargeBonusText(s, c)})` : ' (under 20 ft: no damage bonus)';
  return `${nameOf(s, c.actor)} charges ${num(c.distance)} ft${at}${bonus}`;
}
