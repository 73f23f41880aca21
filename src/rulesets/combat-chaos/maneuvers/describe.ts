/**
 * Log lines of the maneuvers' events, e.g. "Akodo tries to grapple Bayushi: athletics 2d20kl1+3 = 8
 * (disadvantage: armed target) vs athletics d20+1 = 6 — Bayushi is grappled (speed 0)".
 */
import type { CombatState, GameEvent, Rolled } from '../../../engine/index.js';
import type { AttackRollData, ContestData, RolledSide } from './contest.js';
import type {
  ConstrictedData,
  DisarmAttemptedData,
  EscapeAttemptedData,
  GrappleAttemptedData,
  GrappleEndedData,
  KippedUpData,
  ManeuverFoiledData,
  PushAttemptedData,
  StoodUpData,
  TripAttemptedData,
  WeaponPickedUpData,
} from './evolve.js';
import { shortDice } from '../attack/index.js';
import { combatChaosOn } from '../options.js';
import type { ReactionPassedData } from '../reactions/index.js';
import { combatantOf, nameOf, sheetOf } from '../state.js';

const num = (n: number): string => String(Math.round(n * 10) / 10);
const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;

function modes(
  mode: string,
  advantage: readonly string[],
  disadvantage: readonly string[],
): string {
  if (mode === 'advantage') return ` (advantage: ${advantage.join(', ')})`;
  if (mode === 'disadvantage') return ` (disadvantage: ${disadvantage.join(', ')})`;
  const both = [...advantage, ...disadvantage];
  return both.length ? ` (advantage and disadvantage cancel: ${both.join(', ')})` : '';
}

/** " (natural 19: Combat Chaos hit)": an attack roll of a contest decided by its natural. */
function always(r: RolledSide, chaos: boolean): string {
  if (r.always === undefined) return '';
  if (!chaos) return ` (natural ${r.natural}: always hits)`;
  return ` (natural ${r.natural}: Combat Chaos ${r.always})`;
}

const side = (r: RolledSide, chaos: boolean): string =>
  `${r.with} ${rolled(r.roll)}${modes(r.mode, r.advantage, r.disadvantage)}${always(r, chaos)}`;

function contestText(s: CombatState, c: ContestData): string {
  const chaos = combatChaosOn(s.options);
  const byNaturals = c.attacker.always !== c.defender.always;
  const tie = !byNaturals && c.attacker.total === c.defender.total;
  return `${side(c.attacker, chaos)} vs ${side(c.defender, chaos)}${tie ? ' (a tie: the defender holds)' : ''}`;
}

function attackText(a: AttackRollData): string {
  const how =
    a.verdict === 'chaos-miss'
      ? `natural ${a.natural}: Combat Chaos miss`
      : a.verdict === 'chaos-hit'
        ? `natural ${a.natural}: Combat Chaos hit`
        : a.verdict === 'critical'
          ? 'natural 20: hit'
          : `vs defense ${a.defense}: ${a.hit ? 'hit' : 'miss'}`;
  return `${rolled(a.roll)}${modes(a.mode, a.advantage, a.disadvantage)} ${how}`;
}

/** " — <effect>", or that it waits for the attack of opportunity, or that it failed. */
function outcome(
  s: CombatState,
  win: boolean,
  awaits: string | null,
  actor: string,
  effect: string,
  failed: string,
): string {
  if (!win) return ` — ${failed}`;
  if (awaits === null) return ` — ${effect}`;
  return ` — it works if ${nameOf(s, actor)} is still up after ${nameOf(s, awaits)}'s attack of opportunity: ${effect}`;
}

/** Why an attack of opportunity is offered, for the maneuvers' causes. */
export function causeText(cause: string): string | undefined {
  switch (cause) {
    case 'disarm':
      return 'a disarm attempt';
    case 'grapple':
      return 'a grapple attempt on an armed foe';
    case 'trip':
      return 'a trip attempt';
    case 'stand':
      return 'standing up';
    case 'gm':
      return "the GM's ruling";
    default:
      return undefined;
  }
}

/**
 * The line of an offered reaction of this feature (a maneuver's attack of opportunity, Kipup), or
 * undefined for the core's causes.
 */
export function offerText(
  s: CombatState,
  o: { reactor: string; trigger: string; data?: unknown },
): string | undefined {
  const data = o.data as { provoker: string; cause: string } | undefined;
  if (!data) return undefined;
  if (o.trigger === 'kipup')
    return `${nameOf(s, o.reactor)} may kip up at once (a reaction), knocked prone by ${nameOf(s, data.provoker)}`;
  const why = causeText(data.cause);
  return why
    ? `${nameOf(s, o.reactor)} may make an attack of opportunity on ${nameOf(s, data.provoker)} (${why})`
    : undefined;
}

