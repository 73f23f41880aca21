/**
 * Exact odds before an attack: P(hit) with the Combat Chaos naturals and the roll's mode
 * (checkOdds of `1d20+B`, `2d20kh1+B` or `2d20kl1+B` with `naturals: 'combat-chaos'`), P(critical)
 * (the kept die shows 20: `naturalChance(20, mode)`; every hit for a braced polearm) and the
 * distribution of the damage sustained when it hits: the damage roll (+ a Charge's bonus) less
 * soak, floored at 0, with the critical hits mixed in. Spells too: attack spells the same way
 * (critical hits only with spellcraft as the bonus), save spells P(the save fails) and the damage
 * over every outcome. Cached: menus and simulator policies ask for the same few numbers over and
 * over.
 */
import {
  checkOdds,
  odds as diceOdds,
  type Distribution,
  type Naturals,
} from '../../../dice/index.js';
import { maneuverOdds } from './menu.js';
import type { Combatant, Command, CombatState, Odds } from '../../../engine/index.js';
import {
  attackSources,
  d20PlusIn,
  inHand,
  mergeSources,
  modeOf,
  naturalChance,
  NO_SOURCES,
  type Mode,
  type ModeSources,
} from '../attack/index.js';
import { chargeBonus, placed, type BraceOffer } from './brace/brace.js';
import { combatChaosOn, criticalDamage, spellSoak, type CriticalDamage } from '../options.js';
import { positionArg, targetArg, weaponArg } from '../actions/index.js';
import { doubledDice, withBonus } from '../attack/index.js';
import { canStrike } from '../attack/index.js';
import { dealtDamage } from '../attack/index.js';
import { isMissile, type Spell, type Weapon } from '../sheet.js';
import { spellBonus, spellCrits } from '../spells/index.js';
import { combatantOf, dataOf, sheetOf, type Offer } from '../state.js';

/** With Combat Chaos off, a natural 20 still always hits: it is a critical hit (seed 002). */
const NATURAL_20: Naturals = { miss: [], hit: [20] };
const cache = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = make();
  if (cache.size > 4096) cache.clear();
  cache.set(key, value);
  return value;
}

/** The odds of combat-chaos: the engine's, with P(critical) and the roll's mode and sources. */
export interface ChaosOdds extends Odds {
  /** P(critical hit), unconditional. */
  readonly critical: number;
  readonly mode: Mode;
  readonly advantage: readonly string[];
  readonly disadvantage: readonly string[];
}

/**
 * P(hit): the kept d20 in `mode` + bonus against the defense, with the naturals (Combat Chaos, or a
 * natural 20 only: a critical hit always hits). `crits` false (a spell with its own bonus): with
 * Combat Chaos off a natural 20 is just a number.
 */
export function hitChance(
  bonus: number,
  defense: number,
  chaos: boolean,
  mode: Mode = 'normal',
  crits = true,
): number {
  return cached(`hit|${bonus}|${defense}|${chaos}|${mode}|${crits}`, () => {
    const expr = d20PlusIn(mode, bonus);
    if (!chaos && !crits) return checkOdds(expr, defense).probability;
    return checkOdds(expr, defense, { naturals: chaos ? 'combat-chaos' : NATURAL_20 }).probability;
  });
}

/** P(a critical hit): the kept die shows 20 (it always hits), or every hit (`always`). */
export function critChance(hit: number, mode: Mode, crits: boolean, always = false): number {
  if (always) return hit;
  return crits ? naturalChance(20, mode) : 0;
}

function distribution(
  expression: string,
  mass: Map<number, number>,
  leftover: number,
): Distribution {
  const min = Math.min(...mass.keys());
  const max = Math.max(...mass.keys());
  const probabilities = Array.from({ length: max - min + 1 }, (_, i) => mass.get(min + i) ?? 0);
  const mean = probabilities.reduce((m, p, i) => m + p * (min + i), 0);
  const sd = Math.sqrt(probabilities.reduce((m, p, i) => m + p * (min + i - mean) ** 2, 0));
  return { expression, min, probabilities, leftover, mean, sd };
}

