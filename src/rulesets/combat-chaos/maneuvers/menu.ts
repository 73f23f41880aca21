/**
 * The maneuvers' menu entries: each only when its conditions hold (Grapple, Push and Trip by a test
 * against foes within arm's length, Disarm and Trip by an attack against foes a melee weapon in hand
 * reaches, Constrict only with a grappled opponent, Kipup only prone with acrobatics, Stand only
 * prone, Escape only grappled, Release only grappling, PickUp only with a weapon on the ground),
 * each roll with its exact odds: `hit` is P(win) of the opposed roll with its advantage or
 * disadvantage (ties go to the defender), or P(hit) of Trip's attack roll.
 */
import { odds as diceOdds, type Distribution } from '../../../dice/index.js';
import {
  type ActionOption,
  type Combatant,
  type Command,
  type CombatState,
  type Odds,
  type Pending,
} from '../../../engine/index.js';
import { inHand, modeOf, type Mode, type ModeSources } from '../attack/index.js';
import { attackRollChance, chanceOf, meleeRollSources, type Contender } from './contest.js';
import { bestSkill } from './arguments.js';
import { disarmContest } from './disarm/decide.js';
import { athleticsContest, escapeContest } from './grapple/decide.js';
import { PUSH_DISTANCE } from './push/decide.js';
import { TRIP_ATTACK, tripContest } from './trip/decide.js';
import { grappleReach, grappledBy, grapplerOf, isArmed } from './evolve.js';
import { withBonus } from '../attack/index.js';
import { combatChaosOn } from '../options.js';
import { canKipup, maneuverOffer, standingProvokes } from '../reactions/index.js';
import { canStrike } from '../attack/index.js';
import { isMissile, isUnarmed, type Weapon } from '../sheet.js';
import { combatantOf, dataOf, isUp, sheetOf } from '../state.js';

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

function modeText(mode: Mode, s: ModeSources): string {
  if (mode === 'normal') {
    const both = [...(s.advantage ?? []), ...(s.disadvantage ?? [])];
    return both.length ? ` (advantage and disadvantage cancel: ${both.join(', ')})` : '';
  }
  const list = (mode === 'advantage' ? s.advantage : s.disadvantage) ?? [];
  return ` (${mode}: ${list.join(', ')})`;
}

const sideText = (c: Contender): string => {
  const s = c.sources;
  const plain = (s.advantage?.length ?? 0) === 0 && (s.disadvantage?.length ?? 0) === 0;
  return `${c.with} ${signed(c.bonus)}${plain ? '' : modeText(modeOf(s), s)}`;
};

/** The odds of a contest: P(win), and how it is rolled. */
export function contestOdds(
  s: CombatState,
  [a, d]: readonly [Contender, Contender],
  provokes: boolean,
): Odds {
  const hit = chanceOf(a, d);
  const who = combatantOf(s, d.id)?.name ?? d.id;
  const aoo = provokes ? `; ${who} may first make an attack of opportunity` : '';
  const chaos =
    a.attack === 'chaos'
      ? '; attack rolls: a natural 1–2 always misses, 19–20 always hits (Combat Chaos)'
      : a.attack === 'twenty'
        ? '; attack rolls: a natural 20 always hits'
        : '';
  return {
    hit,
    label: 'to win',
    note: `opposed: ${sideText(a)} vs ${sideText(d)}; a tie goes to ${who}${chaos}${aoo}`,
  };
}

/** Trip's attack roll: P(hit) against defense, Combat Chaos and its modes included. */
function tripAttackOdds(s: CombatState, me: Combatant, target: Combatant, w: Weapon): Odds {
  const aoo = maneuverOffer(s, target, me, 'trip')
    ? `; ${target.name} may first make an attack of opportunity`
    : '';
  const sources = meleeRollSources(s, me, target, w, TRIP_ATTACK);
  const mode = modeOf(sources);
  const defense = sheetOf(target).defense;
  const hit = attackRollChance(w.hitBonus, defense, mode, combatChaosOn(s.options));
  return {
    hit,
    note: `melee attack roll ${signed(w.hitBonus)}${modeText(mode, sources)} vs defense ${defense}, no damage${aoo}`,
  };
}

