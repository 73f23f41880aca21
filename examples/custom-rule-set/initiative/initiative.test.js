// @ts-check
/** Initiative (README sentence 2), with scripted dice. */
import { describe, expect, it } from 'vitest';
import { fighter, fight } from '../test-kit.js';

describe('sentence 2: "each combatant rolls 1d6 + Speed for initiative; the highest acts first, and a tie goes to the higher Speed"', () => {
  it('1d6 + Speed: 2 + 5 = 7 acts before 4 + 2 = 6', () => {
    const c = fight([fighter('ann', 'a', { speed: 2 }), fighter('bob', 'b', { speed: 5 })], [4, 2]);
    expect(c.state.order).toEqual(['bob', 'ann']);
    expect(c.state.combatants['bob']?.initiative).toBe(7);
  });

  it('a tie (7 and 7) goes to the higher Speed, whatever the order of the file', () => {
    const c = fight([fighter('ann', 'a', { speed: 2 }), fighter('bob', 'b', { speed: 4 })], [5, 3]);
    expect(c.state.order).toEqual(['bob', 'ann']);
  });
});