/**
 * Damage sustained on a hit: the roll + `bonus` less soak, P(critical | hit) of them doubled
 * (option criticalDamage).
 */
export function damageOdds(
  damage: string,
  soak: number,
  critGivenHit: number,
  mode: CriticalDamage,
  bonus = 0,
): Distribution {
  return cached(`dmg|${damage}|${soak}|${critGivenHit}|${mode}|${bonus}`, () => {
    const base = diceOdds(damage);
    const mass = new Map<number, number>();
    const add = (v: number, p: number) => mass.set(v, (mass.get(v) ?? 0) + p);
    // "double-dice": a critical rolls twice as many dice, a distribution of its own.
    const critBase =
      mode === 'double-dice' && critGivenHit > 0 ? diceOdds(doubledDice(damage)) : base;
    base.probabilities.forEach((p, i) => {
      const v = base.min + i + bonus;
      if (critGivenHit < 1) add(dealtDamage(v, soak, false, mode), p * (1 - critGivenHit));
      if (critGivenHit > 0 && critBase === base)
        add(dealtDamage(v, soak, true, mode), p * critGivenHit);
    });
    if (critBase !== base)
      critBase.probabilities.forEach((p, i) => {
        add(dealtDamage(critBase.min + i + bonus, soak, true, mode), p * critGivenHit);
      });
    const plus = bonus ? ` + ${bonus}` : '';
    const crit =
      critGivenHit >= 1 ? ', ×2 (always critical)' : critGivenHit > 0 ? ', ×2 on a natural 20' : '';
    return distribution(`${base.expression}${plus} - soak ${soak}${crit}`, mass, base.leftover);
  });
}

/** What a maneuver adds to an attack's odds. */
export interface StrikeExtras {
  readonly extra?: ModeSources;
  readonly bonusDamage?: number;
  readonly alwaysCritical?: boolean;
}

/** Who would make an attack now: the pending reactor, or the combatant whose turn it is. */
function attackerNow(state: CombatState): Combatant | undefined {
  const id = state.pending ? state.pending.reactor : state.current;
  return id === null ? undefined : combatantOf(state, id);
}

const pct = (p: number): string => `${Math.round(p * 1000) / 10}%`;

function modeNote(mode: Mode, s: ModeSources): string {
  if (mode === 'normal') {
    const both = [...(s.advantage ?? []), ...(s.disadvantage ?? [])];
    return both.length ? `; advantage and disadvantage cancel (${both.join(', ')})` : '';
  }
  const list = mode === 'advantage' ? s.advantage : s.disadvantage;
  return `; ${mode} (${(list ?? []).join(', ')})`;
}

/**
 * The odds of an attack on `target` with `weapon` by `attacker` (default: whoever attacks now: the
 * pending reactor or the current combatant): mode from the situation (`attackSources`) and the
 * maneuver's `extra`; the Charge's bonus on the first attack after it (not for a reaction).
 */
export function attackOdds(
  state: CombatState,
  target: Combatant,
  weapon: Weapon,
  attacker: Combatant | undefined = attackerNow(state),
  more: StrikeExtras = {},
): ChaosOdds {
  const situation = attacker ? attackSources(state, attacker, target, weapon) : NO_SOURCES;
  const sources = more.extra ? mergeSources(situation, more.extra) : situation;
  const charge = attacker && !state.pending ? dataOf(attacker).cond.charge : null;
  const bonus = more.bonusDamage ?? (charge ? chargeBonus(charge, weapon) : 0);
  const always = more.alwaysCritical === true;
  // The common case (no source, no critical by rule) is cached by the objects themselves: menus
  // ask for the same weapon against the same sheet over and over.
  if (sources !== NO_SOURCES || always)
    return computeOdds(state, target, weapon, sources, bonus, always);
  const sheet = sheetOf(target);
  let bySheet = plain.get(weapon);
  if (!bySheet) plain.set(weapon, (bySheet = new WeakMap()));
  let list = bySheet.get(sheet);
  if (!list) bySheet.set(sheet, (list = []));
  for (const e of list) if (e.options === state.options && e.bonus === bonus) return e.odds;
  const odds = computeOdds(state, target, weapon, sources, bonus, false);
  if (list.length > 16) list.length = 0;
  list.push({ options: state.options, bonus, odds });
  return odds;
}

