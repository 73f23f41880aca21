import { describe, expect, it } from 'vitest';
import { applyWounds, rankIndex, rankName, woundPenalty, woundThresholds } from '../state.js';

describe('Wound Ranks', () => {
  it("seed 000: 'The first Wound Rank has Earth×5 Wounds, and subsequent Ranks have Earth×2 each'", () => {
    expect(woundThresholds(2, 2)).toEqual([10, 14, 18, 22, 26, 30, 34, 38]);
    expect(woundThresholds(3, 2)).toEqual([15, 21, 27, 33, 39, 45, 51, 57]);
  });

  it("seed 000: 'a character at full Health can endure Earth×19 wounds before death'", () => {
    const t = woundThresholds(2, 2);
    expect(applyWounds(t, 30, 8)).toEqual({ wounds: 38, dead: false });
    expect(applyWounds(t, 30, 9)).toEqual({ wounds: 38, dead: true });
    expect(applyWounds(t, 3, -10)).toEqual({ wounds: 0, dead: false });
  });

  it('reference §4: a character is in a Rank as soon as damage starts to fill it (Earth 2)', () => {
    const t = woundThresholds(2, 2);
    const at = (w: number): string => rankName(rankIndex(t, w));
    expect([0, 10, 11, 14, 15, 30, 31, 34, 35, 38].map(at)).toEqual([
      'Healthy',
      'Healthy',
      'Nicked',
      'Nicked',
      'Grazed',
      'Crippled',
      'Down',
      'Down',
      'Out',
      'Out',
    ]);
    expect(at(39)).toBe('Dead');
  });

  it("seed 000: 'Wound Ranks inflict a penalty, increasing the TN of all rolls' (reference §4 values)", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(woundPenalty)).toEqual([0, 3, 5, 10, 15, 20, 40]);
  });

  it('option woundMultiplier: Healthy stays Earth×5, the other Ranks hold Earth×multiplier', () => {
    expect(woundThresholds(2, 3)).toEqual([10, 16, 22, 28, 34, 40, 46, 52]);
  });
});
