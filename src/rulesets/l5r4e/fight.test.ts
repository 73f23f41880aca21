import { describe, expect, it } from 'vitest';
import { stateAt } from '../../engine/index.js';
import { l5r4e } from './index.js';
import { akodo, bayushi, combat, dataOf, refused, send } from './test-kit.js';

describe('before StartCombat', () => {
  it('only the preparations (SetStance, Ambush, AdjustWounds, …) are taken; turns wait for the fight', () => {
    const c = combat();
    for (const type of ['EndTurn', 'Delay', 'Attack', 'Speak'])
      expect(refused(c, { type, data: { target: 'bayushi', words: 'hi' } })).toBe(
        'l5r4e/not-started',
      );
  });
});

describe('a full basic fight, from StartCombat to the end, through Combat.send', () => {
  it('Akodo and Bayushi trade blows until Bayushi dies; every roll is typed in', () => {
    const c = combat([akodo(), bayushi({ position: { x: 15, y: 0 } })]);
    // Stage 1 of Round 1: Stances before Initiative.
    send(c, { type: 'SetStance', data: { stance: 'defense' }, meta: { actor: 'bayushi' } });
    send(c, { type: 'StartCombat', meta: { faces: [9, 9, 9, 1, 1, 5, 2, 2, 1, 1, 5] } });
    expect(c.state.current).toBe('akodo');

    // Round 1. Akodo closes (a Free Move of 5×Water = 10 ft) and strikes: TN 20 + Defense (Air 2).
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 }, as: 'free' } });
    send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [9, 9, 5, 1, 1, 1, 9, 9, 1, 1, 1, 1] }, // 23 vs 22; damage 18 − 3
    });
    expect(dataOf(c.state, 'bayushi').wounds).toBe(15); // Grazed
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Speak', data: { words: 'You will pay' } }); // Bayushi, in Defense
    send(c, { type: 'EndTurn' });

    // Round 2. Akodo goes all in with a Raise: 8k4 vs 22 + 5.
    expect(c.state.round).toBe(2);
    send(c, { type: 'SetStance', data: { stance: 'fullAttack' } });
    send(c, {
      type: 'Attack',
      data: { target: 'bayushi', raises: 1 },
      meta: { faces: [9, 9, 9, 9, 1, 1, 1, 1, 6, 5, 1, 1, 1, 1, 1] }, // 36; damage 7k2 = 11 − 3
    });
    expect(dataOf(c.state, 'bayushi').wounds).toBe(23); // Injured: +15 to his TNs
    send(c, { type: 'EndTurn' });
    send(c, { type: 'SetStance', data: { stance: 'attack' } });
    const counter = send(c, {
      type: 'Attack',
      data: { target: 'akodo' },
      meta: { faces: [10, 8, 8, 7, 1, 1, 9, 8, 1, 1, 1] }, // 18 + 8 + 8 = 34 vs 10 + 15
    });
    expect(counter[0]?.data).toMatchObject({ armorTN: 10, penalty: 15, tn: 25 });
    expect(dataOf(c.state, 'akodo').wounds).toBe(17); // Grazed
    send(c, { type: 'EndTurn' });

    // Round 3. Grazed Akodo (+5) against Bayushi's Attack Stance (20).
    const last = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [9, 9, 9, 9, 1, 1, 1, 1, 10, 9, 9, 1, 1, 1, 1] }, // 36 vs 25; 28 − 3
    });
    expect(last[0]?.data).toMatchObject({ tn: 25, wounds: 25, rank: 'Dead' });
    expect(dataOf(c.state, 'bayushi').dead).toBe(true);
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome).toEqual({
      winner: 'lion',
      reason: 'no other side is left in the fight',
    });

    // The log replays to the same state, and reads as a story.
    expect(stateAt(l5r4e, c.log)).toEqual(c.state);
    const story = c.log.entries
      .flatMap((e) => e.events)
      .map((e) => l5r4e.describe(e, c.state))
      .filter((l) => l !== undefined);
    expect(story).toContain('Bayushi says "You will pay" (Free)');
    expect(story.at(-1)).toMatch(/Bayushi is Dead$/);
  });
});