const plain = new WeakMap<
  Weapon,
  WeakMap<object, { options: object; bonus: number; odds: ChaosOdds }[]>
>();

function computeOdds(
  state: CombatState,
  target: Combatant,
  weapon: Weapon,
  sources: ModeSources,
  bonus: number,
  always: boolean,
): ChaosOdds {
  const sheet = sheetOf(target);
  const mode = modeOf(sources);
  const chaos = combatChaosOn(state.options);
  const hit = hitChance(weapon.hitBonus, sheet.defense, chaos, mode);
  const critical = critChance(hit, mode, true, always);
  const damage = damageOdds(
    weapon.damage,
    sheet.soak,
    hit > 0 ? Math.min(1, critical / hit) : 0,
    criticalDamage(state.options),
    bonus,
  );
  const extras = bonus ? `, +${bonus} damage (charge)` : '';
  return {
    hit,
    damage,
    critical,
    mode,
    advantage: sources.advantage ?? [],
    disadvantage: sources.disadvantage ?? [],
    note: `damage after soak ${sheet.soak}, criticals included (${pct(critical)})${extras}${modeNote(mode, sources)}`,
  };
}

/**
 * The odds of a spell: an attack spell as an attack (critical hits only with spellcraft); a save
 * spell: `hit` = P(the save fails: d20 + save below the DC), `damage` over every outcome (full on a
 * failure, half or nothing on a success), never critical.
 */
export function spellOdds(
  state: CombatState,
  caster: Combatant,
  target: Combatant,
  spell: Spell,
): ChaosOdds {
  const sheet = sheetOf(target);
  const soak = spellSoak(state.options) ? sheet.soak : 0;
  if (spell.save) {
    const { dc, half } = spell.save;
    const fail = 1 - checkOdds(withBonus('1d20', sheet.save), dc).probability;
    const damage = cached(`save|${spell.damage}|${soak}|${fail}|${half}`, () => {
      const base = diceOdds(spell.damage);
      const mass = new Map<number, number>();
      const add = (v: number, p: number) => mass.set(v, (mass.get(v) ?? 0) + p);
      base.probabilities.forEach((p, i) => {
        const v = base.min + i;
        add(Math.max(0, v - soak), p * fail);
        add(half ? Math.max(0, Math.floor(v / 2) - soak) : 0, p * (1 - fail));
      });
      const saved = half ? 'half on a save' : 'none on a save';
      return distribution(`${base.expression} - soak ${soak}, ${saved}`, mass, base.leftover);
    });
    return {
      hit: fail,
      damage,
      critical: 0,
      mode: 'normal',
      advantage: [],
      disadvantage: [],
      note: `P(the save fails); damage over every outcome (${half ? 'half' : 'none'} on a save), after soak ${soak}, never critical`,
    };
  }
  const bonus = spellBonus(sheetOf(caster), spell);
  const crits = spellCrits(spell);
  const sources = attackSources(state, caster, target, null);
  const mode = modeOf(sources);
  const hit = hitChance(bonus, sheet.defense, combatChaosOn(state.options), mode, crits);
  const critical = critChance(hit, mode, crits);
  const damage = damageOdds(
    spell.damage,
    soak,
    hit > 0 ? Math.min(1, critical / hit) : 0,
    criticalDamage(state.options),
  );
  return {
    hit,
    damage,
    critical,
    mode,
    advantage: sources.advantage ?? [],
    disadvantage: sources.disadvantage ?? [],
    note: `damage after soak ${soak}, ${crits ? `criticals included (${pct(critical)})` : 'never critical (not spellcraft)'}${modeNote(mode, sources)}`,
  };
}

