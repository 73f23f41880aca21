/**
 * The attacks feature's part of every event (after the core's): Charge, Brace, Defend, Support and
 * spells, and the ends of what they leave behind. Events not its own return the state unchanged,
 * after a cheap look at the fields they could touch.
 */
import type { Combatant, CombatState, GameEvent } from '../../../../engine/index.js';
import type {
  AttackMadeData,
  BracedData,
  ChargedData,
  DefendedData,
  ReactionTakenData,
  SpellCastData,
  SupportedData,
} from '../../events.js';
import { defendLasts } from '../../options.js';
import { attacksPerAction } from '../../attack/index.js';
import { isPolearm } from '../../sheet.js';
import {
  combatantOf,
  dataOf,
  gameOf,
  sheetOf,
  withBudget,
  withCond,
  withData,
  withGame,
} from '../../state.js';

/** His own turn starts: bracing ends ("until his next turn"), so do a Charge and (next-turn) a Defend. */
function turnStarted(s: CombatState, id: string): CombatState {
  const c = combatantOf(s, id);
  let next = s;
  if (c) {
    const cond = dataOf(c).cond;
    if (cond.bracing || cond.charge !== null)
      next = withCond(s, c, { bracing: false, charge: null });
  }
  const defends = gameOf(next).defends;
  if (defends.length && defendLasts(s.options) === 'next-turn' && defends.some((d) => d.by === id))
    next = withGame(next, { ...gameOf(next), defends: defends.filter((d) => d.by !== id) });
  return next;
}

function turnEnded(s: CombatState, id: string): CombatState {
  const c = combatantOf(s, id);
  return c && dataOf(c).cond.charge !== null ? withCond(s, c, { charge: null }) : s;
}

/** Support lasts "for the rest of the round"; Defend (end-of-round) the round it was taken in. */
function roundStarted(s: CombatState, round: number): CombatState {
  const g = gameOf(s);
  if (g.defends.length === 0 && g.supports.length === 0) return s;
  const keep = defendLasts(s.options) === 'end-of-round' ? round : round - 1;
  const defends = g.defends.filter((d) => d.round >= keep);
  const supports = g.supports.filter((x) => x.round >= round);
  if (defends.length === g.defends.length && supports.length === g.supports.length) return s;
  return withGame(s, { ...g, defends, supports });
}

function charged(s: CombatState, e: ChargedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const d = dataOf(c);
  const b = d.budget;
  // Whether the Charge named a polearm (the bonus itself follows the first attack's weapon).
  const polearm =
    e.weapon !== null && sheetOf(c).weapons.some((w) => w.name === e.weapon && isPolearm(w));
  return withData(s, c, {
    health: d.health,
    // seed 002: "This maneuver uses both a move and an action": the whole move, however far.
    budget: { ...b, move: 0, action: b.action - 1, attacks: attacksPerAction(sheetOf(c)) },
    surprised: d.surprised,
    cond: { ...d.cond, charge: { distance: e.distance, polearm, used: false } },
  });
}

/** The first attack after a Charge has been made: its bonus is spent. */
function attacked(s: CombatState, a: AttackMadeData): CombatState {
  if (a.uses === 'reaction') return s;
  const c = combatantOf(s, a.actor);
  if (!c) return s;
  const charge = dataOf(c).cond.charge;
  return charge === null || charge.used ? s : withCond(s, c, { charge: { ...charge, used: true } });
}

function spend(s: CombatState, c: Combatant, what: 'action' | 'bonus'): CombatState {
  const d = dataOf(c);
  const b = d.budget;
  return withData(
    s,
    c,
    withBudget(
      d,
      what === 'action' ? { ...b, action: b.action - 1 } : { ...b, bonus: b.bonus - 1 },
    ),
  );
}

function braced(s: CombatState, e: BracedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, {
    health: d.health,
    budget: { ...d.budget, bonus: d.budget.bonus - 1 },
    surprised: d.surprised,
    cond: { ...d.cond, bracing: true },
  });
}

function defended(s: CombatState, e: DefendedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const next = spend(s, c, 'action');
  const g = gameOf(next);
  const defends = [
    ...g.defends.filter((d) => d.by !== e.actor),
    { by: e.actor, protect: e.protect, round: e.round },
  ];
  return withGame(next, { ...g, defends });
}

function supported(s: CombatState, e: SupportedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const next = spend(s, c, 'action');
  const g = gameOf(next);
  const support = { by: e.actor, ally: e.ally, target: e.target, round: e.round };
  return withGame(next, { ...g, supports: [...g.supports, support] });
}

function spellCast(s: CombatState, e: SpellCastData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const next = spend(s, c, e.uses);
  const t = combatantOf(next, e.target);
  if (!t || e.dealt === 0) return next;
  const d = dataOf(t);
  return withData(next, t, { ...d, health: Math.max(0, d.health - e.dealt) });
}

export function evolveAttacks(s: CombatState, e: GameEvent): CombatState {
  const d = e.data;
  switch (e.type) {
    case 'AttackMade':
      return attacked(s, d as AttackMadeData);
    case 'TurnStarted':
      return turnStarted(s, d['id'] as string);
    case 'TurnEnded':
      return turnEnded(s, d['id'] as string);
    case 'RoundStarted':
      return roundStarted(s, d['round'] as number);
    case 'Charged':
      return charged(s, d as ChargedData);
    case 'Braced':
      return braced(s, d as BracedData);
    case 'ReactionTaken': {
      const r = d as ReactionTakenData;
      const c = r.trigger === 'brace' ? combatantOf(s, r.id) : undefined;
      // The set polearm has struck: the brace is spent.
      return c && dataOf(c).cond.bracing ? withCond(s, c, { bracing: false }) : s;
    }
    case 'Defended':
      return defended(s, d as DefendedData);
    case 'Supported':
      return supported(s, d as SupportedData);
    case 'SpellCast':
      return spellCast(s, d as SpellCastData);
    default:
      return s;
  }
}
