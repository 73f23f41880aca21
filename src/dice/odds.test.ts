import { describe, expect, it } from 'vitest';
import {
  atLeast,
  checkOdds,
  compile,
  contest,
  createRng,
  DiceError,
  exactly,
  odds,
  percentile,
} from './index.js';

const close = (a: number, b: number, tol = 1e-12): void => {
  expect(Math.abs(a - b)).toBeLessThanOrEqual(tol);
};

describe('sample odds (issue 2, shared/rules/dice-odds-notes.md)', () => {
  it('1k1 ≥ 10 is 10 %', () => {
    close(atLeast(odds('1k1'), 10), 0.1);
  });
  it('2k1 ≥ 20 is 1.99 %', () => {
    close(atLeast(odds('2k1'), 20), 0.0199);
  });
  it('10k1 ≥ 16 is 1 − 0.95^10 (AnyDice shortcut gets 32.57 %)', () => {
    close(atLeast(odds('10k1'), 16), 1 - 0.95 ** 10);
  });
  it('6k3 ≥ 30 is 30.94 % (rpg-dice-roller 6d10!k3 gets 3.8 %)', () => {
    close(atLeast(odds('6k3'), 30), 0.3094, 5e-5);
  });
  it('the mean of 6k3 is 26.5418 (rpg-dice-roller reports 15,016.5)', () => {
    close(odds('6k3').mean ?? NaN, 26.5418, 5e-5);
  });

  const table: [string, number[]][] = [
    ['1k1', [0.6, 0.1, 0.06, 0.01, 0.006, 0.001, 0.0001, 0]],
    ['2k1', [0.84, 0.19, 0.1164, 0.0199, 0.012, 0.002, 0.0002, 0]],
    ['6k3', [1, 0.9983, 0.97, 0.8199, NaN, 0.3094, 0.0788, 0.0028]],
    ['10k10', [1, 1, 1, 1, 0.9998, 0.9982, 0.9631, NaN]],
  ];
  const tns = [5, 10, 15, 20, 25, 30, 40, 60];
  it.each(table)('%s against the reference table to 4 decimals', (pool, values) => {
    const d = odds(pool, { cap: 60 });
    values.forEach((v, i) => {
      if (!Number.isNaN(v)) close(atLeast(d, tns[i] ?? 0), v, 5e-5);
    });
  });
});

describe('d20 checks', () => {
  it('1d20+5 vs 15: 55 %; advantage 79.75 %; disadvantage 30.25 %', () => {
    close(checkOdds('1d20+5', 15).probability, 0.55);
    close(checkOdds('2d20kh1+5', 15).probability, 0.7975);
    close(checkOdds('2d20kl1+5', 15).probability, 0.3025);
  });

  it('Combat Chaos (seed 002): +5 vs 30 needs a natural 19–20: 10 %, with advantage 19 %', () => {
    const plain = checkOdds('1d20+5', 30, { naturals: 'combat-chaos' });
    close(plain.probability, 0.1);
    close(plain.naturalHit ?? NaN, 0.1);
    close(plain.naturalMiss ?? NaN, 0.1);
    close(checkOdds('2d20kh1+5', 30, { naturals: 'combat-chaos' }).probability, 0.19);
    close(checkOdds('1d20+5', 30).probability, 0);
  });

  it('Combat Chaos: natural 1–2 miss even when the total would hit', () => {
    close(checkOdds('1d20+20', 5, { naturals: 'combat-chaos' }).probability, 0.9);
    close(checkOdds('1d20+20', 5).probability, 1);
  });

  it('custom naturals: only a natural 20 always hits', () => {
    close(checkOdds('1d20+0', 25, { naturals: { miss: [1], hit: [20] } }).probability, 0.05);
  });

  it('naturals need exactly one added group keeping one die', () => {
    expect(() => checkOdds('2d20+5', 15, { naturals: 'combat-chaos' })).toThrow(DiceError);
    expect(() => checkOdds('1d20+1d20', 15, { naturals: 'combat-chaos' })).toThrow(/exactly one/);
  });
});

