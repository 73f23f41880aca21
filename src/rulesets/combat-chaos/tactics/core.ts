/**
 * Over 400 lines: the steps a turn is made of share the command caches and harm tables above them; the seams (commands, readings, harm, answers, steps) are marked with section rules, to become files of tactics/ next (issue 15, left).
 *
 * What the simulator's tactics (tactics.ts) share: readings of the state (foes, allies, who
 * threatens whom, the leader), the expected harm of a strike (exact odds, cached by the objects
 * that decide them), the commands themselves (built from the state and checked as decide checks
 * them, so that the engine never refuses one), the answers to reactions, and the steps a turn is
 * made of (recover, strike, advance, finish). Nothing here asks for the legal-actions menu: that is
 * the slow path, left to `fallback` for states the steps do not know.
 */
import {
  distance,
  pathDistance,
  towards,
  type Combatant,
  type CombatState,
  type Command,
  type Pending,
  type PolicyContext,
  type Position,
} from '../../../engine/index.js';
import { checkOdds } from '../../../dice/index.js';
import {
  attackSources,
  defendActive,
  guardReach,
  inHand,
  meleeReachInHand,
  modeOf,
  threatens,
  type Mode,
} from '../attack/index.js';
import { bracersCharged, chargeBonus, chargerReach, type BraceOffer } from '../maneuvers/index.js';
import { grapplerOf, speedNow } from '../maneuvers/index.js';
import { critChance, damageOdds, hitChance } from '../attack/index.js';
import { combatChaosOn, criticalDamage, leavingReachProvokes, spellSoak } from '../options.js';
import { canKipup } from '../reactions/index.js';
import { canStrike, strikeDistance } from '../attack/index.js';
import { attacksPerAction } from '../attack/index.js';
import { isMissile, isPolearm, type Sheet, type Spell, type Weapon } from '../sheet.js';
import { withBonus } from '../attack/index.js';
import { spellBonus, spellCrits } from '../spells/index.js';
import { combatantOf, canReact, dataOf, gameOf, isUp, sheetOf, type Offer } from '../state.js';

type Opts = Readonly<Record<string, unknown>>;
const EPS = 1e-9;

// ---------------------------------------------------------------------------------------------
// Commands that never change: one object each, shared by every decision.

export const END_TURN: Command = frozen({ type: 'EndTurn' });
export const DECLINE: Command = frozen({ type: 'DeclineReaction' });
const BRACE: Command = frozen({ type: 'Brace' });
const STAND: Command = frozen({ type: 'Stand' });
const KIPUP_BONUS: Command = frozen({ type: 'Kipup', data: { as: 'bonus' } });
const KIPUP_REACTION: Command = frozen({ type: 'Kipup' });
const DEFEND_SELF: Command = frozen({ type: 'Defend' });

/** A command shared by every decision that makes it: frozen, so that nobody can change it. */
function frozen(c: Command): Command {
  if (c.data) Object.freeze(c.data);
  return Object.freeze(c);
}

/** Commands keyed by an object of the sheet (a weapon, a spell) and a combatant id, made once. */
class CommandCache<K extends object> {
  private readonly map = new WeakMap<K, Map<string, Command>>();
  get(key: K, id: string, make: () => Command): Command {
    let byId = this.map.get(key);
    if (!byId) this.map.set(key, (byId = new Map<string, Command>()));
    let c = byId.get(id);
    if (!c) byId.set(id, (c = frozen(make())));
    return c;
  }
}

const attacks = new CommandCache<Weapon>();
const reactAttacks = new CommandCache<Weapon>();
const braceStrikes = new CommandCache<Weapon>();
const casts = new CommandCache<Spell>();
const byId = new Map<string, Map<string, Command>>();

/** A command whose data is one id (Defend { ally }, Constrict { target, as: bonus }, ...). */
function idCommand(kind: string, id: string, make: () => Command): Command {
  let m = byId.get(kind);
  if (!m) byId.set(kind, (m = new Map<string, Command>()));
  let c = m.get(id);
  if (!c) m.set(id, (c = frozen(make())));
  return c;
}

export const attackCommand = (w: Weapon, t: Combatant): Command =>
  attacks.get(w, t.id, () => ({ type: 'Attack', data: { target: t.id, weapon: w.name } }));

