// @ts-check
/** Defend (README sentence 8), with scripted dice. */
import { describe, expect, it } from 'vitest';
import { attackOf, fighter, fight, send } from '../test-kit.js';

describe('sentence 8: "Defend: until the start of his next turn, attacks against the defender need 2 more to hit"', () => {
  const start = () => fight([fighter('bob', 'b'), fighter('ann', 'a')], [6, 1]);
  const attackBob = { type: 'Attack', data: { target: 'bob' } };

  it('an attack on a defender needs 10, not 8: 9 misses', () => {
    const c = start();
    send(c, { type: 'Defend' }); // Bob defends
    expect(attackOf(send(c, attackBob, [4, 3]))).toMatchObject({ total: 9, need: 10, hit: false });
  });

  it('it ends at the start of his next turn: the round after, 8 is enough again', () => {
    const c = start();
    send(c, { type: 'Defend' });
    send(c, attackBob, [1, 2]); // Ann misses; round 2, Bob's turn starts
    expect(c.state.combatants['bob']?.conditions).toEqual([]);
    send(c, { type: 'EndTurn' }); // Bob
    expect(attackOf(send(c, attackBob, [3, 3, 1]))).toMatchObject({ need: 8, hit: true });
  });

  it('control: without Defend the same 9 hits', () => {
    const c = start();
    send(c, { type: 'EndTurn' });
    expect(attackOf(send(c, attackBob, [4, 3, 1])).hit).toBe(true);
  });
});
