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
    ).toEqual(['Kara speaks (free action): "Yield!"']);
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

  it("seed 001: 'If a character reaches 20 wounds, he immediately dies': a killing blow logs the wounds dealt and the wounds the track records (issue 14)", () => {
    // Given the Ogre at 18 wounds, when Kara's blow deals 6 (25 vs 13: +6; soak 4 vs 16),
    // then the log says 6 were dealt and 2 recorded: the track ends at 20.
    const c = karaFirst([kara, { ...ogre, wounds: 18 }, goblin]);
    const events = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [20, 1] } });
    expect(events[0]?.data).toMatchObject({ wounds: 6, woundsBefore: 18, woundsAfter: 20 });
    expect(lines(events, c.state)[0]).toMatch(
      /→ 6 wounds, of which the track records 2 \(it ends at 20\) \(Ogre: 20 wounds — dies\)$/,
    );
    const gm = karaFirst([kara, ogre, goblin]);
    expect(
      lines(send(gm, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 30 } }), gm.state)[0],
    ).toBe('GM: Ogre takes 30 wounds, of which the track records 16 (20 wounds — dies)');
    const cure = karaFirst();
    expect(
      lines(send(cure, { type: 'AdjustWounds', data: { id: 'ogre', wounds: -10 } }), cure.state)[0],
    ).toBe('GM: Ogre is cured of 10 wounds (he had only 4 wounds) (0 wounds)');
  });

  it("seed 001: 'A character suffers an Attack of Opportunity if he ... move[s] out of melee range': a move an Attack of Opportunity cuts short logs the distance really moved (issue 14)", () => {
    // Given Kara at 14 wounds beside the Ogre, when she moves 8 m away and his club collapses
    // her where she left his reach (0.5 m on), then the log says 0.5 m of the 8.0 m.
    const near = { ...ogre, position: { x: 1.5, y: 0 } };
    const c = karaFirst([{ ...kara, wounds: 14 }, near, goblin]);
    const moved = send(c, { type: 'Move', data: { to: { x: -8, y: 0 } } });
    expect(lines(moved, c.state)[0]).toBe('Kara moves 8.0 m');
    const struck = send(c, {
      type: 'AttackOfOpportunity',
      data: { weapon: 'club' },
      meta: { actor: 'ogre', faces: [12, 5] }, // 14 vs 12 (+1): damage 12, soak 9: 2 wounds
    });
    expect(c.state.combatants['kara']?.data).toMatchObject({ wounds: 16 });
    const stop = struck.find((e) => e.type === 'MoveStopped');
    expect(stop?.data).toEqual({
      id: 'kara',
      by: 'ogre',
      at: { x: -0.5, y: 0 },
      moved: 0.5,
      planned: 8,
    });
    expect(c.state.combatants['kara']?.position).toEqual({ x: -0.5, y: 0 });
    expect(lines([stop ?? { type: 'none', data: {} }], c.state)).toEqual([
      "Kara's move is cut short at (-0.5, 0.0) by Ogre's Attack of Opportunity: 0.5 m moved of the 8.0 m",
    ]);
    // A hit that does not stop her: no such line, she stands where her move ended.
    const on = karaFirst([kara, near, goblin]);
    send(on, { type: 'Move', data: { to: { x: -8, y: 0 } } });
    const soaked = send(on, {
      type: 'AttackOfOpportunity',
      data: { weapon: 'club' },
      meta: { actor: 'ogre', faces: [20, 20] },
    });
    expect(soaked.map((e) => e.type)).not.toContain('MoveStopped');
  });

  it('refusals read as sentences after the name (issue 14: no "b a Full action takes the whole turn", no "takes a attack action")', () => {
    const b = {
      ...kara,
      id: 'b',
      name: 'b',
      abilities: [{ name: 'bolt', attack: 'moxie', damage: 3, range: 'short', action: 'attack' }],
    };
    const c = karaFirst([b, { ...ogre, position: { x: 12, y: 0 } }]);
    // b (Agility 3) rolls 9 for initiative, the Ogre 7: b goes first.
    send(c, { type: 'Move', data: { to: { x: 1, y: 0 } } });
    const full = c.send({ type: 'Withdraw', data: { to: { x: -10, y: 0 } } });
    expect(!full.ok && full.error.message).toBe(
      'b has already acted this turn, and a Full action takes the whole turn: Withdraw is a Full action, taken instead of all other actions of the turn',
    );
    send(c, {
      type: 'UseAbility',
      data: { ability: 'bolt', target: 'ogre' },
      meta: { faces: [1] },
    });
    const again = c.send({ type: 'UseAbility', data: { ability: 'bolt', target: 'ogre' } });
    expect(!again.ok && again.error.message).toBe(
      'b has already made an Attack action this turn: bolt takes an Attack action (end the turn, or use something else)',
    );
  });
});
