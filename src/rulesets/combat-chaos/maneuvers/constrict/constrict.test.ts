/** Constrict (seed 002, Maneuvers): the crushing damage on whom one holds, once a round. */
import { describe, expect, it } from 'vitest';
import type { Combat } from '../../../../engine/index.js';
import { combatChaos } from '../../index.js';
import type { ConstrictedData } from '../../events.js';
import { dataIn, duel, health, ofType, refusal, send, start } from '../../test-kit.js';

const fists = { name: 'fists', hitBonus: 2, damage: '1d3', keywords: ['unarmed'] };
const wrestler = { skills: { athletics: 3 }, might: 2 };
const unarmed = { weapons: [fists] };

/** Akodo (x 0) acts first, Bayushi (x 5) second. */
const begun = (c: Combat, faces: number[] = [15, 1, 10, 1]): Combat => {
  start(c, faces);
  return c;
};
const grapple = (c: Combat, faces: number[], target = 'bayushi') =>
  send(c, { type: 'Grapple', data: { target }, meta: { faces } });
const cond = (c: Combat, id: string) => dataIn(c.state, id).cond;
const labels = (c: Combat, id: string) =>
  combatChaos.legalActions(c.state, id).map((o) => o.command.type);

describe('Constrict', () => {
  it("seed 002: 'Constrict. You deal your unarmed damage die plus twice your MIGHT modifier in crushing damage to an opponent you have successfully grappled.' — no roll to hit; soak applies", () => {
    const c = begun(duel({ ...wrestler, unarmedDie: '1d6' }, { ...unarmed, soak: 1 }));
    grapple(c, [12, 8]);
    const events = send(c, {
      type: 'Constrict',
      data: { target: 'bayushi' },
      meta: { faces: [5] },
    });
    const k = ofType(events, 'Constricted')[0]?.data as ConstrictedData;
    expect(k).toMatchObject({
      actor: 'akodo',
      target: 'bayushi',
      uses: 'bonus',
      round: 1,
      soak: 1,
      dealt: 8, // 5 + 2 × 2 − 1
      health: 12,
    });
    expect(k.damage.expression).toBe('1d6+4');
    expect(health(c, 'bayushi')).toBe(12);
    expect(combatChaos.describe({ type: 'Constricted', data: k }, c.state)).toBe(
      'Akodo constricts Bayushi (bonus action): d6+4 = 9 − soak 1 → 8 crushing damage (Bayushi 12/20)',
    );
  });

  it('seed 002 Constrict without a grapple is refused: combat-chaos/not-grappling', () => {
    const c = begun(duel(wrestler, unarmed));
    expect(
      refusal(c, { type: 'Constrict', data: { target: 'bayushi' }, meta: { faces: [3] } }),
    ).toBe('combat-chaos/not-grappling');
    expect(labels(c, 'akodo')).not.toContain('Constrict');
    grapple(c, [12, 8]);
    expect(labels(c, 'akodo')).toContain('Constrict');
  });

  it("seed 002: 'This is an action or a bonus action, but it can only be done once per round.'", () => {
    const c = begun(duel(wrestler, { ...unarmed, health: 40 }));
    grapple(c, [12, 8]);
    send(c, { type: 'Constrict', data: { target: 'bayushi', as: 'bonus' }, meta: { faces: [2] } });
    expect(dataIn(c.state, 'akodo').budget.bonus).toBe(0);
    expect(
      refusal(c, {
        type: 'Constrict',
        data: { target: 'bayushi', as: 'action' },
        meta: { faces: [2] },
      }),
    ).toBe('combat-chaos/constricted-this-round');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 2
    // As the action this time: the bonus action is left.
    const events = send(c, {
      type: 'Constrict',
      data: { target: 'bayushi', as: 'action' },
      meta: { faces: [4] },
    });
    expect(ofType(events, 'Constricted')[0]?.data).toMatchObject({ uses: 'action', round: 2 });
    expect(dataIn(c.state, 'akodo').budget).toMatchObject({ action: 0, bonus: 1 });
    expect(health(c, 'bayushi')).toBe(40 - 6 - 8);
  });

  it('Constrict: bad arguments and spent budgets are refused', () => {
    const c = begun(duel(wrestler, { ...unarmed, health: 40 }));
    grapple(c, [12, 8]);
    expect(
      refusal(c, {
        type: 'Constrict',
        data: { target: 'bayushi', as: 'twice' },
        meta: { faces: [2] },
      }),
    ).toBe('combat-chaos/bad-argument');
    expect(
      refusal(c, {
        type: 'Constrict',
        data: { target: 'bayushi', as: 'action' },
        meta: { faces: [2] },
      }),
    ).toBe('combat-chaos/no-action');
  });

  it('the turn does not end by itself while the bonus action has a use (a Constrict left); once it is spent, it does', () => {
    const c = begun(duel({ ...wrestler, speed: 1 }, { ...unarmed, health: 40 }));
    grapple(c, [12, 8]);
    send(c, { type: 'Move', data: { to: { x: 1, y: 0 } } }); // the whole (1 ft) move: still held
    expect(cond(c, 'bayushi').grappledBy).toBe('akodo');
    expect(c.state.current).toBe('akodo'); // no action, no move: but a Constrict is left
    const events = send(c, {
      type: 'Constrict',
      data: { target: 'bayushi' },
      meta: { faces: [1] },
    });
    expect(ofType(events, 'TurnEnded')).toHaveLength(1);
    expect(c.state.current).toBe('bayushi');
  });

  it('a Constrict that drops the grappled one ends the grapple (and the fight)', () => {
    const c = begun(duel({ ...wrestler, unarmedDie: '1d4' }, { ...unarmed, health: 5 }));
    grapple(c, [12, 8]);
    send(c, { type: 'Constrict', data: { target: 'bayushi' }, meta: { faces: [4] } });
    expect(health(c, 'bayushi')).toBe(0);
    expect(cond(c, 'bayushi').grappledBy).toBeNull();
    expect(c.state.status).toBe('ended');
  });
});
