import { describe, expect, it } from 'vitest';
import { timedCondition } from './durations.js';
import { goblin, kara, karaFirst, ogre, send } from '../test-kit.js';

describe('seed 001: durations', () => {
  it("seed 001: 'one round duration should be counted off at the start of the action of the character that caused the effect'", () => {
    // Order: Kara (19), the Ogre (7), the Goblin (6). Kara dazes the Ogre for 1 round in her turn.
    const c = karaFirst([kara, ogre, goblin]);
    expect(c.state.order).toEqual(['kara', 'ogre', 'goblin']);
    const dazed = timedCondition('dazed', 'kara', 1);
    expect(dazed).toEqual({
      id: 'dazed-by-kara',
      name: 'dazed',
      source: 'kara',
      rounds: 1,
      tick: 'source-turn-start',
    });
    send(c, { type: 'AddCondition', data: { id: 'ogre', condition: dazed } });
    send(c, { type: 'EndTurn' }); // the Ogre's own turn starts: not counted
    send(c, { type: 'EndTurn' }); // the Goblin's turn starts: not counted either
    expect(c.state.combatants['ogre']?.conditions).toHaveLength(1);
    send(c, { type: 'EndTurn' }); // round 1 ends (not counted); round 2 starts with Kara: counted off
    expect(c.state.combatants['ogre']?.conditions).toHaveLength(0);
  });

  it("seed 001: 'Some abilities last a set number of rounds': a 2-round effect loses one at each start of its causer's turn", () => {
    const c = karaFirst();
    send(c, {
      type: 'AddCondition',
      data: { id: 'ogre', condition: timedCondition('slowed', 'kara', 2) },
    });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 2, Kara: 1 left
    expect(c.state.combatants['ogre']?.conditions[0]?.rounds).toBe(1);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 3, Kara: gone
    expect(c.state.combatants['ogre']?.conditions).toEqual([]);
  });
});
