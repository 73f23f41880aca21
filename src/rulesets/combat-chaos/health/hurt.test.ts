import { describe, expect, it } from 'vitest';
import { combatChaos } from '../index.js';
import { duel, send } from '../test-kit.js';

/** Akodo (health 20) after `damage` damage from the GM. */
function hurt(damage: number): ReturnType<NonNullable<typeof combatChaos.health>> {
  const c = duel();
  if (damage > 0) send(c, { type: 'AdjustHarm', data: { id: 'akodo', amount: damage } });
  return combatChaos.health?.(c.state, 'akodo') ?? { harm: -1, label: 'no hook' };
}

describe('health: what a player sees of the health pool', () => {
  it("seed 002: 'The target then sustains any remaining damage to its health pool': harm is the damage taken", () => {
    expect(hurt(0)).toEqual({ harm: 0, max: 20, label: 'Unhurt' });
    expect(hurt(7)).toEqual({ harm: 7, max: 20, label: 'Wounded' });
  });

  it('our word (README, "Health"): Bloodied at half health or less, Down at 0 (the seed has no death)', () => {
    expect(hurt(9).label).toBe('Wounded');
    expect(hurt(10).label).toBe('Bloodied');
    expect(hurt(19).label).toBe('Bloodied');
    expect(hurt(20)).toEqual({ harm: 20, max: 20, label: 'Down' });
  });

  it('harm agrees with sim.harm; an unknown id has none', () => {
    const c = duel();
    send(c, { type: 'AdjustHarm', data: { id: 'bayushi', amount: 5 } });
    expect(combatChaos.health?.(c.state, 'bayushi').harm).toBe(
      combatChaos.sim?.harm(c.state, 'bayushi'),
    );
    expect(combatChaos.health?.(c.state, 'nobody')).toEqual({ harm: 0, label: '' });
  });
});
