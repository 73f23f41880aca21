import { describe, expect, it } from 'vitest';
import { combat, kara, ogre, send } from '../test-kit.js';

/** Two fighters with the same Initiative bonus (+4) but different Agility and Elan. */
const swift = { ...kara, id: 'swift', name: 'Swift', agility: 4, elan: 0 };
const bold = { ...ogre, id: 'bold', name: 'Bold', agility: 0, elan: 4 };

function order(faces: number[], options: Record<string, unknown> = {}) {
  const c = combat([swift, bold], options);
  send(c, { type: 'StartCombat', meta: { faces } });
  return c.state;
}

describe('seed 001: initiative', () => {
  it("seed 001: 'every participant rolls an Initiative check, 1d20 + their Agility + their Elan'", () => {
    const c = combat();
    const events = send(c, { type: 'StartCombat', meta: { faces: [15, 1, 5, 1] } });
    const rolled = events.filter((e) => e.type === 'InitiativeRolled');
    expect(rolled.map((e) => [e.data['id'], e.data['score']])).toEqual([
      ['kara', 19], // 15 + 3 + 1
      ['ogre', 7], // 5 + 2 + 0
    ]);
    expect(rolled[0]?.data['roll']).toMatchObject({ expression: '1d20+4', total: 19 });
  });

  it("seed 001: 'the character with the highest Initiative actions first, followed by the second highest'", () => {
    const s = order([3, 1, 9, 1]);
    expect(s.order).toEqual(['bold', 'swift']);
    expect(s.current).toBe('bold');
  });

  it("seed 001: 'until all characters have acted and the order proceeds again. One loop down the initiative chart is called a round'", () => {
    const c = combat([swift, bold]);
    send(c, { type: 'StartCombat', meta: { faces: [3, 1, 9, 1] } });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('swift');
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('bold'); // rolled once: the same order again
  });

  it('ties (the seed is silent): option initiativeTieBreak, default the higher Agility, then a d20 roll-off', () => {
    expect(order([8, 1, 8, 20]).order).toEqual(['swift', 'bold']); // both 12: Agility 4 beats 0
    expect(order([8, 1, 8, 20], { initiativeTieBreak: 'elan-then-roll' }).order).toEqual([
      'bold',
      'swift',
    ]);
    expect(order([8, 1, 8, 20], { initiativeTieBreak: 'roll' }).order).toEqual(['bold', 'swift']);
    expect(order([8, 19, 8, 2], { initiativeTieBreak: 'roll' }).order).toEqual(['swift', 'bold']);
    const twins = combat([swift, { ...swift, id: 'twin', name: 'Twin', side: 'monsters' }]);
    send(twins, { type: 'StartCombat', meta: { faces: [8, 3, 8, 17] } });
    expect(twins.state.order).toEqual(['twin', 'swift']); // equal Agility: the roll-off
    expect(twins.state.combatants['twin']?.tiebreak).toEqual([4, 17]);
  });

  it('an unknown tie-break option is refused when the combat is created', () => {
    expect(() => combat([swift, bold], { initiativeTieBreak: 'coin' })).toThrow(
      /initiativeTieBreak/,
    );
  });
});