/** Constrict's damage: no roll to hit; the unarmed die + 2 × MIGHT less soak, floored at 0. */
export function constrictOdds(me: Combatant, target: Combatant): Odds {
  const sheet = sheetOf(me);
  const soak = sheetOf(target).soak;
  const expression = withBonus(sheet.unarmedDie, 2 * sheet.might);
  const base = diceOdds(expression);
  const mass = new Map<number, number>();
  base.probabilities.forEach((p, i) => {
    const v = Math.max(0, base.min + i - soak);
    mass.set(v, (mass.get(v) ?? 0) + p);
  });
  const min = Math.min(...mass.keys());
  const max = Math.max(...mass.keys());
  const probabilities = Array.from({ length: max - min + 1 }, (_, i) => mass.get(min + i) ?? 0);
  const mean = probabilities.reduce((m, p, i) => m + p * (min + i), 0);
  const sd = Math.sqrt(probabilities.reduce((m, p, i) => m + p * (min + i - mean) ** 2, 0));
  const damage: Distribution = {
    expression: `${base.expression} - soak ${soak}`,
    min,
    probabilities,
    leftover: base.leftover,
    mean,
    sd,
  };
  return { hit: 1, damage, note: `no roll: ${expression} crushing damage − soak ${soak}` };
}

const meleeReaching = (me: Combatant, target: Combatant): Weapon[] =>
  inHand(me).filter((w) => !isMissile(w) && canStrike(me.position, target.position, w));

const held = (c: Combatant): Weapon[] => inHand(c).filter((w) => !isUnarmed(w));

const close = (me: Combatant, target: Combatant): boolean => {
  const dx = me.position.x - target.position.x;
  const dy = me.position.y - target.position.y;
  const r = grappleReach(me) + 1e-9;
  return dx * dx + dy * dy <= r * r;
};

const provokes = (
  s: CombatState,
  t: Combatant,
  me: Combatant,
  cause: 'grapple' | 'disarm' | 'trip',
): boolean => maneuverOffer(s, t, me, cause) !== undefined;

const option = (command: Command, label: string, odds?: Odds): ActionOption =>
  odds ? { command, label, odds } : { command, label };

function onFoe(s: CombatState, me: Combatant, t: Combatant, out: ActionOption[]): void {
  const near = close(me, t);
  const armed = isArmed(t);
  const reaching = meleeReaching(me, t);
  if (near) {
    const pair = athleticsContest(me, t);
    if (!grapplerOf(s, t))
      out.push(
        option(
          { type: 'Grapple', data: { target: t.id } },
          `Grapple ${t.name}`,
          contestOdds(s, pair, armed && provokes(s, t, me, 'grapple')),
        ),
      );
    out.push(
      option(
        { type: 'Push', data: { target: t.id, distance: PUSH_DISTANCE } },
        `Push ${t.name} ${PUSH_DISTANCE} ft away`,
        contestOdds(s, pair, false),
      ),
    );
  }
  const theirs = held(t);
  for (const w of reaching)
    for (const tw of theirs)
      out.push(
        option(
          { type: 'Disarm', data: { target: t.id, weapon: w.name, targetWeapon: tw.name } },
          `Disarm ${t.name} of the ${tw.name} with the ${w.name}`,
          contestOdds(s, disarmContest(s, me, t, w, tw), provokes(s, t, me, 'disarm')),
        ),
      );
  if (dataOf(t).cond.prone) return;
  if (near) {
    const how = bestSkill(me);
    out.push(
      option(
        { type: 'Trip', data: { target: t.id, how } },
        `Trip ${t.name} (${how})`,
        contestOdds(s, tripContest(me, t, how), provokes(s, t, me, 'trip')),
      ),
    );
  }
  for (const w of reaching)
    out.push(
      option(
        { type: 'Trip', data: { target: t.id, how: 'attack', weapon: w.name } },
        `Trip ${t.name} with the ${w.name}`,
        tripAttackOdds(s, me, t, w),
      ),
    );
}

