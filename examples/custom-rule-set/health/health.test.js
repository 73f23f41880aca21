// @ts-check
/** Hit Points and being down (README sentences 9 and 10). */
import { describe, expect, it } from 'vitest';
import { fighter, fight, hpOf, refusal, send } from '../test-kit.js';

describe('sentence 9: "A combatant at 0 Hit Points or fewer is down: he is out of the fight and takes no turns"', () => {
  it('Cole at 0 is down: his turn is skipped and he cannot be attacked', () => {
    const c = fight(
      [fighter('ann', 'a'), fighter('cole', 'b', { hp: 3, armor: 0 }), fighter('bob', 'b')],
      [6, 4, 1],
    );
    send(c, { type: 'Attack', data: { target: 'cole' } }, [4, 4, 3]);
    expect(hpOf(c, 'cole')).toBe(0);
    expect(c.state.current).toBe('bob'); // Cole's turn skipped
    expect(c.ruleSet.status?.(c.state, 'cole')).toBe('0/3 hp · down');
    expect(c.ruleSet.sim?.plight(c.state, 'cole')).toBe('down');
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Attack', data: { target: 'cole' } })).toBe('two-sixes/target-down');
  });

  it('control: at 1 he still stands (wounded)', () => {
    const c = fight([fighter('ann', 'a'), fighter('cole', 'b', { hp: 4, armor: 0 })], [6, 1]);
    send(c, { type: 'Attack', data: { target: 'cole' } }, [4, 4, 3]);
    expect(c.ruleSet.sim?.plight(c.state, 'cole')).toBe('wounded');
    expect(c.state.current).toBe('cole');
  });
});

describe('sentence 10: "The fight ends when only one side has anyone standing"', () => {
  it('the last bandit down: the sellswords win', () => {
    const c = fight([fighter('ann', 'a'), fighter('cole', 'b', { hp: 1, armor: 0 })], [6, 1]);
    send(c, { type: 'Attack', data: { target: 'cole' } }, [4, 4, 1]);
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toBe('a');
  });
});