const castCommand = (sp: Spell, t: Combatant): Command =>
  casts.get(sp, t.id, () => ({ type: 'CastSpell', data: { spell: sp.name, target: t.id } }));

export const defendCommand = (me: Combatant, ally: Combatant): Command =>
  ally.id === me.id
    ? DEFEND_SELF
    : idCommand('Defend', ally.id, () => ({ type: 'Defend', data: { ally: ally.id } }));

const constrictCommand = (t: Combatant): Command =>
  idCommand('Constrict', t.id, () => ({ type: 'Constrict', data: { target: t.id, as: 'bonus' } }));

const pickUpCommand = (weapon: string): Command =>
  idCommand('PickUp', weapon, () => ({ type: 'PickUp', data: { weapon } }));

// ---------------------------------------------------------------------------------------------
// Readings.

export const healthOf = (c: Combatant): number => dataOf(c).health;
/** Health left as a fraction of the pool (1 unhurt, 0 down). */
export const fractionOf = (c: Combatant): number => dataOf(c).health / sheetOf(c).health;

/** The foes still up, in the order of the encounter. */
export function foesOf(s: CombatState, me: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && c.side !== me.side && isUp(c)) out.push(c);
  }
  return out;
}

/** The allies still up (not `me`), in the order of the encounter. */
export function alliesOf(s: CombatState, me: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && c.side === me.side && c.id !== me.id && isUp(c)) out.push(c);
  }
  return out;
}

/**
 * The leader of a side: its first combatant in the encounter file who is still up (so when the
 * leader falls, the next one listed takes over). JavaScript keeps the order of the file for ids
 * that are not whole numbers; ids such as "1", "2" come first, in numeric order.
 */
export function leaderOf(s: CombatState, side: string): Combatant | undefined {
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && c.side === side && isUp(c)) return c;
  }
  return undefined;
}