export function describeManeuvers(e: GameEvent, s: CombatState): string | undefined {
  const d = e.data;
  switch (e.type) {
    case 'GrappleAttempted': {
      const g = d as GrappleAttemptedData;
      const whom = nameOf(s, g.target);
      return `${nameOf(s, g.actor)} tries to grapple ${whom}: ${contestText(s, g.contest)}${outcome(s, g.win, g.awaits, g.actor, `${whom} is grappled (speed 0)`, `${whom} resists`)}`;
    }
    case 'DisarmAttempted': {
      const x = d as DisarmAttemptedData;
      const whom = nameOf(s, x.target);
      return `${nameOf(s, x.actor)} tries to disarm ${whom} of the ${x.targetWeapon} with the ${x.weapon}: ${contestText(s, x.contest)}${outcome(s, x.win, x.awaits, x.actor, `the ${x.targetWeapon} falls to the ground`, `${whom} keeps hold of it`)}`;
    }
    case 'PushAttempted': {
      const p = d as PushAttemptedData;
      const whom = nameOf(s, p.target);
      return `${nameOf(s, p.actor)} tries to push ${whom}: ${contestText(s, p.contest)}${outcome(s, p.win, null, p.actor, `${whom} is shoved ${num(p.distance)} ft to (${num(p.to.x)}, ${num(p.to.y)})`, `${whom} holds their ground`)}`;
    }
    case 'TripAttempted': {
      const t = d as TripAttemptedData;
      const whom = nameOf(s, t.target);
      const how = t.attack
        ? `with the ${t.attack.weapon}: ${attackText(t.attack)}`
        : t.contest
          ? `(${t.how}): ${contestText(s, t.contest)}`
          : '';
      return `${nameOf(s, t.actor)} tries to trip ${whom} ${how}${outcome(s, t.win, t.awaits, t.actor, `${whom} falls prone`, `${whom} keeps their feet`)}`;
    }
    case 'ManeuverFoiled': {
      const f = d as ManeuverFoiledData;
      return `${nameOf(s, f.actor)}'s ${f.maneuver} on ${nameOf(s, f.target)} is foiled: the attack of opportunity came first`;
    }
    case 'EscapeAttempted': {
      const x = d as EscapeAttemptedData;
      const who = nameOf(s, x.actor);
      return `${who} tries to escape ${nameOf(s, x.grappler)}'s grapple: ${contestText(s, x.contest)} — ${x.win ? `${who} breaks free` : 'still held'}`;
    }
    case 'Constricted': {
      const k = d as ConstrictedData;
      const whom = nameOf(s, k.target);
      const t = combatantOf(s, k.target);
      const max = t ? `/${sheetOf(t).health}` : '';
      const as = k.uses === 'bonus' ? 'bonus action' : 'action';
      return `${nameOf(s, k.actor)} constricts ${whom} (${as}): ${rolled(k.damage)} − soak ${k.soak} → ${k.dealt} crushing damage (${whom} ${k.health}${max}${k.health === 0 ? ', down' : ''})`;
    }
    case 'KippedUp': {
      const k = d as KippedUpData;
      return `${nameOf(s, k.actor)} kips up (${k.uses === 'bonus' ? 'bonus action' : 'reaction'}): on their feet, no roll, no attack of opportunity`;
    }
    case 'StoodUp': {
      const u = d as StoodUpData;
      return `${nameOf(s, u.actor)} stands up (${num(u.cost)} ft, half the move)`;
    }
    case 'GrappleEnded': {
      const g = d as GrappleEndedData;
      return `${nameOf(s, g.grappler)} releases ${nameOf(s, g.grappled)}`;
    }
    case 'WeaponPickedUp': {
      const w = d as WeaponPickedUpData;
      return `${nameOf(s, w.actor)} picks up the ${w.weapon}`;
    }
    case 'ReactionPassed': {
      const r = d as ReactionPassedData;
      return `${nameOf(s, r.id)} lets the chance of an attack of opportunity on ${nameOf(s, r.provoker)} pass (standing choice: never)`;
    }
    case 'ReactionOffered':
      return offerText(s, d['pending'] as { reactor: string; trigger: string; data?: unknown });
    default:
      return undefined;
  }
}
