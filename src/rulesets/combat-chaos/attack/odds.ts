/**
 * Exact odds of an attack roll and its damage: P(hit) with the Combat Chaos naturals and the
 * roll's mode (checkOdds of `1d20+B`, `2d20kh1+B` or `2d20kl1+B` with `naturals: 'combat-chaos'`),
 * P(critical) (the kept die shows 20: `naturalChance(20, mode)`; every hit for a braced polearm)
 * and the distribution of the damage sustained when it hits: the damage roll (+ a bonus) less
 * soak, floored at 0, with the critical hits mixed in. Cached: menus and simulator policies ask
 * for the same few numbers over and over.
 */
import {
  checkOdds,
  odds as diceOdds,
  type Distribution,
  type Naturals,
} from '../../../dice/index.js';
import type { Odds } from '../../../engine/index.js';
import type { CriticalDamage } from '../options.js';
import { d20PlusIn, naturalChance, type Mode, type ModeSources } from './advantage.js';
import { doubledDice } from './notation.js';
import { dealtDamage } from './resolve.js';

/** With Combat Chaos off, a natural 20 still always hits: it is a critical hit (seed 002). */
const NATURAL_20: Naturals = { miss: [], hit: [20] };
const cache = new Map<string, unknown>();

/** The value under `key`, made once (the cache is emptied past 4096 entries). */
export function cached<T>(key: string, make: () => T): T {
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

/** A distribution from a mass of outcomes. */
export function distribution(
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

export const pct = (p: number): string => `${Math.round(p * 1000) / 10}%`;

/** How the roll's mode came about, for an odds note: "; advantage (prone)". */
export function modeNote(mode: Mode, s: ModeSources): string {
  if (mode === 'normal') {
    const both = [...(s.advantage ?? []), ...(s.disadvantage ?? [])];
    return both.length ? `; advantage and disadvantage cancel (${both.join(', ')})` : '';
  }
  const list = mode === 'advantage' ? s.advantage : s.disadvantage;
  return `; ${mode} (${(list ?? []).join(', ')})`;
}
