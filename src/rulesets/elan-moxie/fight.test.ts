import { describe, expect, it } from 'vitest';
import { elanMoxie } from './index.js';
import { kara, karaFirst, ogre, send } from './test-kit.js';

describe('a full basic fight, from StartCombat to a collapse', () => {
  it('Kara closes in on the Ogre, trades blows and brings him down at 15 wounds', () => {
    const c = karaFirst([kara, { ...ogre, position: { x: 12, y: 0 } }]);
    expect(c.state.current).toBe('kara');
    // Round 1. Kara moves 10 m, then attacks: 20 + 5 = 25 vs 13 (+6 damage); soak 1 + 3 = 4 vs 16.
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } });
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [20, 1] } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 10 }); // 4 + 6
    // Move + Attack: her turn stays open for Free actions ("as many ... as he desires").
    expect(c.state.current).toBe('kara');
    send(c, { type: 'FreeAction', data: { what: 'speak', text: 'Yield!' } });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre');
    // The Ogre clubs her: 14 + 2 = 16 vs 12 (+2); soak 5 + 1 + 3 = 9 vs 8 + 3 + 2 = 13: 2 wounds.
    send(c, { type: 'Attack', data: { target: 'kara' }, meta: { faces: [14, 5] } });
    expect(c.state.combatants['kara']?.data).toMatchObject({ wounds: 2 });
    send(c, { type: 'FreeAction', data: { what: 'speak', text: 'Hrrm.' } });
    send(c, { type: 'EndTurn' });
    // Round 2. Kara: 18 + 5 = 23 (+5); soak 2 + 3 = 5 vs 15 → 5 wounds: 15, he collapses.
    expect(c.state.round).toBe(2);
    const events = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [18, 2] } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 15 });
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toBe('heroes');
    expect(events.map((e) => e.type)).toEqual(['Attacked', 'CombatEnded']);
    const log = c.log.entries.flatMap((e) => e.events).map((e) => elanMoxie.describe(e, c.state));
    expect(log.filter((l) => l !== undefined)).toEqual([
      'Kara rolls initiative: 1d20+4 = 19',
      'Ogre rolls initiative: 1d20+2 = 7',
      'Kara moves 10.0 m',
      'Kara attacks Ogre with longsword: 1d20+5 = 25 vs defense 13 — hit (+6 damage); soak 1d20+3 = 4 vs damage 16 → 6 wounds (Ogre: 10 wounds)',
      'Kara speaks (free action): "Yield!"',
      'Ogre attacks Kara with club: 1d20+2 = 16 vs defense 12 — hit (+2 damage); soak 1d20+4 = 9 vs damage 13 → 2 wounds (Kara: 2 wounds)',
      'Ogre speaks (free action): "Hrrm."',
      'Kara attacks Ogre with longsword: 1d20+5 = 23 vs defense 13 — hit (+5 damage); soak 1d20+3 = 5 vs damage 15 → 5 wounds (Ogre: 15 wounds — collapses)',
    ]);
  });

  it('undo takes a blow back, redo puts it back with the same dice', () => {
    const c = karaFirst();
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [20, 1] } });
    const before = c.state;
    send(c, { type: 'Undo' });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 4 });
    send(c, { type: 'Redo' });
    expect({ ...c.state, version: 0 }).toEqual({ ...before, version: 0 });
  });
});
