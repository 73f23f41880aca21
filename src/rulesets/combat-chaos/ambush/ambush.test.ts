import { describe, expect, it } from 'vitest';
import { combatChaos } from '../index.js';
import { combat, dataIn, fighter, ofType, refusal, send, start } from '../test-kit.js';

/** Lions ambush scorpions: stealth 3 and 1 against the scorpions' best alertness, 15. */
const ambush = (options: Record<string, unknown> = {}) =>
  combat(
    [
      fighter('akodo', 'lion', 0, { skills: { stealth: 3 } }),
      fighter('matsu', 'lion', 0, { skills: { stealth: 1 } }),
      fighter('bayushi', 'scorpion', 5, { alertness: 12 }),
      fighter('shosuro', 'scorpion', 5, { alertness: 15 }),
    ],
    options,
  );
const spring = { type: 'Ambush', data: { ambushers: 'lion', ambushed: 'scorpion' } };
/** Initiative: the scorpions first (20, 19), then akodo, matsu. */
const INIT = [5, 1, 4, 1, 20, 1, 19, 1];

describe('ambush', () => {
  it("seed 002: 'the attacking party must succeed on a group stealth check against the highest enemy alertness value' — d20 + stealth each, TN = highest alertness; option groupCheck half (default): half the party suffices", () => {
    const c = ambush();
    const [rolled] = send(c, { ...spring, meta: { faces: [12, 10] } }); // 15 ✓, 11 ✗
    expect(rolled?.data).toMatchObject({ tn: 15, groupCheck: 'half', surprised: true });
    expect(dataIn(c.state, 'bayushi').surprised).toBe(true);
    expect(dataIn(c.state, 'akodo').surprised).toBe(false);
    expect(combatChaos.describe(rolled ?? { type: '', data: {} }, c.state)).toMatch(/alertness 15/);
  });

  it('groupCheck "all" needs every ambusher; "average" compares the average total with the TN', () => {
    const all = ambush({ groupCheck: 'all' });
    send(all, { ...spring, meta: { faces: [12, 10] } });
    expect(dataIn(all.state, 'bayushi').surprised).toBe(false);
    const avg = ambush({ groupCheck: 'average' });
    send(avg, { ...spring, meta: { faces: [14, 14] } }); // 17 + 15 = 32 ≥ 2 × 15
    expect(dataIn(avg.state, 'shosuro').surprised).toBe(true);
    const avgFail = ambush({ groupCheck: 'average' });
    send(avgFail, { ...spring, meta: { faces: [12, 10] } }); // 15 + 11 = 26 < 30
    expect(dataIn(avgFail.state, 'shosuro').surprised).toBe(false);
  });

  it("seed 002: 'Failure means that someone notices and shouts a warning in time. In this situation, roll initiative normally.'", () => {
    const c = ambush();
    const [rolled] = send(c, { ...spring, meta: { faces: [2, 3] } });
    expect(rolled?.data['surprised']).toBe(false);
    start(c, INIT);
    expect(c.state.current).toBe('bayushi');
  });

  it("seed 002: 'If surprise is achieved, all combatants still roll initiative normally, but the ambushed party does not act on the first combat round.'", () => {
    const c = ambush();
    send(c, { ...spring, meta: { faces: [12, 15] } });
    const events = start(c, INIT);
    expect(ofType(events, 'InitiativeRolled')).toHaveLength(4);
    expect(c.state.order.slice(0, 2)).toEqual(['bayushi', 'shosuro']);
    expect(ofType(events, 'TurnSkipped').map((e) => e.data['id'])).toEqual(['bayushi', 'shosuro']);
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // matsu; round 2
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('bayushi');
    expect(dataIn(c.state, 'bayushi').surprised).toBe(false);
  });

  it('surprised combatants do not react in round 1 either (they do not act at all)', () => {
    const c = ambush();
    send(c, { ...spring, meta: { faces: [12, 15] } });
    start(c, INIT);
    const events = send(c, { type: 'Move', data: { to: { x: -30, y: 0 } } }); // akodo leaves their reach
    expect(ofType(events, 'ReactionOffered')).toHaveLength(0);
  });

  it('the ambush is rolled once, before StartCombat, by the GM or an ambusher, between two sides', () => {
    const c = ambush();
    expect(refusal(c, { ...spring, meta: { actor: 'bayushi', faces: [12, 15] } })).toBe(
      'turn/not-an-ambusher',
    );
    expect(refusal(c, { type: 'Ambush', data: { ambushers: 'lion', ambushed: 'lion' } })).toBe(
      'combat-chaos/bad-ambush',
    );
    send(c, { ...spring, meta: { actor: 'akodo', faces: [12, 15] } });
    expect(refusal(c, { ...spring, meta: { faces: [12, 15] } })).toBe('combat-chaos/ambush-done');
    start(c, INIT);
    expect(refusal(c, { ...spring, meta: { faces: [12, 15] } })).toBe(
      'combat-chaos/ambush-too-late',
    );
  });

  it('DeclareSurprise: the GM rules a side surprised without a roll (GM only, before the fight)', () => {
    const c = ambush();
    expect(
      refusal(c, { type: 'DeclareSurprise', data: { side: 'scorpion' }, meta: { actor: 'akodo' } }),
    ).toBe('turn/gm-only');
    expect(refusal(c, { type: 'DeclareSurprise', data: { side: 'crane' } })).toBe(
      'combat-chaos/no-such-side',
    );
    send(c, { type: 'DeclareSurprise', data: { side: 'scorpion' } });
    start(c, INIT);
    expect(c.state.current).toBe('akodo');
    expect(refusal(c, { type: 'DeclareSurprise', data: { side: 'lion' } })).toBe(
      'combat-chaos/surprise-too-late',
    );
  });
});