describe('Raises and contests (l5r4e reference §1.6)', () => {
  it('each Raise adds 5 to the TN: 6k3 vs 25 with two Raises is P(6k3 ≥ 35)', () => {
    const c = checkOdds('6k3', 25, { raises: 2 });
    expect(c.target).toBe(35);
    close(c.probability, atLeast(odds('6k3'), 35));
  });

  it('rejects negative or fractional Raises', () => {
    expect(() => checkOdds('6k3', 25, { raises: -1 })).toThrow(DiceError);
    expect(() => checkOdds('6k3', 25, { raises: 1.5 })).toThrow(DiceError);
  });

  it('a contest of equal pools is symmetric and reports ties', () => {
    const r = contest(odds('3k2'), odds('3k2'));
    close(r.win, r.lose, 1e-14);
    close(r.win + r.tie + r.lose, 1, 1e-12);
    expect(r.tie).toBeGreaterThan(0);
  });

  it('1d6 vs 1d6: win 15/36, tie 6/36; with one Raise A must win by 5 or more', () => {
    const r = contest(odds('1d6'), odds('1d6'));
    close(r.win, 15 / 36);
    close(r.tie, 6 / 36);
    const raised = contest(odds('1d6'), odds('1d6'), { raises: 1 });
    close(raised.win, 1 / 36); // only 6 against 1
    close(raised.short, 14 / 36);
  });
});

describe('distribution summaries', () => {
  it('2d6: mean 7, sd √(35/6), median 7, P(= 7) = 1/6', () => {
    const d = odds('2d6');
    close(d.mean ?? NaN, 7);
    close(d.sd ?? NaN, Math.sqrt(35 / 6));
    expect(percentile(d, 0.5)).toBe(7);
    expect(percentile(d, 1)).toBe(12);
    close(exactly(d, 7), 1 / 6);
  });

  it('a capped distribution lumps totals at the cap and refuses questions past it', () => {
    const d = odds('6k3', { cap: 30 });
    expect(d.cappedAt).toBe(30);
    expect(d.mean).toBeUndefined();
    close(atLeast(d, 30), atLeast(odds('6k3'), 30));
    expect(() => atLeast(d, 31)).toThrow(DiceError);
  });

  it('explosions are followed exactly: leftover mass is reported and tiny', () => {
    const d = odds('3d6!');
    expect(d.leftover).toBeLessThan(1e-13);
    close(d.mean ?? NaN, 3 * 4.2);
  });

  it('the Ten Dice Rule applies before the odds: 13k9 is 10k10+2', () => {
    const a = odds('13k9');
    const b = odds('10k10+2');
    close(a.mean ?? NaN, b.mean ?? NaN);
    expect(a.min).toBe(b.min);
  });

  it('unskilled pools never explode; Emphasis rerolls 1s once', () => {
    expect(odds('3k3u').min + odds('3k3u').probabilities.length - 1).toBe(30);
    // One d10 with Emphasis: P(1) = 1/10 · 1/10.
    close(exactly(odds('1k1ro1'), 1), 0.01);
  });
});

describe('refusals before work', () => {
  it('a computation that would take too long is refused with odds/too-large', () => {
    try {
      odds('1000d1000000');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DiceError);
      expect((e as DiceError).code).toBe('odds/too-large');
    }
  });

  it('keep/drop over separate low explosions is refused with odds/unsupported', () => {
    expect(() => odds('3d6!<=1kh2')).toThrow(/not supported/);
  });
});

describe('exact odds against Monte Carlo on large pools', () => {
  // 200,000 seeded rolls per pool: every P(≥ TN) must sit within 5 standard errors.
  it.each(['6k3', '8k4', '10k5', '10k10', '13k9', '5d10>=8f1', '4d6!kh3', '20d6kh10'])(
    '%s',
    (expr) => {
      const n = 200_000;
      const c = compile(expr);
      const rng = createRng(`mc:${expr}`);
      const counts = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const t = c.roll(rng);
        counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      const d = odds(expr);
      const totals = [...counts.keys()].sort((a, b) => a - b);
      let above = n;
      for (const t of totals) {
        const p = atLeast(d, t);
        const estimate = above / n;
        const se = Math.sqrt(Math.max(p * (1 - p), 1 / n) / n);
        expect(Math.abs(estimate - p)).toBeLessThanOrEqual(5 * se + 1e-9);
        above -= counts.get(t) ?? 0;
      }
    },
  );
});
