import { describe, expect, it } from 'vitest';
import { goblin, kara, karaFirst, ogre, refusal, send } from '../test-kit.js';

/** Kara (19), the Ogre (7), the Goblin (6); the Goblin stands 4 m off, out of everyone's reach. */
const three = () => karaFirst([kara, ogre, { ...goblin, position: { x: 0, y: 4 } }]);

describe('seed 001: delaying (the kernel’s within-round delay, with this rule set)', () => {
  it("seed 001: 'Characters can choose to delay their action. Doing so allowed them to act later in the initiative series'", () => {
    const c = three();
    send(c, { type: 'Delay' });
    expect(c.state.current).toBe('ogre');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // the Goblin
    expect(c.state.current).toBe('kara'); // the delayed Kara acts before the round ends
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
  });

  it("seed 001: 'Doing so does not effect his position in other rounds of combat'", () => {
    const c = three();
    send(c, { type: 'Delay' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Kara, last in round 1
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('kara');
    expect(c.state.order).toEqual(['kara', 'ogre', 'goblin']);
  });

  it("seed 001: 'If two or more characters attempt to out-delay each other, the characters with the lowest initiative scores must go first'", () => {
    const c = three();
    send(c, { type: 'Delay' }); // Kara (19)
    send(c, { type: 'Delay' }); // the Ogre (7)
    send(c, { type: 'EndTurn' }); // the Goblin
    expect(c.state.current).toBe('ogre');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('kara');
  });

  it("seed 001: 'A character cannot delay until the middle of another character's action'", () => {
    const c = three();
    send(c, { type: 'Delay' });
    send(c, { type: 'FreeAction', data: { what: 'speak' } }); // the Ogre has begun his turn
    expect(refusal(c, { type: 'ActNow', data: { id: 'kara' }, meta: { actor: 'kara' } })).toBe(
      'turn/mid-turn',
    );
    expect(refusal(c, { type: 'Delay' })).toBe('turn/already-acted');
  });
});