/** The foe nearest to `at` (ties: the first in the encounter). */
export function nearestTo(foes: readonly Combatant[], at: Combatant): Combatant | undefined {
  let best: Combatant | undefined;
  let bestD = Infinity;
  for (const f of foes) {
    const d = distance(f.position, at.position);
    if (d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

/** Foes up and not surprised whose melee weapon in hand reaches `c`. */
export function threatsTo(foes: readonly Combatant[], c: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const f of foes) if (!dataOf(f).surprised && threatens(f, c.position)) out.push(f);
  return out;
}

/** Whether someone keeps an active Defend on `c`. */
export function isDefended(s: CombatState, c: Combatant): boolean {
  for (const d of gameOf(s).defends) if (d.protect === c.id && defendActive(s, d)) return true;
  return false;
}

/** An action or an attack of a begun Attack action is left. */
export const canAttack = (me: Combatant): boolean => {
  const b = dataOf(me).budget;
  return b.action >= 1 || b.attacks >= 1;
};

// ---------------------------------------------------------------------------------------------
// Expected harm: P(hit) × the mean damage sustained on a hit (soak and criticals included), from
// the rule set's exact odds, cached by the objects that decide it (the weapon, the target's sheet,
// the combat's options) and the numbers that vary (the mode, a charge's bonus).

interface Entry {
  readonly sheet: Sheet;
  readonly options: Opts;
  readonly key: number;
  readonly value: number;
}

const MODE: Readonly<Record<Mode, number>> = { normal: 0, advantage: 1, disadvantage: 2 };

/** Values by an object of the sheet (a weapon, a spell), then the target's sheet, options and a key. */
class HarmCache<K extends object> {
  private readonly map = new WeakMap<K, Entry[]>();
  get(k: K, sheet: Sheet, options: Opts, key: number, make: () => number): number {
    let list = this.map.get(k);
    if (!list) this.map.set(k, (list = []));
    for (let i = 0; i < list.length; i++) {
      const e = list[i] as Entry;
      if (e.sheet === sheet && e.key === key && e.options === options) return e.value;
    }
    const value = make();
    if (list.length >= 64) list.length = 0;
    list.push({ sheet, options, key, value });
    return value;
  }
}

const weaponHarm = new HarmCache<Weapon>();
const spellHarm = new HarmCache<Spell>();

/** The expected damage of one strike with `w` at a target with sheet `t`, in `mode`. */
export function strikeHarm(
  options: Opts,
  w: Weapon,
  t: Sheet,
  mode: Mode,
  bonus = 0,
  alwaysCritical = false,
): number {
  const key = MODE[mode] + 3 * bonus + (alwaysCritical ? 1 << 20 : 0);
  return weaponHarm.get(w, t, options, key, () => {
    const hit = hitChance(w.hitBonus, t.defense, combatChaosOn(options), mode);
    const crit = critChance(hit, mode, true, alwaysCritical);
    const critGivenHit = hit > 0 ? Math.min(1, crit / hit) : 0;
    return (
      hit * (damageOdds(w.damage, t.soak, critGivenHit, criticalDamage(options), bonus).mean ?? 0)
    );
  });
}

/** The mode of an attack now (the situation's advantage and disadvantage). */
export const modeNow = (s: CombatState, a: Combatant, t: Combatant, w: Weapon | null): Mode =>
  modeOf(attackSources(s, a, t, w));

/** The expected damage of `a`'s attack on `t` with `w` now (a Charge's bonus on its own turn). */
export function attackHarm(s: CombatState, a: Combatant, t: Combatant, w: Weapon): number {
  const charge = s.pending ? null : dataOf(a).cond.charge;
  const bonus = charge === null ? 0 : chargeBonus(charge, w);
  return strikeHarm(s.options, w, sheetOf(t), modeNow(s, a, t, w), bonus);
}

/** The expected damage of a spell on `t` now: an attack spell as an attack, a save spell over both outcomes. */
export function spellHarmNow(s: CombatState, me: Combatant, t: Combatant, sp: Spell): number {
  const options = s.options;
  const sheet = sheetOf(t);
  const soak = spellSoak(options) ? sheet.soak : 0;
  if (sp.save) {
    const save = sp.save;
    return spellHarm.get(sp, sheet, options, 3, () => {
      const fail = 1 - checkOdds(withBonus('1d20', sheet.save), save.dc).probability;
      const d = damageOdds(sp.damage, 0, 0, 'double-roll');
      // Mean of max(0, v − soak) on a failure, of max(0, ⌊v/2⌋ − soak) (or 0) on a save.
      let full = 0;
      let half = 0;
      d.probabilities.forEach((p, i) => {
        const v = d.min + i;
        full += p * Math.max(0, v - soak);
        if (save.half) half += p * Math.max(0, Math.floor(v / 2) - soak);
      });
      return fail * full + (1 - fail) * half;
    });
  }
  const mode = modeNow(s, me, t, null);
  return spellHarm.get(sp, sheet, options, MODE[mode], () => {
    const crits = spellCrits(sp);
    const hit = hitChance(
      spellBonus(sheetOf(me), sp),
      sheet.defense,
      combatChaosOn(options),
      mode,
      crits,
    );
    const crit = critChance(hit, mode, crits);
    const critGivenHit = hit > 0 ? Math.min(1, crit / hit) : 0;
    return hit * (damageOdds(sp.damage, soak, critGivenHit, criticalDamage(options)).mean ?? 0);
  });
}

/** The weapon in hand `me` would rather fight `t` with, situation aside (for where to stand). */
export function preferredWeapon(s: CombatState, me: Combatant, t: Combatant): Weapon | undefined {
  let best: Weapon | undefined;
  let bestHarm = -1;
  const sheet = sheetOf(t);
  for (const w of inHand(me)) {
    const h = strikeHarm(s.options, w, sheet, 'normal');
    if (h > bestHarm) {
      best = w;
      bestHarm = h;
    }
  }
  return best;
}

/** The best of `a`'s melee weapons in hand that reach `t` now, and its expected harm (-1: none). */
export function bestMelee(
  s: CombatState,
  a: Combatant,
  t: Combatant,
): { w?: Weapon; harm: number } {
  let w: Weapon | undefined;
  let harm = -1;
  for (const x of inHand(a))
    if (!isMissile(x) && canStrike(a.position, t.position, x)) {
      const h = attackHarm(s, a, t, x);
      if (h > harm) {
        w = x;
        harm = h;
      }
    }
  return w ? { w, harm } : { harm };
}

// ---------------------------------------------------------------------------------------------
// Reactions: every tactic answers at once, cheaply.

/**
 * The answer to the reaction `pending` offers `me`: an attack of opportunity with the offered
 * weapon that harms most (seed 002: a free attack is never wasted), the braced strike at a
 * charger, a Kipup back to one's feet; DeclineReaction when it can no longer be taken; undefined
 * for a reaction this rule set's tactics do not know (the caller falls back on the menu).
 */
export function answerReaction(
  s: CombatState,
  me: Combatant,
  pending: Pending,
): Command | undefined {
  switch (pending.trigger) {
    case 'attack-of-opportunity': {
      const offer = pending as Offer;
      const provoker = combatantOf(s, offer.data.provoker);
      if (!provoker || !isUp(provoker) || !canReact(me)) return DECLINE;
      let best: Weapon | undefined;
      let harm = -1;
      for (const w of sheetOf(me).weapons)
        if (offer.data.weapons.includes(w.name)) {
          const h = attackHarm(s, me, provoker, w);
          if (h > harm) {
            best = w;
            harm = h;
          }
        }
      if (!best) return DECLINE;
      const w = best;
      return reactAttacks.get(w, '', () => ({ type: 'ReactAttack', data: { weapon: w.name } }));
    }
    case 'brace': {
      const offer = pending as BraceOffer;
      const charger = combatantOf(s, offer.data.provoker);
      if (!charger || !isUp(charger)) return DECLINE;
      const w = inHand(me).find((x) => offer.data.polearms.includes(x.name));
      if (!w) return DECLINE;
      return braceStrikes.get(w, '', () => ({ type: 'BraceStrike', data: { weapon: w.name } }));
    }
    case 'kipup':
      return canKipup(me) && canReact(me) ? KIPUP_REACTION : DECLINE;
    default:
      return undefined;
  }
}

/**
 * The slow path, for states the tactics do not know: the first option that ends the turn or
 * declines the reaction, else the first option (the rule set's full menu).
 */
export function fallback(ctx: PolicyContext): Command {
  const options = ctx.options();
  for (const o of options)
    if (o.command.type === 'EndTurn' || o.command.type === 'DeclineReaction') return o.command;
  return options[0]?.command ?? END_TURN;
}

// ---------------------------------------------------------------------------------------------
// The steps of a turn.

/**
 * Back on one's feet and weapon in hand before anything else: Kipup (a bonus action, no attack of
 * opportunity) or Stand (half the move) when prone; PickUp a weapon knocked away (the move); and a
 * Constrict with the bonus action on whoever one holds in a grapple (free damage, once a round).
 */
export function recover(s: CombatState, me: Combatant): Command | undefined {
  const d = dataOf(me);
  const b = d.budget;
  if (d.cond.prone) {
    if (b.bonus >= 1 && canKipup(me)) return KIPUP_BONUS;
    if (b.move >= 0.5) return STAND;
  }
  const dropped = d.cond.dropped[0];
  if (dropped !== undefined && b.move > 0) return pickUpCommand(dropped);
  if (b.bonus >= 1 && d.cond.constrictRound !== s.round) {
    let best: Combatant | undefined;
    for (const id in s.combatants) {
      const t = s.combatants[id];
      if (!t || dataOf(t).cond.grappledBy !== me.id || grapplerOf(s, t)?.id !== me.id) continue;
      if (!best || healthOf(t) < healthOf(best)) best = t;
    }
    if (best) return constrictCommand(best);
  }
  return undefined;
}

/** How a tactic rates attacking `t` with an expected harm `harm` (the highest is chosen). */
export type Score = (t: Combatant, harm: number) => number;

export const byHarm: Score = (_t, harm) => harm;

/** A bonus-action spell at the foe in range it rates best. */
export function bonusSpell(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  score: Score,
): Command | undefined {
  const spells = sheetOf(me).spells;
  if (spells.length === 0 || dataOf(me).budget.bonus < 1) return undefined;
  let best: Command | undefined;
  let bestScore = -Infinity;
  for (const sp of spells) {
    if (sp.action !== 'bonus') continue;
    for (const t of foes)
      if (distance(me.position, t.position) <= sp.range + EPS) {
        const v = score(t, spellHarmNow(s, me, t, sp));
        if (v > bestScore) {
          best = castCommand(sp, t);
          bestScore = v;
        }
      }
  }
  return best;
}

/** A strike planned by `bestStrike`: the command and what it is worth (expected harm, score). */
export interface Planned {
  readonly command: Command;
  readonly target: Combatant;
  readonly harm: number;
  readonly score: number;
}

const enum Kind {
  Attack,
  Spell,
  Charge,
  Walk,
}

/** The best candidate so far, kept as plain fields: the command is built once, for the winner. */
class Pick {
  kind = Kind.Attack;
  score = -Infinity;
  harm = 0;
  target: Combatant | undefined = undefined;
  weapon: Weapon | undefined = undefined;
  spell: Spell | undefined = undefined;
  to: Position | undefined = undefined;

  offer(
    kind: Kind,
    t: Combatant,
    harm: number,
    score: number,
    w?: Weapon,
    sp?: Spell,
    to?: Position,
  ) {
    if (score <= this.score) return;
    this.kind = kind;
    this.score = score;
    this.harm = harm;
    this.target = t;
    this.weapon = w;
    this.spell = sp;
    this.to = to;
  }

  planned(): Planned | undefined {
    const t = this.target;
    if (!t) return undefined;
    const w = this.weapon;
    let command: Command;
    if (this.kind === Kind.Spell && this.spell) command = castCommand(this.spell, t);
    else if (this.kind === Kind.Charge && this.to && w)
      command = { type: 'Charge', data: { to: this.to, target: t.id, weapon: w.name } };
    else if (this.kind === Kind.Walk && this.to) command = { type: 'Move', data: { to: this.to } };
    else if (w) command = attackCommand(w, t);
    else return undefined;
    return { command, target: t, harm: this.harm, score: this.score };
  }
}

/**
 * The strike a tactic rates best among: an Attack at a foe in reach of a weapon in hand (the
 * action, or an attack left of it), an action spell at a foe in range, and (`charge`, with the move
 * and the action both left) a Charge at a foe out of melee reach but within double the speed,
 * worth its first attack with the Charge's bonus, less the attacks of opportunity of the foes whose
 * reach it leaves and the braced strike it runs into (then walking up, a Move before the Attack,
 * is weighed too). `score` must grow with the harm (costs are worked out only for a charge that
 * could still win).
 */
export function bestStrike(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  score: Score,
  charge: boolean,
): Planned | undefined {
  const b = dataOf(me).budget;
  if (b.action < 1 && b.attacks < 1) return undefined;
  const pick = new Pick();
  const hand = inHand(me);
  for (const t of foes)
    for (const w of hand)
      if (canStrike(me.position, t.position, w)) {
        const harm = attackHarm(s, me, t, w);
        pick.offer(Kind.Attack, t, harm, score(t, harm), w);
      }
  if (b.action >= 1) {
    const mine = sheetOf(me);
    for (const sp of mine.spells)
      if (sp.action !== 'bonus')
        for (const t of foes)
          if (distance(me.position, t.position) <= sp.range + EPS) {
            const harm = spellHarmNow(s, me, t, sp);
            pick.offer(Kind.Spell, t, harm, score(t, harm), undefined, sp);
          }
    if (charge && canCharge(me)) {
      const speed = mine.speed;
      for (const t of foes) {
        const away = distance(me.position, t.position);
        for (const w of hand) {
          // As the menu (maneuvers/attack/menu.ts charges): out of reach, within double the speed.
          if (isMissile(w) || away <= w.reach + EPS || away - w.reach > 2 * speed) continue;
          const to = towards(me.position, t.position, away - w.reach);
          if (!canStrike(to, t.position, w)) continue;
          const run = distance(me.position, to);
          const bonus = chargeBonus({ distance: run, polearm: false, used: false }, w);
          const mode = modeNow(s, me, t, w);
          const raw = strikeHarm(s.options, w, sheetOf(t), mode, bonus);
          if (score(t, raw) <= pick.score) continue;
          const leave = leaveCost(s, me, to);
          const braced = braceCost(s, me, to, t, w, mine);
          const harm = raw - leave - braced;
          pick.offer(Kind.Charge, t, harm, score(t, harm), w, undefined, to);
          // Charged into a braced polearm: walking up (a Move, then the Attack) spares the strike.
          if (braced > 0 && run <= speedNow(s, me) + EPS) {
            const walk = strikeHarm(s.options, w, sheetOf(t), mode) - leave;
            pick.offer(Kind.Walk, t, walk, score(t, walk), w, undefined, to);
          }
        }
      }
    }
  }
  return pick.planned();
}

/**
 * What the attacks of opportunity of leaving foes' reach on the way from here to `to` are expected
 * to cost `me` (decide/move.ts, option `leavingReachProvokes`): each foe able to react, with its
 * most harmful melee weapon in hand that reaches the path.
 */
export function leaveCost(s: CombatState, me: Combatant, to: { x: number; y: number }): number {
  if (!leavingReachProvokes(s.options)) return 0;
  let cost = 0;
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (!c || c.side === me.side || !canReact(c)) continue;
    const reach = meleeReachInHand(c);
    if (reach === 0) continue;
    const near = pathDistance(c.position, me.position, to);
    if (near > reach + EPS || distance(c.position, to) <= reach + EPS) continue;
    let harm = 0;
    for (const w of inHand(c))
      if (!isMissile(w) && w.reach + EPS >= near)
        harm = Math.max(harm, strikeHarm(s.options, w, sheetOf(me), modeNow(s, c, me, w)));
    cost += harm;
  }
  return cost;
}

/** The braced strike (always critical) a Charge at `t` ending at `to` runs into (brace.ts). */
function braceCost(
  s: CombatState,
  me: Combatant,
  to: { x: number; y: number },
  t: Combatant,
  w: Weapon,
  mine: Sheet,
): number {
  if (!dataOf(t).cond.bracing) return 0;
  let cost = 0;
  for (const b of bracersCharged(s, me, me.position, to, t, chargerReach(me, w))) {
    let harm = 0;
    for (const p of b.polearms)
      harm = Math.max(harm, strikeHarm(s.options, p, mine, modeNow(s, b.bracer, me, p), 0, true));
    cost += harm;
  }
  return cost;
}

/** As maneuvers/charge/decide.ts checkCharge: the move and the action left, standing, free, able to move. */
export function canCharge(me: Combatant): boolean {
  const d = dataOf(me);
  return (
    d.budget.action >= 1 &&
    d.budget.move >= 1 &&
    d.cond.grappledBy === null &&
    !d.cond.prone &&
    sheetOf(me).speed > 0
  );
}

/** As decide/move.ts: a move left, a speed, and not held in a grapple. */
export function canMove(s: CombatState, me: Combatant): boolean {
  const d = dataOf(me);
  if (d.budget.move <= 0 || sheetOf(me).speed <= 0) return false;
  return d.cond.grappledBy === null || grapplerOf(s, me) === undefined;
}

/** Where a Move towards `to` ends (decide/move.ts: a crawl when prone, half after standing up). */
export function moveEnd(s: CombatState, me: Combatant, to: { x: number; y: number }) {
  const left = dataOf(me).budget.move;
  const feet = speedNow(s, me) * (left < 1 ? left : 1);
  return towards(me.position, to, feet);
}

/** Whether moving from here to `to` would leave a foe's melee reach (decide/move.ts: it provokes). */
export function provokes(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  to: { x: number; y: number },
): boolean {
  if (!leavingReachProvokes(s.options)) return false;
  for (const c of foes) {
    if (!canReact(c)) continue;
    const reach = meleeReachInHand(c);
    if (reach === 0) continue;
    if (pathDistance(c.position, me.position, to) > reach + EPS) continue;
    if (distance(c.position, to) > reach + EPS) return true;
  }
  return false;
}

/** How to close in on a foe. */
export interface Advance {
  /** Double the ground with a Charge when the action would go unused (no attack can follow the move). */
  readonly charge: boolean;
  /** May leave a foe's reach (an attack of opportunity) to get there. */
  readonly provoke: boolean;
  /** Stop at this distance from the goal (default: the reach of the weapon one prefers against it). */
  readonly stopAt?: number;
}

/**
 * Towards `goal`, to where the weapon one prefers against it reaches (an archer already in range
 * stays): a Move, or a Charge without a target (double the speed) when even after a Move nothing
 * could be attacked this turn. With no attack left, one moves only while no foe is within reach
 * (closing in for the next turn without leaving anyone's reach). Held in a grapple with the
 * action left: Escape.
 */
export function advance(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  goal: Combatant | undefined,
  how: Advance,
): Command | undefined {
  const d = dataOf(me);
  if (!goal) return undefined;
  if (!canMove(s, me)) {
    const g = d.cond.grappledBy === null ? undefined : grapplerOf(s, me);
    if (g && d.budget.action >= 1) return escapeCommand(me);
    return undefined;
  }
  const attacking = canAttack(me);
  if (!attacking && engaged(me, foes)) return undefined;
  const reach = how.stopAt ?? strikeReach(s, me, goal);
  const away = distance(me.position, goal.position);
  if (away <= reach + EPS) return undefined;
  const stop = towards(me.position, goal.position, away - reach);
  const speed = sheetOf(me).speed;
  if (
    how.charge &&
    attacking &&
    canCharge(me) &&
    away - reach > speed + EPS &&
    !prefersMissile(s, me, goal)
  ) {
    const to = towards(me.position, goal.position, Math.min(2 * speed, away - reach));
    if (how.provoke || !provokes(s, me, foes, to)) return { type: 'Charge', data: { to } };
  }
  const end = moveEnd(s, me, stop);
  if (distance(me.position, end) < 1e-6) return undefined;
  if (!how.provoke && provokes(s, me, foes, end)) return undefined;
  return { type: 'Move', data: { to: end } };
}

const ESCAPE_ATHLETICS = frozen({ type: 'Escape', data: { how: 'athletics' } });
const ESCAPE_ACROBATICS = frozen({ type: 'Escape', data: { how: 'acrobatics' } });

/** Escape with the better of the two skills (maneuvers/arguments.ts bestSkill: athletics on a tie). */
function escapeCommand(me: Combatant): Command {
  const k = sheetOf(me).skills;
  return k.acrobatics > k.athletics ? ESCAPE_ACROBATICS : ESCAPE_ATHLETICS;
}

/** The longest strike distance of a weapon in hand: reach, or range for a missile weapon. */
export function longestStrike(me: Combatant): number {
  let r = 0;
  for (const w of inHand(me)) r = Math.max(r, strikeDistance(w));
  return r;
}

/** The strike distance of the weapon one prefers against `t` (0 with nothing in hand). */
function strikeReach(s: CombatState, me: Combatant, t: Combatant): number {
  const w = preferredWeapon(s, me, t);
  return w ? strikeDistance(w) : 0;
}

const prefersMissile = (s: CombatState, me: Combatant, t: Combatant): boolean => {
  const w = preferredWeapon(s, me, t);
  return w !== undefined && isMissile(w);
};

/** A foe within reach of a weapon in hand, or one threatening `me`. */
export function engaged(me: Combatant, foes: readonly Combatant[]): boolean {
  const hand = inHand(me);
  for (const f of foes) {
    if (threatens(f, me.position)) return true;
    for (const w of hand) if (!isMissile(w) && canStrike(me.position, f.position, w)) return true;
  }
  return false;
}

/** Brace a polearm with the bonus action left (free: it strikes first if charged), else EndTurn. */
export function finish(me: Combatant, brace: boolean): Command {
  const d = dataOf(me);
  if (brace && d.budget.bonus >= 1 && !d.cond.bracing && inHand(me).some(isPolearm)) return BRACE;
  return END_TURN;
}

/** Defend the most hurt of `allies` within guard reach whom a foe threatens and nobody guards yet. */
export function guardAlly(
  s: CombatState,
  me: Combatant,
  allies: readonly Combatant[],
  foes: readonly Combatant[],
): Command | undefined {
  if (dataOf(me).budget.action < 1) return undefined;
  const reach = guardReach(me);
  let best: Combatant | undefined;
  for (const a of allies) {
    if (distance(me.position, a.position) > reach + EPS) continue;
    if (threatsTo(foes, a).length === 0 || isDefended(s, a)) continue;
    if (!best || fractionOf(a) < fractionOf(best)) best = a;
  }
  return best ? defendCommand(me, best) : undefined;
}

/** The expected harm of `a`'s whole Attack action on `t` (every attack of it, the best weapon). */
export function actionHarm(a: Combatant, harm: number): number {
  return attacksPerAction(sheetOf(a)) * harm;
}
