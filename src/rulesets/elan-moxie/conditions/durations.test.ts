/**
 * Durations against delayed and interrupted turns, and effects whose causer is gone (issue 14,
 * items 1 and 2), with this rule set's own conditions: the frost ray's Chilled (2 rounds, counted
 * at Kara's action, seed 001), `timedCondition`, and the GM's AddCondition of every tick kind.
 * Order: Kara (19), the Ogre (7), the Goblin (6).
 */
import { describe, expect, it } from 'vitest';
import type { Combat, Condition, Tick } from '../../../engine/index.js';
import { timedCondition } from './durations.js';
import { goblin, kara, karaFirst, of, ogre, send, use } from '../test-kit.js';

const mage = {
  ...kara,
  abilities: [
    {
      name: 'frost ray',
      range: 'short',
      attack: 'moxie',
      damage: 4,
      damageType: 'cold',
      effects: [{ name: 'chilled', rounds: 2, modifiers: { defense: -2 } }],
    },
  ],
};
/** Kara's squire, so that the heroes fight on when Kara falls. */
const squire = {
  ...goblin,
  id: 'squire',
  name: 'Squire',
  side: 'heroes',
  position: { x: 0, y: 30 },
};

/** Round 1: Kara chills the Ogre (frost ray, 2 rounds); everyone ends the turn. Round 2 starts. */
function chilled(extra: Record<string, unknown>[] = []): Combat {
  const c = karaFirst([mage, ogre, goblin, ...extra]);
  send(c, use({ ability: 'frost ray', target: 'ogre' }, [10, 20]));
  expect(of(c.state, 'ogre').conditions.map((x) => x.name)).toEqual(['chilled']);
  while (c.state.round === 1) send(c, { type: 'EndTurn' });
  expect(c.state.current).toBe('kara');
  return c;
}

const chill = (c: Combat): number | undefined =>
  of(c.state, 'ogre').conditions.find((x) => x.name === 'chilled')?.rounds;

describe("seed 001: 'one round duration should be counted off at the start of the action of the character that caused the effect' — once per round", () => {
  it('Kara delays: her delayed action later in the round does not count the Chilled off again', () => {
    const c = chilled();
    expect(chill(c)).toBe(1); // round 2, Kara's action starts: one round counted off
    send(c, { type: 'Delay' });
    send(c, { type: 'EndTurn' }); // the Ogre
    send(c, { type: 'EndTurn' }); // the Goblin; Kara's delayed action
    expect(c.state.current).toBe('kara');
    expect(chill(c)).toBe(1);
    send(c, { type: 'EndTurn' }); // round 3, Kara: the second round is counted off
    expect(chill(c)).toBeUndefined();
  });

  it('Kara delays and acts now in the Ogre’s turn: neither her action nor his resumed turn counts it again', () => {
    const c = chilled();
    send(c, { type: 'Delay' });
    expect(c.state.current).toBe('ogre');
    send(c, { type: 'ActNow', data: { id: 'kara' }, meta: { actor: 'kara' } });
    expect(chill(c)).toBe(1);
    send(c, { type: 'EndTurn' }); // Kara; the Ogre's turn resumes
    expect(c.state.current).toBe('ogre');
    expect(chill(c)).toBe(1);
  });

  it('an effect the Ogre caused is counted at his action once, though Kara cuts into it', () => {
    const c = karaFirst([kara, ogre, goblin]);
    send(c, {
      type: 'AddCondition',
      data: { id: 'kara', condition: timedCondition('dazed', 'ogre', 2) },
    });
    send(c, { type: 'Delay' }); // Kara; the Ogre's turn starts: counted off (1 left)
    const dazed = (): number | undefined => of(c.state, 'kara').conditions[0]?.rounds;
    expect(dazed()).toBe(1);
    send(c, { type: 'ActNow', data: { id: 'kara' }, meta: { actor: 'kara' } });
    send(c, { type: 'EndTurn' }); // Kara; the Ogre resumes
    expect(c.state.current).toBe('ogre');
    expect(dazed()).toBe(1);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 2 starts with Kara
    send(c, { type: 'EndTurn' }); // the Ogre's action: the second round
    expect(dazed()).toBeUndefined();
  });

  const TICKS: readonly Tick[] = ['own-turn-start', 'own-turn-end', 'round-end'];
  for (const tick of TICKS) {
    it(`the GM's ${tick} condition on the Ogre: counted once per round though he delays or is cut into`, () => {
      const c = karaFirst([kara, ogre, goblin]);
      const slowed: Condition = { id: 'slowed', name: 'slowed', rounds: 3, tick };
      send(c, { type: 'AddCondition', data: { id: 'ogre', condition: slowed } });
      send(c, { type: 'Delay' }); // Kara; the Ogre's turn
      send(c, { type: 'ActNow', data: { id: 'kara' }, meta: { actor: 'kara' } });
      send(c, { type: 'EndTurn' }); // Kara; the Ogre resumes
      send(c, { type: 'Delay' }); // the Ogre delays too; the Goblin
      send(c, { type: 'EndTurn' }); // the Goblin; the Ogre's delayed turn
      expect(c.state.current).toBe('ogre');
      send(c, { type: 'EndTurn' }); // round 2
      expect(c.state.round).toBe(2);
      expect(of(c.state, 'ogre').conditions[0]?.rounds).toBe(2);
    });
  }
});

describe("seed 001: 'Some abilities last a set number of rounds' — also when their causer is gone", () => {
  it('Kara dies: the Chilled she caused is counted at her place in the order, where she is skipped', () => {
    const c = chilled([squire]);
    expect(chill(c)).toBe(1);
    send(c, { type: 'AdjustWounds', data: { id: 'kara', wounds: 20 } }); // dead
    while (c.state.round === 2) send(c, { type: 'EndTurn' });
    // Round 3: Kara is skipped; her place counts the last round off.
    expect(chill(c)).toBeUndefined();
  });

  it('Kara leaves the fight (RemoveCombatant): the Chilled is counted at the end of each round', () => {
    const c = chilled([squire]);
    send(c, { type: 'EndTurn' }); // Kara; the Ogre
    send(c, { type: 'RemoveCombatant', data: { id: 'kara' } });
    while (c.state.round === 2) send(c, { type: 'EndTurn' });
    expect(chill(c)).toBe(1); // round 2 was counted at her action already
    while (c.state.round === 3) send(c, { type: 'EndTurn' });
    expect(chill(c)).toBeUndefined(); // round 3's end
  });
});
