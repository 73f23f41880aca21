import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTenDiceRule, compile, createRng, roll, type PoolTermRecord } from './index.js';

/** The one pool record of a roll. */
function poolOf(notation: string, faces: readonly number[], oddBonus = false): PoolTermRecord {
  const record = roll(
    notation,
    oddBonus ? { faces, tenDice: { oddRolledDie: 'bonus' } } : { faces },
  );
  const pools = record.terms.filter((t): t is PoolTermRecord => t.type === 'pool');
  expect(pools).toHaveLength(1);
  const [pool] = pools;
  if (pool === undefined) throw new Error('no pool');
  return pool;
}

/** Ten faces without 10s (no explosion): 1, 2, ..., 9, 9. Sum of the k highest is easy to check. */
const TEN_FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 9] as const;

describe('applyTenDiceRule (l5r4e reference §1.2)', () => {
  it.each([
    ['12k4 rolls as 10k5 (two extra rolled dice give one kept die)', 12, 4, 10, 5, 0],
    ['13k9 rolls as 10k10+2 (the odd extra die gives +2 once kept reaches 10)', 13, 9, 10, 10, 2],
    ['10k12 rolls as 10k10+4 (each kept die above 10 gives +2)', 10, 12, 10, 10, 4],
    ['14k12 rolls as 10k10+12 (4 extra rolled ×2 and 2 extra kept ×2)', 14, 12, 10, 10, 12],
    ['11k4 rolls as 10k4 (a leftover odd rolled die is lost by default)', 11, 4, 10, 4, 0],
    ['11k10 rolls as 10k10+2 (kept is already 10)', 11, 10, 10, 10, 2],
    ['15k9 rolls as 10k10+6', 15, 9, 10, 10, 6],
    ['20k1 rolls as 10k6', 20, 1, 10, 6, 0],
    [
      '30k1 rolls as 10k10+4 (18 extra dice make 9 kept, the last 2 give +2 each)',
      30,
      1,
      10,
      10,
      4,
    ],
    ['10k10 is unchanged', 10, 10, 10, 10, 0],
    ['6k3 is unchanged', 6, 3, 6, 3, 0],
    ['3k4 rolls as 3k3 (cannot keep more dice than rolled, §1.1)', 3, 4, 3, 3, 0],
    ['0k0 stays empty', 0, 0, 0, 0, 0],
  ])('%s', (_rule, rolled, kept, r, k, bonus) => {
    expect(applyTenDiceRule(rolled, kept)).toEqual({ rolled: r, kept: k, bonus });
  });

  it("11k4 rolls as 10k4+2 with { oddRolledDie: 'bonus' } (the Lieutenant Exception)", () => {
    expect(applyTenDiceRule(11, 4, { oddRolledDie: 'bonus' })).toEqual({
      rolled: 10,
      kept: 4,
      bonus: 2,
    });
    expect(applyTenDiceRule(11, 4, { oddRolledDie: 'lost' })).toEqual({
      rolled: 10,
      kept: 4,
      bonus: 0,
    });
    // The option changes nothing when no odd die is left over.
    expect(applyTenDiceRule(12, 4, { oddRolledDie: 'bonus' })).toEqual(applyTenDiceRule(12, 4));
    expect(applyTenDiceRule(13, 9, { oddRolledDie: 'bonus' })).toEqual(applyTenDiceRule(13, 9));
  });

  it('never rolls or keeps more than 10 dice, never keeps more than it rolls, and loses no value', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(60), fc.boolean(), (rolled, kept, bonusOdd) => {
        const options = { oddRolledDie: bonusOdd ? 'bonus' : 'lost' } as const;
        const size = applyTenDiceRule(rolled, kept, options);
        expect(size.rolled).toBe(Math.min(rolled, 10));
        expect(size.kept).toBeLessThanOrEqual(size.rolled);
        expect(size.kept).toBeGreaterThanOrEqual(0);
        expect(size.bonus % 2).toBe(0);
        expect(size.bonus).toBeGreaterThanOrEqual(0);
        if (rolled <= 10 && kept <= 10) {
          expect(size).toEqual({ rolled, kept: Math.min(kept, rolled), bonus: 0 });
        }
        // Each die over the limit is worth exactly what the rule says: 2 rolled → 1 kept, else +2.
        if (rolled >= 10 && kept <= 10) {
          const extra = rolled - 10;
          const toKept = Math.min(Math.floor(extra / 2), 10 - kept);
          expect(size.kept).toBe(kept + toKept);
          const left = extra - 2 * toKept;
          const lostOdd = size.kept < 10 && left === 1 && !bonusOdd;
          expect(size.bonus).toBe(lostOdd ? 0 : 2 * left);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the Ten Dice Rule through roll (scripted faces)', () => {
  it('Ten Dice Rule: 12k4 rolls as 10k5 (l5r4e reference §1.2)', () => {
    const pool = poolOf('12k4', TEN_FACES);
    expect(pool).toMatchObject({ notation: '12k4', rolledAs: '10k5', rolled: 10, kept: 5 });
    expect(pool.bonus).toBe(0);
    expect(pool.dice).toHaveLength(10);
    expect(pool.dice.filter((d) => d.kept).map((d) => d.value)).toEqual([6, 7, 8, 9, 9]);
    expect(pool.value).toBe(39);
  });

  it('Ten Dice Rule: 13k9 rolls as 10k10+2 (l5r4e reference §1.2)', () => {
    const pool = poolOf('13k9', TEN_FACES);
    expect(pool).toMatchObject({ rolledAs: '10k10+2', rolled: 10, kept: 10, bonus: 2 });
    expect(pool.value).toBe(54 + 2);
  });

  it('Ten Dice Rule: 10k12 rolls as 10k10+4 (l5r4e reference §1.2)', () => {
    const pool = poolOf('10k12', TEN_FACES);
    expect(pool).toMatchObject({ rolledAs: '10k10+4', rolled: 10, kept: 10, bonus: 4 });
    expect(pool.value).toBe(54 + 4);
  });

  it('Ten Dice Rule: 14k12 rolls as 10k10+12 (l5r4e reference §1.2)', () => {
    const record = roll('14k12', { faces: TEN_FACES });
    expect(record.total).toBe(54 + 12);
    expect(record.terms[0]).toMatchObject({ rolledAs: '10k10+12', bonus: 12 });
    expect(record.breakdown).toBe('14k12 (as 10k10+12)[1, 2, 3, 4, 5, 6, 7, 8, 9, 9] = 66');
  });

  it('Ten Dice Rule: 11k4 rolls as 10k4, its odd die lost (l5r4e reference §1.2, default)', () => {
    const pool = poolOf('11k4', TEN_FACES);
    expect(pool).toMatchObject({ rolledAs: '10k4', rolled: 10, kept: 4, bonus: 0, value: 33 });
  });

  it("Ten Dice Rule: 11k4 rolls as 10k4+2 with { tenDice: { oddRolledDie: 'bonus' } }", () => {
    const pool = poolOf('11k4', TEN_FACES, true);
    expect(pool).toMatchObject({ rolledAs: '10k4+2', rolled: 10, kept: 4, bonus: 2, value: 35 });
  });

  it('Ten Dice Rule: 3k4 rolls as 3k3 (l5r4e reference §1.2: keep no more than rolled)', () => {
    const pool = poolOf('3k4', [2, 5, 7]);
    expect(pool).toMatchObject({ rolledAs: '3k3', rolled: 3, kept: 3, bonus: 0, value: 14 });
  });

  it('Dice penalty: 6k4-3k0 rolls as 3k3 (l5r4e reference §1.1)', () => {
    const record = roll('6k4-3k0', { faces: [4, 5, 6] });
    expect(record.total).toBe(15);
    expect(record.terms).toHaveLength(1);
    expect(record.terms[0]).toMatchObject({
      type: 'pool',
      notation: '6k4-3k0',
      rolledAs: '3k3',
      rolled: 3,
      kept: 3,
      bonus: 0,
    });
    expect(record.breakdown).toBe('6k4-3k0 (as 3k3)[4, 5, 6] = 15');
  });

  it('roll-and-keep terms of one sum form one pool before the rule: 8k3+4k1 rolls as 10k5', () => {
    const pool = poolOf('8k3+4k1', TEN_FACES);
    expect(pool).toMatchObject({ notation: '8k3+4k1', rolledAs: '10k5', value: 39 });
  });

  it('an unchanged pool says so in neither rolledAs nor the breakdown', () => {
    const record = roll('6k3', { faces: [1, 2, 3, 4, 5, 6] });
    expect(record.terms[0]).toMatchObject({ rolledAs: '6k3', bonus: 0 });
    expect(record.breakdown).not.toContain('(as');
  });

  it('the option reaches compile too: 11k4 with the bonus is 2 more, draw for draw', () => {
    for (let seed = 0; seed < 50; seed++) {
      const lost = compile('11k4').roll(createRng(seed));
      const bonus = compile('11k4', { tenDice: { oddRolledDie: 'bonus' } }).roll(createRng(seed));
      expect(bonus).toBe(lost + 2);
      expect(roll('11k4', { seed, tenDice: { oddRolledDie: 'bonus' } }).total).toBe(bonus);
    }
  });
});

describe('kept dice above rolled while fewer than ten are rolled', () => {
  it('3k12 rolls as 3k3: the +2 per extra kept die needs both rolled and kept at 10 (§1.2)', () => {
    expect(applyTenDiceRule(3, 12)).toEqual({ rolled: 3, kept: 3, bonus: 0 });
    expect(applyTenDiceRule(10, 12)).toEqual({ rolled: 10, kept: 10, bonus: 4 });
  });
});