/**
 * The first attack of a Charge to `to` (its bonus after 20+ ft), with the charger standing there
 * (only a missile weapon's sources depend on where he stands: the state is moved for those alone).
 */
export function chargeOdds(
  state: CombatState,
  me: Combatant,
  to: { x: number; y: number },
  target: Combatant,
  weapon: Weapon,
  distance: number,
): ChaosOdds {
  const bonusDamage = chargeBonus({ distance, polearm: false, used: false }, weapon);
  if (!isMissile(weapon)) return attackOdds(state, target, weapon, me, { bonusDamage });
  const there = placed(state, me, to);
  return attackOdds(there, target, weapon, combatantOf(there, me.id) ?? me, { bonusDamage });
}

function currentOf(state: CombatState): Combatant | undefined {
  return state.current === null ? undefined : combatantOf(state, state.current);
}

/**
 * The rule set's `odds` hook: Attack (by the current combatant), ReactAttack, BraceStrike, Charge
 * (its first attack, when it names a target) and CastSpell.
 */
export function commandOdds(state: CombatState, command: Command): Odds | undefined {
  const data = command.data;
  switch (command.type) {
    case 'Attack': {
      const me = currentOf(state);
      if (!me) return undefined;
      const target = targetArg(state, me, data?.['target']);
      if (!target.ok) return undefined;
      const weapon = weaponArg(me, target.value, data?.['weapon']);
      return weapon.ok ? attackOdds(state, target.value, weapon.value, me) : undefined;
    }
    case 'ReactAttack': {
      if (state.pending?.trigger !== 'attack-of-opportunity') return undefined;
      const offer = state.pending as Offer;
      const reactor = combatantOf(state, offer.reactor);
      const provoker = combatantOf(state, offer.data.provoker);
      const name = data?.['weapon'] ?? offer.data.weapons[0];
      const weapon = reactor && sheetOf(reactor).weapons.find((w) => w.name === name);
      return provoker && weapon ? attackOdds(state, provoker, weapon, reactor) : undefined;
    }
    case 'BraceStrike': {
      if (state.pending?.trigger !== 'brace') return undefined;
      const offer = state.pending as BraceOffer;
      const reactor = combatantOf(state, offer.reactor);
      const charger = combatantOf(state, offer.data.provoker);
      const name = data?.['weapon'] ?? offer.data.polearms[0];
      const weapon = reactor && inHand(reactor).find((w) => w.name === name);
      return charger && weapon
        ? attackOdds(state, charger, weapon, reactor, { alwaysCritical: true, bonusDamage: 0 })
        : undefined;
    }
    case 'Charge': {
      const me = currentOf(state);
      const to = positionArg(data?.['to']);
      if (!me || !to || data?.['target'] === undefined) return undefined;
      const target = targetArg(state, me, data['target']);
      if (!target.ok) return undefined;
      const named = data['weapon'];
      const weapon = inHand(me).find((w) =>
        named === undefined ? canStrike(to, target.value.position, w) : w.name === named,
      );
      if (!weapon) return undefined;
      const dx = to.x - me.position.x;
      const dy = to.y - me.position.y;
      return chargeOdds(state, me, to, target.value, weapon, Math.sqrt(dx * dx + dy * dy));
    }
    case 'CastSpell': {
      const me = currentOf(state);
      if (!me) return undefined;
      const spell = sheetOf(me).spells.find((sp) => sp.name === data?.['spell']);
      const target = targetArg(state, me, data?.['target']);
      return spell && target.ok ? spellOdds(state, me, target.value, spell) : undefined;
    }
    default:
      return maneuverOdds(state, command);
  }
}
