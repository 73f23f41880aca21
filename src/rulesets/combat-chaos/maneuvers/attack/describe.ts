/**
 * Log lines of the attack (AttackMade, e.g. "Brakka attacks the goblin with a greataxe: d20+5 = 19
 * (natural 19: Combat Chaos hit) — 1d12+3 = 9 − soak 1 → 8 damage (the goblin 3/11)") and of the
 * attacks feature's events (Charged, Braced, Defended, Supported, SpellCast): the roll's mode with
 * its sources, a Charge's bonus, a braced polearm's critical, and the Brace reaction's offer.
 */
import type { CombatState, GameEvent, Pending, Rolled } from '../../../../engine/index.js';
import type { ModeSources } from '../../attack/index.js';
import type { BraceOffer } from '../brace/brace.js';
import type {
  AttackMadeData,
  BracedData,
  ChargedData,
  DefendedData,
  SpellCastData,
  SupportedData,
} from '../../events.js';
import { inHand } from '../../attack/index.js';
import { shortDice } from '../../attack/index.js';
import { criticalDamage } from '../../options.js';
import { isPolearm } from '../../sheet.js';
import { combatantOf, nameOf, sheetOf } from '../../state.js';

const num = (n: number): string => String(Math.round(n * 10) / 10);
const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;

/** " with advantage (supported by Doji)", " (advantage and disadvantage cancel: …)", or "". */
export function modeText(d: { readonly mode: string } & ModeSources): string {
  const adv = d.advantage ?? [];
  const dis = d.disadvantage ?? [];
  if (d.mode === 'advantage') return ` with advantage (${adv.join(', ')})`;
  if (d.mode === 'disadvantage') return ` with disadvantage (${dis.join(', ')})`;
  if (adv.length && dis.length)
    return ` (advantage and disadvantage cancel: ${[...adv, ...dis].join(', ')})`;
  return '';
}

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

/** The Brace reaction's offer (a ReactionOffered or ReactionsQueued entry with trigger 'brace'). */
export function braceOfferLine(s: CombatState, o: Pending): string | undefined {
  if (o.trigger !== 'brace') return undefined;
  const b = o as BraceOffer;
  return `${nameOf(s, b.reactor)} may strike the charging ${nameOf(s, b.data.provoker)} with a braced ${b.data.polearms.join(' or ')} before the charger attacks (Brace)`;
}

function spellLine(s: CombatState, d: SpellCastData): string {
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

export function describeAttacks(e: GameEvent, s: CombatState): string | undefined {
  const d = e.data;
  switch (e.type) {
    case 'Charged': {
      const c = d as ChargedData;
      const at = c.target ? ` at ${nameOf(s, c.target)}` : '';
      const bonus = c.bonus
        ? ` (20+ ft: ${chargeBonusText(s, c)})`
        : ' (under 20 ft: no damage bonus)';
      return `${nameOf(s, c.actor)} charges ${num(c.distance)} ft${at}${bonus}`;
    }
    case 'Braced': {
      const b = d as BracedData;
      return `${nameOf(s, b.actor)} braces the ${b.weapon} (reach ${num(b.reach)} ft) against a charge`;
    }
    case 'Defended': {
      const g = d as DefendedData;
      const whom = g.protect === g.actor ? 'themself' : nameOf(s, g.protect);
      return `${nameOf(s, g.actor)} defends ${whom}: melee and missile attacks against them suffer disadvantage`;
    }
    case 'Supported': {
      const x = d as SupportedData;
      return `${nameOf(s, x.actor)} supports ${nameOf(s, x.ally)}: advantage on attacks against ${nameOf(s, x.target)} for the rest of the round`;
    }
    case 'SpellCast':
      return spellLine(s, d as SpellCastData);
    default:
      return undefined;
  }
}
