/**
 * The L5R Ten Dice Rule (l5r4e reference §1.2): no roll uses more than 10 dice.
 * - Rolled dice above 10 become kept dice, two for one, while kept is below 10.
 * - Once kept reaches 10, each further rolled die adds +2, and each kept die above 10 adds +2.
 * - A leftover odd rolled die while kept is below 10 is lost (the strict reading), or gives +2
 *   with `oddRolledDie: 'bonus'` (the "Lieutenant Exception" some tables play).
 * - Kept is then capped at rolled (`3k4` and `3k12` roll as `3k3`; the +2 for kept dice above 10
 *   needs 10 rolled dice): the book only says one cannot keep more
 *   dice than one rolls.
 */
import { DiceError } from './errors.js';

export interface TenDiceOptions {
  /** What a leftover odd rolled die does while kept is below 10. Default `'lost'`. */
  readonly oddRolledDie?: 'lost' | 'bonus';
}

export interface PoolSize {
  readonly rolled: number;
  readonly kept: number;
  /** Flat bonus produced by the Ten Dice Rule. */
  readonly bonus: number;
}

export function applyTenDiceRule(
  rolled: number,
  kept: number,
  options: TenDiceOptions = {},
): PoolSize {
  if (!Number.isSafeInteger(rolled) || !Number.isSafeInteger(kept))
    throw new DiceError(
      'dice/option',
      `a pool is whole numbers of rolled and kept dice, got ${String(rolled)}k${String(kept)}`,
    );
  let extra = Math.max(0, rolled - 10);
  let r = Math.min(rolled, 10);
  let k = kept;
  let bonus = 0;
  while (extra >= 2 && k < 10) {
    k++;
    extra -= 2;
  }
  if (k >= 10) bonus += 2 * extra;
  else if (extra === 1 && options.oddRolledDie === 'bonus') bonus += 2;
  if (k > 10 && r === 10) {
    bonus += 2 * (k - 10);
    k = 10;
  }
  if (r < 0) r = 0;
  if (k > r) k = r;
  if (k < 0) k = 0;
  return { rolled: r, kept: k, bonus };
}
