import { describe, expect, it } from 'vitest';
import { l5r4e } from '../index.js';
import { akodo, bayushi, combat, send } from '../test-kit.js';

/** Akodo (Earth 2: Ranks end at 10, 14, 18, 22, 26, 30, 34, 38) after `wounds` Wounds from the GM. */
function hurt(wounds: number): ReturnType<NonNullable<typeof l5r4e.health>> {
  const c = combat([akodo(), bayushi()]);
  if (wounds > 0) send(c, { type: 'AdjustHarm', data: { id: 'akodo', amount: wounds } });
  return l5r4e.health?.(c.state, 'akodo') ?? { harm: -1, label: 'no hook' };
}

describe('health: the Wound Rank a player sees', () => {
  it("seed 000: 'Wounds characters suffer fill up the 8 Wound Ranks, after which a character dies' (names: reference §4)", () => {
    const at = [0, 10, 11, 15, 19, 23, 27, 31, 35, 38].map((w) => hurt(w).label);
    expect(at).toEqual([
      'Healthy',
      'Healthy',
      'Nicked',
      'Grazed',
      'Hurt',
      'Injured',
      'Crippled',
      'Down',
      'Out',
      'Out',
    ]);
    expect(hurt(39).label).toBe('Dead');
  });

  it('harm is the Wounds taken; max is the first Wound of Out (out of the fight there)', () => {
    expect(hurt(12)).toEqual({ harm: 12, max: 35, label: 'Nicked' });
    expect(hurt(34).label).toBe('Down');
    expect(hurt(35).label).toBe('Out');
    expect(hurt(0)).toEqual({ harm: 0, max: 35, label: 'Healthy' });
  });

  it('agrees with sim.harm, and says nothing of an unknown id', () => {
    const c = combat();
    send(c, { type: 'AdjustHarm', data: { id: 'bayushi', amount: 7 } });
    expect(l5r4e.health?.(c.state, 'bayushi').harm).toBe(l5r4e.sim?.harm(c.state, 'bayushi'));
    expect(l5r4e.health?.(c.state, 'nobody')).toEqual({ harm: 0, label: '' });
  });
});
