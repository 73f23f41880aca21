// @ts-check
/**
 * The attack's arithmetic: what it needs, what it adds, whether it hits, what a hit deals
 * (sentences 4–8).
 */
import { targetNumber } from '../options.js';
import { sheetOf } from '../state.js';
import { DEFEND_BONUS, isDefending, isStaggered, STAGGER_PENALTY } from '../conditions/index.js';

/** @import { CombatState } from 'fray' */

/**
 * Sentence 4: the target number (the GM's option), and sentence 8: 2 more against a defender.
 * @param {CombatState} state
 * @param {string} target
 */
export const needed = (state, target) =>
  targetNumber(state) + (isDefending(state, target) ? DEFEND_BONUS : 0);

/**
 * Sentence 4: + Skill, and sentence 7: −2 while staggered.
 * @param {CombatState} state
 * @param {string} attacker
 */
export const modifier = (state, attacker) =>
  sheetOf(state, attacker).skill - (isStaggered(state, attacker) ? STAGGER_PENALTY : 0);

/**
 * Sentence 5: a natural 2 always misses, a natural 12 always hits; else sentence 4.
 * @param {number} natural the 2d6 alone
 * @param {number} total with the modifier
 * @param {number} need
 */
export function hits(natural, total, need) {
  if (natural === 2) return false;
  if (natural === 12) return true;
  return total >= need;
}

/**
 * Sentence 6: the weapon's damage minus the target's Armor, never less than 1.
 * @param {number} damage
 * @param {number} armor
 */
export const dealt = (damage, armor) => Math.max(1, damage - armor);
