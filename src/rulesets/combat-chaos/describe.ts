/**
 * One readable log line per event, e.g. "Brakka attacks the goblin with a greataxe: d20+5 = 19
 * (natural 19: Combat Chaos hit) — 1d12+3 = 9 − soak 1 → 8 damage (the goblin 3/11)".
 */
import { attackExtras, braceOfferLine, describeAttacks, modeText } from './maneuvers/index.js';
import { describeManeuvers, offerText } from './maneuvers/index.js';
import { criticalDamage } from './options.js';
import type { CombatState, GameEvent, Rolled } from '../../engine/index.js';
import type {
  AmbushRolledData,
  AttackMadeData,
  HealthAdjustedData,
  MovedData,
  ReactionsQueuedData,
  SurpriseDeclaredData,
} from './events.js';
import { shortDice } from './attack/index.js';
import type { ReactionUnavailableData } from './reactions/index.js';
import { combatantOf, nameOf, sheetOf, type Offer } from './state.js';

const num = (n: number): string => String(Math.round(n * 10) / 10);
const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;
/** "a greataxe", "an axe", and a plural name bare: "knives", "claws" (not "a knives"). */
export const withA = (noun: string): string =>
  /[^s]s$/i.test(noun) ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** A side named as a noun phrase that reads right whatever its name: "the orcs side". */
export const sideName = (side: string): string => `the ${side} side`;

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

function attackLine(s: CombatState, d: AttackMadeData): string {
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

function ambushLine(s: CombatState, d: AmbushRolledData): string {
  const rolls = d.rolls.map(
    (r) => `${nameOf(s, r.id)} ${rolled(r.roll)}${r.success ? ' ✓' : ' ✗'}`,
  );
  const end = d.surprised
    ? `surprise! ${sideName(d.ambushed)} does not act in round 1`
    : `someone notices and shouts a warning: no surprise`;
  return `${sideName(d.ambushers)} springs an ambush on ${sideName(d.ambushed)}: stealth vs alertness ${d.tn} (${d.groupCheck}) — ${rolls.join(', ')}: ${end}`;
}

function offerLine(s: CombatState, o: Offer): string {
  const mine = braceOfferLine(s, o) ?? offerText(s, o);
  if (mine) return mine;
  const why = o.data.cause === 'fumble' ? 'a natural 1' : 'leaving their reach';
  return `${nameOf(s, o.reactor)} may make an attack of opportunity on ${nameOf(s, o.data.provoker)} (${why})`;
}

export function describe(e: GameEvent, s: CombatState): string | undefined {
  return describeCore(e, s) ?? describeAttacks(e, s) ?? describeManeuvers(e, s);
}

function describeCore(e: GameEvent, s: CombatState): string | undefined {
  const d = e.data;
  switch (e.type) {
    case 'AttackMade':
      return attackLine(s, d as AttackMadeData);
    case 'Moved': {
      const m = d as MovedData;
      return `${nameOf(s, m.actor)} moves ${num(m.distance)} ft to (${num(m.to.x)}, ${num(m.to.y)})`;
    }
    case 'ReactionOffered':
      return offerLine(s, d['pending'] as Offer);
    case 'ReactionsQueued':
      return (d as ReactionsQueuedData).offers.map((o) => `then ${offerLine(s, o)}`).join('; ');
    case 'ReactionUnavailable': {
      const u = d as ReactionUnavailableData;
      const what = u.cause === 'fumble' ? 'natural 1' : `${u.cause} attempt`;
      return `No attack of opportunity for ${nameOf(s, u.provoker)}'s ${what}: ${u.reason}`;
    }
    case 'ReactionDeclined':
      return `${nameOf(s, d['id'] as string)} lets the chance pass`;
    case 'AmbushRolled':
      return ambushLine(s, d as AmbushRolledData);
    case 'SurpriseDeclared':
      return `The GM rules that ${sideName((d as SurpriseDeclaredData).side)} is surprised: no action in round 1`;
    case 'HealthAdjusted': {
      const h = d as HealthAdjustedData;
      return `The GM ${h.delta < 0 ? 'harms' : 'heals'} ${nameOf(s, h.id)} by ${Math.abs(h.delta)} (health ${h.health})`;
    }
    case 'InitiativeRolled': {
      const roll = d['roll'] as Rolled;
      const who = nameOf(s, d['id'] as string);
      // initiativeGroups: side — a bare number is the side's shared score.
      return /^-?\d+$/.test(roll.expression)
        ? `${who} acts on their side's initiative: ${roll.total}`
        : `${who} rolls initiative: ${rolled(roll)}`;
    }
    case 'InitiativeHeld':
      return `${nameOf(s, d['id'] as string)} holds until initiative ${num(d['score'] as number)}`;
    default:
      return undefined;
  }
}
