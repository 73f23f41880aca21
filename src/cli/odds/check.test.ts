import { describe, expect, it } from 'vitest';
import { COMBAT_CHAOS } from '../../dice/index.js';
import { check } from './check.js';

const plain = { raises: 0, tenDice: {} };

describe('check (fray odds --tn)', () => {
  // Reference values: shared/rules/dice-odds-notes.md, "Reference values".
  it('matches the reference P(total ≥ TN) of L5R pools, low TNs included', () => {
    expect(check('1k1', { tn: 10, ...plain }).probability).toBeCloseTo(0.1, 10);
    expect(check('2k1', { tn: 5, ...plain }).probability).toBeCloseTo(0.84, 10);
    expect(check('2k1', { tn: 20, ...plain }).probability).toBeCloseTo(0.0199, 10);
    expect(check('6k3', { tn: 30, ...plain }).probability).toBeCloseTo(0.3094, 4);
    expect(check('6k3', { tn: 4, ...plain }).probability).toBeCloseTo(1 - 1e-6, 10);
  });

  it('adds 5 per Raise to the TN', () => {
    const c = check('6k3', { tn: 25, raises: 2, tenDice: {} });
    expect(c).toMatchObject({ expression: '6k3', tn: 25, raises: 2, target: 35 });
    expect(c.probability).toBeCloseTo(0.1553, 4);
  });

  it('is certain below the lowest total (no error for a low TN)', () => {
    expect(check('2d20kh1+5', { tn: 0, ...plain }).probability).toBeCloseTo(1, 12);
    expect(check('6k3', { tn: -5, ...plain }).probability).toBeCloseTo(1, 12);
  });

  it('d20 +5 against 15: normal, advantage, disadvantage', () => {
    expect(check('1d20+5', { tn: 15, ...plain }).probability).toBeCloseTo(0.55, 12);
    expect(check('2d20kh1+5', { tn: 15, ...plain }).probability).toBeCloseTo(0.7975, 12);
    expect(check('2d20kl1+5', { tn: 15, ...plain }).probability).toBeCloseTo(0.3025, 12);
  });

  it('under Combat Chaos, +5 against 30 hits on a natural 19–20 only', () => {
    const c = check('1d20+5', { tn: 30, ...plain, naturals: COMBAT_CHAOS });
    expect(c.probability).toBeCloseTo(0.1, 12);
    expect(c.naturalMiss).toBeCloseTo(0.1, 12);
    expect(c.naturalHit).toBeCloseTo(0.1, 12);
  });
});
