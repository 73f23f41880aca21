import { describe, expect, it } from 'vitest';
import { elanMoxie } from '../index.js';
import { combat, kara, ogre, send } from '../test-kit.js';

/** Kara after `wounds` wounds from the GM. */
function hurt(wounds: number): ReturnType<NonNullable<typeof elanMoxie.health>> {
  const c = combat([kara, ogre]);
  if (wounds > 0) send(c, { type: 'AdjustHarm', data: { id: 'kara', amount: wounds } });
  return elanMoxie.health?.(c.state, 'kara') ?? { harm: -1, label: 'no hook' };
}

describe('health: the wound track a player sees', () => {
  it("seed 001: 'A character who suffers a wound is damaged, but still capable of fighting until he reaches 15 wounds'", () => {
    expect(hurt(0)).toEqual({ harm: 0, max: 15, label: 'Unhurt' });
    expect(hurt(1)).toEqual({ harm: 1, max: 15, label: 'Wounded' });
    expect(hurt(14).label).toBe('Wounded');
  });

  it("seed 001: 'At 15 wounds, the character collapses' and 'If a character reaches 20 wounds, he immediately dies'", () => {
    expect(hurt(15)).toEqual({ harm: 15, max: 15, label: 'Collapsed' });
    expect(hurt(19).label).toBe('Collapsed');
    expect(hurt(20)).toEqual({ harm: 20, max: 15, label: 'Dead' });
  });

  it('harm agrees with sim.harm (the Ogre starts with 4 wounds); an unknown id has none', () => {
    const c = combat([kara, ogre]);
    expect(elanMoxie.health?.(c.state, 'ogre')).toEqual({ harm: 4, max: 15, label: 'Wounded' });
    expect(elanMoxie.sim?.harm(c.state, 'ogre')).toBe(4);
    expect(elanMoxie.health?.(c.state, 'nobody')).toEqual({ harm: 0, label: '' });
  });
});
