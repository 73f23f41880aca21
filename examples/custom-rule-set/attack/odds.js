// @ts-check
/**
 * The exact odds of an attack before it is rolled: the chance to hit over the 36 outcomes of 2d6
 * (sentences 4, 5, 7, 8) and the distribution of the Hit Points a hit takes (sentence 6).
 */
import { dice } from 'fray';
import { sheetOf } from '../state.js';
import { dealt, hits, modifier, needed } from './roll.js';

/** @import { CombatState, Odds } from 'fray' */

/**
 * @param {CombatState} state
 * @param {string} attacker
 * @param {string} target
 * @returns {Odds}
 */
export function attackOdds(state, attacker, target) {
  const need = needed(state, target);
  const mod = modifier(state, attacker);
  let hit = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) if (hits(a + b, a + b + mod, need)) hit += 1 / 36;
  const weapon = sheetOf(state, attacker).weapon;
  const armor = sheetOf(state, target).armor;
  const raw = dice.odds(weapon.damage);
  /** @type {number[]} */
  const byValue = [];
  raw.probabilities.forEach((p, i) => {
    const v = dealt(raw.min + i, armor);
    byValue[v] = (byValue[v] ?? 0) + p;
  });
  const min = byValue.findIndex((p) => p !== undefined);
  const probabilities = byValue.slice(min).map((p) => p ?? 0);
  const mean = probabilities.reduce((m, p, i) => m + p * (min + i), 0);
  const variance = probabilities.reduce((v, p, i) => v + p * (min + i - mean) ** 2, 0);
  return {
    hit,
    damage: {
      expression: `${weapon.damage} - ${armor} armor`,
      min,
      probabilities,
      leftover: raw.leftover,
      mean,
      sd: Math.sqrt(variance),
    },
  };
}
