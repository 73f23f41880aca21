/**
 * Exact odds before an attack: P(hit) with the Combat Chaos naturals (checkOdds with
 * `naturals: 'combat-chaos'`), and the distribution of the damage sustained when it hits: the damage
 * roll less soak, floored at 0, with the natural-20 critical hits mixed in. Cached: menus and
 * simulator policies ask for the same few numbers over and over.
 */
import { checkOdds, odds as diceOdds, type Distribution, type Naturals } from '../../dice/index.js';
import type { Combatant, Command, CombatState, Odds } from '../../engine/index.js';
import { combatChaosOn, criticalDamage } from './options.js';
import { targetArg, weaponArg } from './decide/common.js';
import { withBonus } from './notation.js';
import { dealtDamage } from './resolve.js';
import type { Weapon } from './sheet.js';
import { sheetOf, type Offer } from './state.js';

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

export function hitChance(bonus: number, defense: number, chaos: boolean): number {
  return cached(
    `hit|${bonus}|${defense}|${chaos}`,
    () =>
      checkOdds(withBonus('1d20', bonus), defense, {
        naturals: chaos ? 'combat-chaos' : NATURAL_20,
      }).probability,
  );
}

/** Damage sustained on a hit: P(critical | hit) = P(natural 20) / P(hit). */
export function damageOdds(
  damage: string,
  soak: number,
  critGivenHit: number,
  mode: 'double-roll' | 'double-dealt',
): Distribution {
  return cached(`dmg|${damage}|${soak}|${critGivenHit}|${mode}`, () => {
    const base = diceOdds(damage);
    const mass = new Map<number, number>();
    const add = (v: number, p: number) => mass.set(v, (mass.get(v) ?? 0) + p);
    base.probabilities.forEach((p, i) => {
      const v = base.min + i;
      add(dealtDamage(v, soak, false, mode), p * (1 - critGivenHit));
      if (critGivenHit > 0) add(dealtDamage(v, soak, true, mode), p * critGivenHit);
    });
    const min = Math.min(...mass.keys());
    const max = Math.max(...mass.keys());
    const probabilities = Array.from({ length: max - min + 1 }, (_, i) => mass.get(min + i) ?? 0);
    const mean = probabilities.reduce((m, p, i) => m + p * (min + i), 0);
    const sd = Math.sqrt(probabilities.reduce((m, p, i) => m + p * (min + i - mean) ** 2, 0));
    const expression = `${base.expression} - soak ${soak}${critGivenHit > 0 ? ', ×2 on a natural 20' : ''}`;
    return { expression, min, probabilities, leftover: base.leftover, mean, sd };
  });
}

export function attackOdds(state: CombatState, target: Combatant, weapon: Weapon): Odds {
  const sheet = sheetOf(target);
  const hit = hitChance(weapon.hitBonus, sheet.defense, combatChaosOn(state.options));
  const damage = damageOdds(
    weapon.damage,
    sheet.soak,
    hit > 0 ? Math.min(1, 0.05 / hit) : 0,
    criticalDamage(state.options),
  );
  return { hit, damage, note: `damage after soak ${sheet.soak}, criticals included` };
}

/** The rule set's `odds` hook: for Attack (by the current combatant) and ReactAttack. */
export function commandOdds(state: CombatState, command: Command): Odds | undefined {
  if (command.type === 'Attack') {
    const me = state.current === null ? undefined : state.combatants[state.current];
    if (!me) return undefined;
    const target = targetArg(state, me, command.data?.['target']);
    if (!target.ok) return undefined;
    const weapon = weaponArg(me, target.value, command.data?.['weapon']);
    return weapon.ok ? attackOdds(state, target.value, weapon.value) : undefined;
  }
  if (command.type === 'ReactAttack' && state.pending?.trigger === 'attack-of-opportunity') {
    const offer = state.pending as Offer;
    const reactor = state.combatants[offer.reactor];
    const provoker = state.combatants[offer.data.provoker];
    const name = command.data?.['weapon'] ?? offer.data.weapons[0];
    const weapon = reactor && sheetOf(reactor).weapons.find((w) => w.name === name);
    return provoker && weapon ? attackOdds(state, provoker, weapon) : undefined;
  }
  return undefined;
}
