/**
 * Opposed rolls (seed 002: Disarm "an opposed melee attack roll", Grapple and Push "an opposed
 * athletics roll", Trip "an opposed athletics or acrobatics test") and the melee attack roll of a
 * Trip made against defense. Each side rolls d20 (two and keeps one, with advantage or disadvantage:
 * advantage.ts) + its bonus; the higher total wins. A tie goes to the defender: the status quo
 * stands (the seed says nothing; the d20 games it builds on do the same). Combat Chaos ("Attack
 * rolls of 1-2 always miss, and attack rolls of 19-20 always hit") applies to every attack roll,
 * opposed or not: Disarm's "opposed melee attack roll" is one on both sides (each rolls d20 + a
 * weapon's hit bonus), so a side whose natural always hits beats one whose does not, a side whose
 * natural always misses loses to one whose does not, and otherwise (neither, or both alike) the
 * totals decide. The skill rolls (athletics, acrobatics) are not attack rolls: only their totals
 * count. Exact chances for the menus are computed here too.
 */
import type { Combatant, CombatantId, CombatState, Dice, Odds } from '../../../engine/index.js';
import type { AttackRollData, ContestData, RolledSide } from '../events.js';

export type { AttackRollData, ContestData, RolledSide } from '../events.js';
import { withBonus } from '../attack/index.js';
import { combatChaosOn } from '../options.js';
import { isHit, judge } from '../attack/index.js';
import {
  attackSources,
  d20Of,
  mergeSources,
  modeOf,
  naturalChance,
  type Mode,
  type ModeSources,
} from '../attack/index.js';
import type { Weapon } from '../sheet.js';
import { combatantOf, sheetOf } from '../state.js';

/** One side of a contest before the roll. */
export interface Contender {
  readonly id: CombatantId;
  /** What is rolled: `athletics`, `acrobatics`, or a weapon's name (a melee attack roll). */
  readonly with: string;
  readonly bonus: number;
  readonly sources: ModeSources;
  /** The roll is an attack roll (Disarm): how its naturals decide it. Absent: a skill roll. */
  readonly attack?: AttackNaturals;
}

/**
 * How an attack roll's natural decides it: `chaos` (option combatChaos: 1–2 always miss, 19–20
 * always hit) or `twenty` (option off: only a natural 20, "always a critical hit", always hits).
 */
export type AttackNaturals = 'chaos' | 'twenty';

/** What the natural alone makes of an attack roll ('hit', 'miss'), or undefined: the total decides. */
export function alwaysOf(natural: number, naturals: AttackNaturals): 'hit' | 'miss' | undefined {
  if (naturals === 'chaos') return natural <= 2 ? 'miss' : natural >= 19 ? 'hit' : undefined;
  return natural === 20 ? 'hit' : undefined;
}

/** The naturals of an attack roll under the combat's options. */
export const attackNaturals = (options: Readonly<Record<string, unknown>>): AttackNaturals =>
  combatChaosOn(options) ? 'chaos' : 'twenty';

/**
 * Whether the attacker wins: a natural that always hits beats one that does not, one that always
 * misses loses to one that does not; otherwise the higher total wins and a tie goes to the defender.
 */
export function contestWin(
  aTotal: number,
  aAlways: 'hit' | 'miss' | undefined,
  dTotal: number,
  dAlways: 'hit' | 'miss' | undefined,
): boolean {
  if (aAlways !== dAlways) return aAlways === 'hit' || dAlways === 'miss';
  return aTotal > dTotal;
}

const NONE: readonly string[] = [];

export function rollSide(c: Contender, dice: Dice): RolledSide {
  const mode = modeOf(c.sources);
  const roll = dice.roll(withBonus(d20Of(mode), c.bonus));
  const natural = roll.total - c.bonus;
  const side: RolledSide = {
    id: c.id,
    with: c.with,
    bonus: c.bonus,
    mode,
    advantage: c.sources.advantage ?? NONE,
    disadvantage: c.sources.disadvantage ?? NONE,
    roll,
    natural,
    total: roll.total,
  };
  const always = c.attack ? alwaysOf(natural, c.attack) : undefined;
  return always ? { ...side, always } : side;
}

/**
 * The attacker rolls first, then the defender; ties go to the defender; an attack roll's natural
 * may decide first (`contestWin`).
 */
export function contest(attacker: Contender, defender: Contender, dice: Dice): ContestData {
  const a = rollSide(attacker, dice);
  const d = rollSide(defender, dice);
  return { attacker: a, defender: d, win: contestWin(a.total, a.always, d.total, d.always) };
}