export function menuManeuvers(s: CombatState, me: Combatant): ActionOption[] {
  const d = dataOf(me);
  const b = d.budget;
  const cond = d.cond;
  const out: ActionOption[] = [];
  if (b.action >= 1)
    for (const id in s.combatants) {
      const t = s.combatants[id];
      if (t && t.side !== me.side && isUp(t)) onFoe(s, me, t, out);
    }
  const holding = grappledBy(s, me);
  if (cond.constrictRound !== s.round) {
    const as = b.bonus >= 1 ? 'bonus' : b.action >= 1 ? 'action' : null;
    if (as)
      for (const t of holding)
        out.push(
          option(
            { type: 'Constrict', data: { target: t.id, as } },
            `Constrict ${t.name} (${as === 'bonus' ? 'bonus action' : 'action'})`,
            constrictOdds(me, t),
          ),
        );
  }
  for (const t of holding)
    out.push(option({ type: 'Release', data: { target: t.id } }, `Release ${t.name}`));
  if (cond.prone) {
    if (canKipup(me)) {
      if (b.bonus >= 1)
        out.push(option({ type: 'Kipup', data: { as: 'bonus' } }, 'Kip up (bonus action)'));
      else if (b.reaction >= 1)
        out.push(option({ type: 'Kipup', data: { as: 'reaction' } }, 'Kip up (reaction)'));
    }
    if (b.move >= 0.5)
      out.push(
        option(
          { type: 'Stand' },
          `Stand up (half the move${standingProvokes(s.options) ? '; foes in reach may attack' : ''})`,
        ),
      );
  }
  if (cond.grappledBy !== null && b.action >= 1) {
    const g = grapplerOf(s, me);
    if (g) {
      const how = bestSkill(me);
      out.push(
        option(
          { type: 'Escape', data: { how } },
          `Escape ${g.name}'s grapple (${how})`,
          contestOdds(s, escapeContest(me, g, how), false),
        ),
      );
    }
  }
  if (b.move > 0)
    for (const w of cond.dropped)
      out.push(option({ type: 'PickUp', data: { weapon: w } }, `Pick up the ${w} (the move)`));
  return out;
}

/** The answers to a reaction of this feature (a Kipup offered), or undefined for the others. */
export function menuPending(s: CombatState, pending: Pending): ActionOption[] | undefined {
  if (pending.trigger !== 'kipup') return undefined;
  const me = combatantOf(s, pending.reactor);
  const out: ActionOption[] = [];
  if (me && canKipup(me)) out.push(option({ type: 'Kipup' }, 'Kip up (reaction)'));
  out.push(option({ type: 'DeclineReaction' }, 'Stay down'));
  return out;
}

/** The rule set's `odds` hook for the maneuvers: undefined for other commands or bad arguments. */
export function maneuverOdds(s: CombatState, command: Command): Odds | undefined {
  const me = s.current === null ? undefined : combatantOf(s, s.current);
  const id = command.data?.['target'];
  const t = combatantOf(s, id);
  if (!me) return undefined;
  switch (command.type) {
    case 'Grapple':
      return t
        ? contestOdds(s, athleticsContest(me, t), isArmed(t) && provokes(s, t, me, 'grapple'))
        : undefined;
    case 'Push':
      return t ? contestOdds(s, athleticsContest(me, t), false) : undefined;
    case 'Constrict':
      return t ? constrictOdds(me, t) : undefined;
    case 'Disarm': {
      if (!t) return undefined;
      const w =
        sheetOf(me).weapons.find((x) => x.name === command.data?.['weapon']) ??
        meleeReaching(me, t)[0];
      const tw = held(t).find((x) => x.name === command.data?.['targetWeapon']) ?? held(t)[0];
      return w && tw
        ? contestOdds(s, disarmContest(s, me, t, w, tw), provokes(s, t, me, 'disarm'))
        : undefined;
    }
    case 'Trip': {
      if (!t) return undefined;
      const how = command.data?.['how'];
      if (how === 'attack') {
        const w =
          sheetOf(me).weapons.find((x) => x.name === command.data?.['weapon']) ??
          meleeReaching(me, t)[0];
        return w ? tripAttackOdds(s, me, t, w) : undefined;
      }
      const skill = how === 'athletics' || how === 'acrobatics' ? how : bestSkill(me);
      return contestOdds(s, tripContest(me, t, skill), provokes(s, t, me, 'trip'));
    }
    case 'Escape': {
      const g = grapplerOf(s, me);
      const how = command.data?.['how'];
      const skill = how === 'athletics' || how === 'acrobatics' ? how : bestSkill(me);
      return g ? contestOdds(s, escapeContest(me, g, skill), false) : undefined;
    }
    default:
      return undefined;
  }
}
