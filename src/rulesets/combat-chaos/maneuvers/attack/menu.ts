/**
 * The attacks feature's menu entries (legalActions): Charge, Brace, Defend, Support and CastSpell,
 * each only when decide would accept it, with exact odds where it rolls; and the Brace reaction's
 * answers.
 */
import {
  distance,
  towards,
  type ActionOption,
  type Combatant,
  type CombatState,
  type Pending,
} from '../../../../engine/index.js';
import { guardReach, inHand, threatens } from '../../attack/index.js';
import { longestPolearm, type BraceOffer } from '../brace/brace.js';
import { attackOdds } from './odds.js';
import { chargeOdds } from '../charge/odds.js';
import { spellOdds } from '../../spells/index.js';
import { canStrike } from '../../attack/index.js';
import { isMissile } from '../../sheet.js';
import { combatantOf, dataOf, isUp, sheetOf } from '../../state.js';

const ft = (n: number): number => Math.round(n * 10) / 10;

/** seed 002 Charge: towards each foe out of reach of a melee weapon but within double speed. */
function charges(s: CombatState, me: Combatant, foes: readonly Combatant[]): ActionOption[] {
  const d = dataOf(me);
  const speed = sheetOf(me).speed;
  if (d.budget.move < 1 || d.budget.action < 1 || speed <= 0) return [];
  if (d.cond.prone || d.cond.grappledBy !== null) return [];
  const out: ActionOption[] = [];
  for (const t of foes) {
    const away = distance(me.position, t.position);
    for (const w of inHand(me)) {
      if (isMissile(w) || away <= w.reach + 1e-9 || away - w.reach > 2 * speed) continue;
      const to = towards(me.position, t.position, away - w.reach);
      if (!canStrike(to, t.position, w)) continue;
      const run = distance(me.position, to);
      out.push({
        command: { type: 'Charge', data: { to, target: t.id, weapon: w.name } },
        label: `Charge ${t.name} (${ft(run)} ft) and attack with ${w.name}`,
        odds: chargeOdds(s, me, to, t, w, run),
      });
    }
  }
  return out;
}

function brace(me: Combatant): ActionOption[] {
  const d = dataOf(me);
  if (d.budget.bonus < 1 || d.cond.bracing) return [];
  const polearm = longestPolearm(me);
  return polearm
    ? [
        {
          command: { type: 'Brace' },
          label: `Brace the ${polearm.name} (reach ${polearm.reach} ft) against a charge`,
        },
      ]
    : [];
}

/** Defend himself or an ally within melee reach; Support an ally against a foe they threaten. */
function guards(
  me: Combatant,
  allies: readonly Combatant[],
  foes: readonly Combatant[],
): ActionOption[] {
  if (dataOf(me).budget.action < 1) return [];
  const out: ActionOption[] = [{ command: { type: 'Defend' }, label: 'Defend yourself' }];
  const reach = guardReach(me);
  for (const a of allies)
    if (distance(me.position, a.position) <= reach + 1e-9)
      out.push({ command: { type: 'Defend', data: { ally: a.id } }, label: `Defend ${a.name}` });
  for (const a of allies)
    for (const t of foes)
      if (t.side !== a.side && threatens(a, t.position))
        out.push({
          command: { type: 'Support', data: { ally: a.id, target: t.id } },
          label: `Support ${a.name} against ${t.name}`,
        });
  return out;
}

function spells(s: CombatState, me: Combatant, foes: readonly Combatant[]): ActionOption[] {
  const list = sheetOf(me).spells;
  if (list.length === 0) return [];
  const b = dataOf(me).budget;
  const out: ActionOption[] = [];
  for (const sp of list) {
    if ((sp.action === 'bonus' ? b.bonus : b.action) < 1) continue;
    for (const t of foes)
      if (distance(me.position, t.position) <= sp.range + 1e-9)
        out.push({
          command: { type: 'CastSpell', data: { spell: sp.name, target: t.id } },
          label: `Cast ${sp.name} on ${t.name}`,
          odds: spellOdds(s, me, t, sp),
        });
  }
  return out;
}

export function menuAttacks(s: CombatState, me: Combatant): ActionOption[] {
  const foes: Combatant[] = [];
  const allies: Combatant[] = [];
  for (const c of Object.values(s.combatants))
    if (c.id !== me.id && isUp(c)) (c.side === me.side ? allies : foes).push(c);
  return [
    ...charges(s, me, foes),
    ...brace(me),
    ...guards(me, allies, foes),
    ...spells(s, me, foes),
  ];
}

/**
 * The Brace reaction's answers: strike with each braced polearm (odds: always critical), or not;
 * `undefined` for any other pending reaction (as maneuvers/menu.ts `menuPending`).
 */
export function menuBraceReaction(s: CombatState, pending: Pending): ActionOption[] | undefined {
  if (pending.trigger !== 'brace') return undefined;
  const offer = pending as BraceOffer;
  const reactor = combatantOf(s, offer.reactor);
  const charger = combatantOf(s, offer.data.provoker);
  const out: ActionOption[] = [];
  if (reactor && charger && isUp(charger))
    for (const w of inHand(reactor))
      if (offer.data.polearms.includes(w.name))
        out.push({
          command: { type: 'BraceStrike', data: { weapon: w.name } },
          label: `Strike ${charger.name} with the braced ${w.name} (a hit is critical)`,
          odds: attackOdds(s, charger, w, reactor, { alwaysCritical: true, bonusDamage: 0 }),
        });
  return [...out, { command: { type: 'DeclineReaction' }, label: 'Let the charge come' }];
}
