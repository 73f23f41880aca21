import { describe, expect, it } from 'vitest';
import { elanMoxie } from './index.js';
import { goblin, kara, karaFirst, ogre, send } from './test-kit.js';

function lines(
  events: readonly { type: string; data: Record<string, unknown> }[],
  state = karaFirst().state,
) {
  return events.map((e) => elanMoxie.describe(e, state)).filter((l) => l !== undefined);
}

describe('describe(): one readable line per event', () => {
  it('an attack that wounds', () => {
    const c = karaFirst();
    const events = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [12, 6] } });
    expect(lines(events, c.state)).toEqual([
      'Kara attacks Ogre with longsword: 1d20+5 = 17 vs defense 13 — hit (+2 damage); soak 1d20+3 = 9 vs damage 12 → 2 wounds (Ogre: 6 wounds)',
    ]);
  });

  it('a miss, a soak, a collapse', () => {
    const c = karaFirst([kara, ogre, goblin]);
    expect(
      lines(send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [2] } }), c.state),
    ).toEqual(['Kara attacks Ogre with longsword: 1d20+5 = 7 vs defense 13 — miss']);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(
      lines(
        send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [8, 20] } }),
        c.state,
      ),
    ).toEqual([
      'Kara attacks Ogre with longsword: 1d20+5 = 13 vs defense 13 — hit; soak 1d20+3 = 23 vs damage 10 → soaked',
    ]);
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 6 } });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(
      lines(
        send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [20, 1] } }),
        c.state,
      )[0],
    ).toMatch(/→ 6 wounds \(Ogre: 16 wounds — collapses\)$/);
  });

  it('moves, free actions, the GM’s wound changes, rest, initiative', () => {
    const c = karaFirst([kara, { ...ogre, position: { x: 20, y: 0 } }]);
    expect(lines(send(c, { type: 'Move', data: { to: { x: 3, y: 4 } } }), c.state)).toEqual([
      'Kara moves 5.0 m',
    ]);
    expect(
      lines(send(c, { type: 'FreeAction', data: { what: 'speak', text: 'Yield!' } }), c.state),
    ).toEqual(['Kara (free action) speak: "Yield!"']);
    expect(
      lines(send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 16 } }), c.state)[0],
    ).toBe('GM: Ogre takes 16 wounds (20 wounds — dies)');
    expect(
      lines([
        { type: 'Rested', data: { id: 'ogre', days: 2, treated: true, healed: 4, woundsAfter: 0 } },
      ]),
    ).toEqual(['Ogre rests 2 days with medical treatment: 4 wounds cured (0 wounds left)']);
    const start = c.log.entries[0]?.events ?? [];
    expect(lines(start, c.state)).toEqual([
      'Kara rolls initiative: 1d20+4 = 19',
      'Ogre rolls initiative: 1d20+2 = 7',
    ]);
    expect(
      elanMoxie.describe({ type: 'RoundStarted', data: { round: 2 } }, c.state),
    ).toBeUndefined();
  });
});
