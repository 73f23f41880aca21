import { describe, expect, it } from 'vitest';
import { combatChaos } from '../index.js';
import { combat, fighter, health, ofType, refusal, send, start } from '../test-kit.js';

/** Akodo and Matsu (lion) against Bayushi (scorpion, health 5) and Shosuro (scorpion, far away). */
const skirmish = () => {
  const c = combat([
    fighter('akodo', 'lion', 0, { health: 5 }),
    fighter('matsu', 'lion', 100),
    fighter('bayushi', 'scorpion', 5, { health: 5 }),
    fighter('shosuro', 'scorpion', 200),
  ]);
  start(c, [15, 1, 14, 1, 10, 1, 5, 1]); // akodo, matsu, bayushi, shosuro
  return c;
};

describe('health (the seed says nothing of death: at 0 a combatant is down)', () => {
  it("seed 002: 'The target then sustains any remaining damage to its health pool' — at 0 the combatant is down: out of the fight, its turns skipped", () => {
    const c = skirmish();
    send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [15, 8] } }); // 10 damage
    expect(health(c, 'bayushi')).toBe(0); // never below 0
    expect(combatChaos.inFight(c.state, 'bayushi')).toBe(false);
    expect(combatChaos.canAct(c.state, 'bayushi')).toBe(false);
    send(c, { type: 'EndTurn' }); // akodo
    const events = send(c, { type: 'EndTurn' }); // matsu; bayushi is skipped
    expect(ofType(events, 'TurnSkipped').map((e) => e.data['id'])).toEqual(['bayushi']);
    expect(c.state.current).toBe('shosuro');
    expect(c.state.status).toBe('active');
  });

  it('a combatant downed on their own turn (by an attack of opportunity) loses the rest of it', () => {
    const c = skirmish();
    send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [1] } });
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [15, 8] } });
    expect(health(c, 'akodo')).toBe(0);
    expect(c.state.current).toBe('matsu');
  });

  it('the fight ends when one side is left standing', () => {
    const c = combat([
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5, { health: 5 }),
    ]);
    start(c, [15, 1, 10, 1]);
    send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [15, 8] } });
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toBe('lion');
  });

  it('AdjustHealth (GM): harm or heal within 0 and the pool; healing brings a downed combatant back', () => {
    const c = skirmish();
    expect(
      refusal(c, {
        type: 'AdjustHealth',
        data: { id: 'bayushi', delta: -3 },
        meta: { actor: 'akodo' },
      }),
    ).toBe('turn/gm-only');
    expect(refusal(c, { type: 'AdjustHealth', data: { id: 'bayushi', delta: 1.5 } })).toBe(
      'combat-chaos/bad-delta',
    );
    expect(refusal(c, { type: 'AdjustHealth', data: { id: 'nobody', delta: 1 } })).toBe(
      'gm/no-such-combatant',
    );
    send(c, { type: 'AdjustHealth', data: { id: 'bayushi', delta: 50 } });
    expect(health(c, 'bayushi')).toBe(5);
    send(c, { type: 'AdjustHealth', data: { id: 'bayushi', delta: -50 } });
    expect(health(c, 'bayushi')).toBe(0);
    expect(combatChaos.inFight(c.state, 'bayushi')).toBe(false);
    send(c, { type: 'AdjustHealth', data: { id: 'bayushi', delta: 2 } });
    expect(combatChaos.canAct(c.state, 'bayushi')).toBe(true);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('bayushi');
  });
});
