import { describe, expect, it } from 'vitest';
import { combatChaos } from '../index.js';
import { combat, dataIn, duel, fighter, ofType, refusal, send, start } from '../test-kit.js';

const begun = () => {
  const c = duel();
  start(c, [15, 1, 10, 1]); // akodo first
  return c;
};
const labels = (c: ReturnType<typeof duel>, id: string) =>
  combatChaos.legalActions(c.state, id).map((o) => o.command.type);

describe('actions and the turn', () => {
  it("seed 002: 'There are four basic types of actions; move, standard, bonus, and reaction.' — a turn starts with one of each; the reaction is per round", () => {
    const c = begun();
    expect(dataIn(c.state, 'akodo').budget).toEqual({
      move: 1,
      action: 1,
      bonus: 1,
      reaction: 1,
      attacks: 0,
    });
  });

  it("seed 002: 'Movement, standard, and bonus actions can only be taken on ones initiative.'", () => {
    const c = begun();
    expect(
      refusal(c, { type: 'Move', data: { to: { x: 20, y: 0 } }, meta: { actor: 'bayushi' } }),
    ).toBe('turn/not-your-turn');
    expect(
      refusal(c, {
        type: 'Attack',
        data: { target: 'akodo' },
        meta: { actor: 'bayushi', faces: [10, 1] },
      }),
    ).toBe('turn/not-your-turn');
    expect(combatChaos.legalActions(c.state, 'bayushi')).toEqual([]);
  });

  it("seed 002: 'Most of these actions are only relevant during combat, however.' — before StartCombat no Move or Attack", () => {
    const setup = duel();
    expect(refusal(setup, { type: 'Move', data: { to: { x: 20, y: 0 } } })).toBe(
      'combat-chaos/not-started',
    );
    expect(refusal(setup, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/not-started',
    );
    expect(combatChaos.legalActions(setup.state, 'akodo')).toEqual([]);
  });

  it("seed 002: 'You are not required to take any of these actions on your turn if you do not want to.' — EndTurn is always offered and accepted", () => {
    const c = begun();
    expect(labels(c, 'akodo')).toContain('EndTurn');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('bayushi');
  });

  it("seed 002: 'Sometimes, you may not have any actions of a certain category available.' — a spent move or action is refused and no longer offered", () => {
    const c = combat([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 50)]);
    start(c, [15, 1, 10, 1]);
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } });
    send(c, { type: 'Move', data: { to: { x: 40, y: 0 } } }); // the 20 ft left of the move
    expect(c.state.combatants['akodo']?.position.x).toBeCloseTo(30, 9);
    expect(refusal(c, { type: 'Move', data: { to: { x: 40, y: 0 } } })).toBe(
      'combat-chaos/no-move',
    );
    expect(labels(c, 'akodo')).not.toContain('Move');
  });

  it("seed 002: 'Dash. You move up to your regular foot speed. This is a move.' — a straight line towards the point, stopping after speed feet", () => {
    const c = combat([
      fighter('akodo', 'lion', 0, { speed: 25 }),
      fighter('bayushi', 'scorpion', 100),
    ]);
    start(c, [15, 1, 10, 1]);
    const [moved] = send(c, { type: 'Move', data: { to: { x: 0, y: 40 } } });
    expect(moved?.data).toMatchObject({ actor: 'akodo', to: { x: 0, y: 25 }, distance: 25 });
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 0, y: 25 });
    expect(refusal(begun(), { type: 'Move', data: { to: { x: Number.NaN, y: 0 } } })).toBe(
      'combat-chaos/bad-position',
    );
  });

  it('the turn ends by itself when nothing but EndTurn is left (no action, no move)', () => {
    const c = begun();
    send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [7] } });
    expect(c.state.current).toBe('akodo');
    // A Move that leaves some of the move unwalked keeps the turn open; walking the rest ends it.
    send(c, { type: 'Move', data: { to: { x: 2, y: 1 } } });
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'Move', data: { to: { x: 2, y: -40 } } }); // out of Bayushi's reach: he may strike
    const events = send(c, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
    expect(ofType(events, 'TurnEnded')).toHaveLength(1);
    expect(c.state.current).toBe('bayushi');
  });

  it('legalActions: attacks with odds on enemies in reach, moves towards and away, Hold to a later count, EndTurn', () => {
    const c = combat([
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5),
      fighter('shosuro', 'scorpion', 40),
    ]);
    start(c, [15, 1, 10, 1, 5, 1]);
    const options = combatChaos.legalActions(c.state, 'akodo');
    const attack = options.find((o) => o.command.type === 'Attack');
    expect(attack?.command.data).toEqual({ target: 'bayushi', weapon: 'longsword' });
    expect(attack?.odds?.hit).toBeCloseTo(0.65);
    expect(options.map((o) => o.label)).toEqual(
      expect.arrayContaining([
        'Move 30 ft away from Bayushi',
        'Move 30 ft towards Shosuro',
        'Hold until 10 (after Bayushi)',
        'Hold until 5 (after Shosuro)',
        'End the turn',
      ]),
    );
    // Every option is accepted.
    for (const o of options) {
      expect(c.send(o.command).ok, o.label).toBe(true);
      send(c, { type: 'Undo' });
    }
  });
});