const MODES: Readonly<Record<Mode, number>> = { normal: 0, advantage: 1, disadvantage: 2 };
const contestCache = new Map<number, number>();
const attackCache = new Map<number, number>();

/** A number for a bonus and a mode (bonuses beyond ±500 share a key: they decide alone anyway). */
const code = (bonus: number, mode: Mode): number =>
  (Math.max(-500, Math.min(500, bonus)) + 512) * 3 + MODES[mode];

const NATURALS = { none: 0, chaos: 1, twenty: 2 } as const;

/**
 * P(the attacker wins) exactly: d20 in `aMode` + aBonus against d20 in `dMode` + dBonus, ties lost;
 * a side with `naturals` makes an attack roll whose natural may decide first (`contestWin`).
 */
export function contestChance(
  aBonus: number,
  aMode: Mode,
  dBonus: number,
  dMode: Mode,
  aNaturals?: AttackNaturals,
  dNaturals?: AttackNaturals,
): number {
  const key =
    ((code(aBonus, aMode) * 4096 + code(dBonus, dMode)) * 3 + NATURALS[aNaturals ?? 'none']) * 3 +
    NATURALS[dNaturals ?? 'none'];
  const known = contestCache.get(key);
  if (known !== undefined) return known;
  let p = 0;
  for (let i = 1; i <= 20; i++) {
    const pa = naturalChance(i, aMode);
    const ai = aNaturals ? alwaysOf(i, aNaturals) : undefined;
    for (let j = 1; j <= 20; j++) {
      const dj = dNaturals ? alwaysOf(j, dNaturals) : undefined;
      if (contestWin(i + aBonus, ai, j + dBonus, dj)) p += pa * naturalChance(j, dMode);
    }
  }
  if (contestCache.size > 4096) contestCache.clear();
  contestCache.set(key, p);
  return p;
}

/** P(win) of a contest before the roll. */
export const chanceOf = (attacker: Contender, defender: Contender): number =>
  contestChance(
    attacker.bonus,
    modeOf(attacker.sources),
    defender.bonus,
    modeOf(defender.sources),
    attacker.attack,
    defender.attack,
  );

/**
 * The modes of a melee attack roll by `attacker` on `target` with `weapon`: the situation's sources
 * (attackSources: Defend, Support, prone) and the maneuver's own (`extra`: "made with
 * disadvantage").
 */
export function meleeRollSources(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
  weapon: Weapon,
  extra: ModeSources,
): ModeSources {
  return mergeSources(attackSources(state, attacker, target, weapon), extra);
}

/**
 * A melee attack roll against the target's defense, with Combat Chaos (option `combatChaos`) and the
 * natural 20: "made with disadvantage" comes in `extra`.
 */
export function attackRoll(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
  weapon: Weapon,
  extra: ModeSources,
  dice: Dice,
): AttackRollData {
  const sources = meleeRollSources(state, attacker, target, weapon, extra);
  const mode = modeOf(sources);
  const roll = dice.roll(withBonus(d20Of(mode), weapon.hitBonus));
  const natural = roll.total - weapon.hitBonus;
  const defense = sheetOf(target).defense;
  const verdict = judge(natural, roll.total, defense, combatChaosOn(state.options));
  return {
    id: attacker.id,
    weapon: weapon.name,
    bonus: weapon.hitBonus,
    mode,
    advantage: sources.advantage ?? NONE,
    disadvantage: sources.disadvantage ?? NONE,
    roll,
    natural,
    total: roll.total,
    defense,
    verdict,
    hit: isHit(verdict),
  };
}

/** P(an attack roll in `mode` with `bonus` hits `defense`), exactly, naturals included. */
export function attackRollChance(
  bonus: number,
  defense: number,
  mode: Mode,
  chaos: boolean,
): number {
  const key = (code(bonus, mode) * 4096 + code(defense, 'normal')) * 2 + (chaos ? 1 : 0);
  const known = attackCache.get(key);
  if (known !== undefined) return known;
  let p = 0;
  for (let n = 1; n <= 20; n++)
    if (isHit(judge(n, n + bonus, defense, chaos))) p += naturalChance(n, mode);
  if (attackCache.size > 4096) attackCache.clear();
  attackCache.set(key, p);
  return p;
}

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** How a roll's mode came about, for the odds' notes: " (advantage: prone)". */
export function sourcesText(mode: Mode, s: ModeSources): string {
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
  return `${c.with} ${signed(c.bonus)}${plain ? '' : sourcesText(modeOf(s), s)}`;
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
