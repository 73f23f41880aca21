import { describe, expect, it } from 'vitest';
import { elanMoxie } from '../index.js';
import { combat, refusal, send } from '../test-kit.js';

describe('surprise (an engine choice: the seed has no ambush rule)', () => {
  it('DeclareSurprise { side } before the fight: that side takes no turn in round 1, then acts normally', () => {
    const c = combat();
    send(c, { type: 'DeclareSurprise', data: { side: 'monsters' } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ surprised: true });
    send(c, { type: 'StartCombat', meta: { faces: [1, 1, 20, 1] } }); // the Ogre rolls higher
    expect(c.state.current).toBe('kara');
    const start = c.log.entries.at(-1)?.events ?? [];
    const skipped = start.find((e) => e.type === 'TurnSkipped');
    expect(skipped?.data['id']).toBe('ogre');
    expect(elanMoxie.describe(skipped ?? { type: '', data: {} }, c.state)).toBe(
      'Ogre is surprised and loses the turn',
    );
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('ogre'); // his place in the order is kept
  });

  it('only the GM declares surprise, only before StartCombat, and only for a side in the fight', () => {
    const c = combat();
    expect(
      refusal(c, { type: 'DeclareSurprise', data: { side: 'monsters' }, meta: { actor: 'kara' } }),
    ).toBe('turn/gm-only');
    expect(refusal(c, { type: 'DeclareSurprise', data: { side: 'elves' } })).toBe(
      'elan-moxie/no-such-side',
    );
    send(c, { type: 'DeclareSurprise', data: { side: 'monsters' } });
    expect(refusal(c, { type: 'DeclareSurprise', data: { side: 'monsters' } })).toBe(
      'elan-moxie/already-surprised',
    );
    // Issue 14: a side's name is a plural as often as not ("monsters"), so the line names the side.
    const again = c.send({ type: 'DeclareSurprise', data: { side: 'monsters' } });
    expect(again.ok ? '' : again.error.message).toBe('the monsters side is already surprised');
    send(c, { type: 'StartCombat' });
    expect(refusal(c, { type: 'DeclareSurprise', data: { side: 'heroes' } })).toBe(
      'elan-moxie/already-started',
    );
  });

  it('before StartCombat, turn commands are refused', () => {
    const c = combat();
    expect(refusal(c, { type: 'EndTurn', meta: { actor: 'kara' } })).toBe('elan-moxie/not-started');
    expect(refusal(c, { type: 'Move', data: { to: { x: 1, y: 1 } } })).toBe(
      'elan-moxie/not-started',
    );
    expect(refusal(c, { type: 'Dance' })).toBe('elan-moxie/unknown-command');
  });
});
