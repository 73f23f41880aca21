/**
 * The attack's log line (AttackMade, e.g. "Brakka attacks the goblin with a greataxe: d20+5 = 19
 * (natural 19: Combat Chaos hit) — 1d12+3 = 9 − soak 1 → 8 damage (the goblin 3/11)"), with what
 * the maneuvers add to it: a Charge's bonus, a braced polearm's critical.
 */
import type { CombatState, Rolled } from '../../../../engine/index.js';
import { modeText, shortDice } from '../../attack/index.js';
import type { AttackMadeData } from '../../events.js';
import { criticalDamage } from '../../options.js';
import { combatantOf, nameOf, sheetOf } from '../../state.js';

const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;

/**
 * What the maneuvers add to an AttackMade line: " +2 (charge)" after the damage roll, and
 * " (braced: always critical)" for a braced polearm's strike.
 */
export function attackExtras(d: AttackMadeData): { bonus: string; brace: string } {
  return {
    bonus: d.bonusDamage ? ` + ${d.bonusDamage} (charge)` : '',
    brace: d.alwaysCritical ? ' (braced polearm: a hit is always critical)' : '',
  };
}

/** "a greataxe", "an axe", and a plural name bare: "knives", "claws" (not "a knives"). */
export const withA = (noun: string): string =>
  /[^s]s$/i.test(noun) ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

function verdict(d: AttackMadeData): string {
  switch (d.verdict) {
    case 'chaos-miss':
      return ` (natural ${d.natural}: Combat Chaos miss)`;
    case 'chaos-hit':
      return ` (natural ${d.natural}: Combat Chaos hit${d.critical ? ', critical hit' : ''})`;
    case 'critical':
      return ' (natural 20: critical hit)';
    case 'meets-defense':
      return ` vs defense ${d.defense}: hit`;
    case 'below-defense':
      return ` vs defense ${d.defense}: miss`;
  }
}

export function attackLine(s: CombatState, d: AttackMadeData): string {
  const who = nameOf(s, d.actor);
  const whom = nameOf(s, d.target);
  const how = d.provocation ? `makes an attack of opportunity on ${whom}` : `attacks ${whom}`;
  const extras = attackExtras(d);
  let line = `${who} ${how} with ${withA(d.weapon)}${extras.brace}${modeText(d)}: ${rolled(d.roll)}${verdict(d)}`;
  if (d.damage) {
    const target = combatantOf(s, d.target);
    const max = target ? `/${sheetOf(target).health}` : '';
    const raw = d.damage.total + d.bonusDamage;
    const roll = `${rolled(d.damage)}${extras.bonus}`;
    // The option criticalDamage doubles before or after soak: read which from the numbers.
    const math = !d.critical
      ? `${roll} − soak ${d.soak}`
      : criticalDamage(s.options) === 'double-dice'
        ? `${roll} (critical: dice doubled) − soak ${d.soak}`
        : d.dealt === Math.max(0, 2 * raw - d.soak)
          ? `${roll} ×2 (critical) − soak ${d.soak}`
          : `(${roll} − soak ${d.soak}) ×2 (critical)`;
    const down = d.health === 0 ? ', down' : '';
    line += ` — ${math} → ${d.dealt} damage (${whom} ${d.health}${max}${down})`;
  }
  return line;
}
