// @ts-check
/** The one action of a turn (README sentence 3). */
import { describe, expect, it } from 'vitest';
import { fighter, fight, refusal, send } from '../test-kit.js';

describe('sentence 3: "On his turn a combatant takes one action, Attack or Defend; then his turn ends"', () => {
  const start = () => fight([fighter('ann', 'a'), fighter('bob', 'b')], [6, 1]);

  it('after an Attack the turn ends by itself and Bob acts', () => {
    const c = start();
    const events = send(c, { type: 'Attack', data: { target: 'bob' } }, [1, 2]);
    expect(events.some((e) => e.type === 'TurnEnded')).toBe(true);
    expect(c.state.current).toBe('bob');
  });

  it('after Defend too', () => {
    const c = start();
    send(c, { type: 'Defend' });
    expect(c.state.current).toBe('bob');
  });

  it('Attack and Defend wait for the fight to start; other commands are not Two Sixes’', () => {
    const c = start();
    expect(refusal(c, { type: 'Cast' })).toBe('two-sixes/unknown-command');
    expect(refusal(c, { type: 'Attack', data: { target: 'ann' } })).toBe('two-sixes/no-target');
    expect(refusal(c, { type: 'Attack', data: { target: 'nobody' } })).toBe('two-sixes/no-target');
  });
});
