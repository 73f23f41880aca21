import { describe, expect, it } from 'vitest';
import type { Combat, CombatState, GameEvent } from '../../../../engine/index.js';
import { combatChaos } from '../../index.js';
import type { GrappleAttemptedData } from '../../events.js';
import {
  combat,
  dataIn,
  duel,
  fighter,
  health,
  ofType,
  refusal,
  send,
  start,
} from '../../test-kit.js';

/** The log line of an event (undefined when there is no event). */
const describeIn = (s: CombatState, e: GameEvent | undefined): string | undefined =>
  e && combatChaos.describe(e, s);

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
const attempt = (events: ReturnType<typeof grapple>) =>
  ofType(events, 'GrappleAttempted')[0]?.data as GrappleAttemptedData;
const cond = (c: Combat, id: string) => dataIn(c.state, id).cond;
const labels = (c: Combat, id: string) =>
  combatChaos.legalActions(c.state, id).map((o) => o.command.type);

describe('Grapple', () => {
  it("seed 002: 'Grapple. You try to wrestle your target down and immobilize them.' — on a win the target is held: speed 0, its Move refused", () => {
    const c = begun(duel(wrestler, unarmed));
    const events = grapple(c, [12, 8]); // athletics 12 + 3 = 15 vs 8 + 0 = 8
    expect(attempt(events)).toMatchObject({
      actor: 'akodo',
      target: 'bayushi',
      uses: 'action',
      armed: false,
      win: true,
      awaits: null,
      contest: {
        attacker: { id: 'akodo', with: 'athletics', mode: 'normal', natural: 12, total: 15 },
        defender: { id: 'bayushi', with: 'athletics', mode: 'normal', natural: 8, total: 8 },
        win: true,
      },
    });
    expect(cond(c, 'bayushi').grappledBy).toBe('akodo');
    expect(ofType(events, 'ReactionOffered')).toHaveLength(0); // unarmed: nothing provoked
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Move', data: { to: { x: 30, y: 0 } } })).toBe(
      'combat-chaos/grappled',
    );
    expect(labels(c, 'bayushi')).toContain('Escape');
  });

  it("seed 002: 'This is an opposed athletics roll, and if your target is armed you make the roll with disadvantage and provoke an attack of opportunity from your target.' — the attack is answered first, then the grapple lands", () => {
    const c = begun(duel(wrestler));
    const events = grapple(c, [15, 9, 4]); // disadvantage: 2d20kl1 keeps 9: 12 vs 4
    expect(attempt(events)).toMatchObject({
      armed: true,
      win: true,
      awaits: 'bayushi',
      contest: {
        attacker: {
          mode: 'disadvantage',
          disadvantage: ['armed target'],
          natural: 9,
          total: 12,
        },
      },
    });
    expect(attempt(events).contest.attacker.roll.expression).toBe('2d20kl1+3');
    expect(c.state.pending).toMatchObject({
      reactor: 'bayushi',
      trigger: 'attack-of-opportunity',
      data: { provoker: 'akodo', cause: 'grapple', weapons: ['longsword'] },
    });
    // Not yet: the attack of opportunity comes before the grapple.
    expect(cond(c, 'bayushi').grappledBy).toBeNull();
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [10, 3] } }); // 14: hit, 5
    expect(health(c, 'akodo')).toBe(15);
    expect(cond(c, 'bayushi').grappledBy).toBe('akodo');
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(0);
  });

  it("seed 002 Grapple: 'if your target is armed you ... provoke an attack of opportunity from your target' — armed with a missile weapon only, the target shoots (option opportunityWeapons any, the default); 'melee': none, and the log says why", () => {
    const bow = { name: 'bow', hitBonus: 3, damage: '1d6', keywords: ['missile'], range: 80 };
    const c = begun(duel(wrestler, { weapons: [bow] }));
    const events = grapple(c, [15, 9, 4]);
    expect(attempt(events)).toMatchObject({ armed: true, win: true, awaits: 'bayushi' });
    expect(c.state.pending).toMatchObject({
      reactor: 'bayushi',
      data: { provoker: 'akodo', cause: 'grapple', weapons: ['bow'] },
    });
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [2, 3] } }); // 2d20kl1: 2
    expect(cond(c, 'bayushi').grappledBy).toBe('akodo');
    // The menu's odds said so before the grapple.
    const d = begun(duel(wrestler, { weapons: [bow] }));
    const option = combatChaos
      .legalActions(d.state, 'akodo')
      .find((o) => o.command.type === 'Grapple');
    expect(option?.odds?.note).toContain('Bayushi may first make an attack of opportunity');
    expect(option?.odds?.label).toBe('to win');

    const melee = begun(duel(wrestler, { weapons: [bow] }, { opportunityWeapons: 'melee' }));
    const quiet = grapple(melee, [15, 9, 4]);
    expect(attempt(quiet)).toMatchObject({ armed: true, win: true, awaits: null });
    expect(cond(melee, 'bayushi').grappledBy).toBe('akodo');
    expect(describeIn(melee.state, ofType(quiet, 'ReactionUnavailable')[0])).toBe(
      "No attack of opportunity for Akodo's grapple attempt: no melee weapon in Bayushi's hands reaches Akodo (option opportunityWeapons: melee weapons only)",
    );
    // Unarmed, nothing is provoked and nothing is said.
    const fistsOnly = begun(duel(wrestler, unarmed));
    expect(ofType(grapple(fistsOnly, [15, 4]), 'ReactionUnavailable')).toHaveLength(0);
  });

  it("seed 002 Grapple: the provoked attack of opportunity comes first — if it drops the grappler, the grapple fails (asked, or taken at once by the standing choice 'always')", () => {
    const asked = begun(duel({ ...wrestler, health: 4 }));
    grapple(asked, [15, 15, 4]);
    send(asked, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [10, 3] } });
    expect(asked.state.status).toBe('ended');
    expect(cond(asked, 'bayushi').grappledBy).toBeNull();

    const always = begun(duel({ ...wrestler, health: 4 }, { reactions: 'always' }));
    const events = grapple(always, [10, 3]); // the attack first: 14 hits for 5; no grapple roll
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['AttackMade', 'ManeuverFoiled']),
    );
    expect(ofType(events, 'AttackMade')[0]?.data).toMatchObject({
      actor: 'bayushi',
      uses: 'reaction',
      provocation: 'grapple',
    });
    expect(ofType(events, 'GrappleAttempted')).toHaveLength(0);
    expect(cond(always, 'bayushi').grappledBy).toBeNull();

    const survives = begun(duel(wrestler, { reactions: 'always' }));
    const order = grapple(survives, [5, 12, 12, 3]) // the attack misses (9), then 2d20kl1: 12 + 3 vs 3
      .map((e) => e.type)
      .filter((t) => t === 'AttackMade' || t === 'GrappleAttempted');
    expect(order).toEqual(['AttackMade', 'GrappleAttempted']);
    expect(cond(survives, 'bayushi').grappledBy).toBe('akodo');
  });

  it("seed 002 Grapple: the standing choice 'never' lets the attack pass, and the grapple is rolled at once", () => {
    const c = begun(duel(wrestler, { reactions: 'never' }));
    const events = grapple(c, [15, 9, 4]);
    expect(ofType(events, 'ReactionPassed')[0]?.data).toEqual({
      id: 'bayushi',
      trigger: 'attack-of-opportunity',
      provoker: 'akodo',
      cause: 'grapple',
    });
    expect(attempt(events).awaits).toBeNull();
    expect(cond(c, 'bayushi').grappledBy).toBe('akodo');
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(1);
  });

  it('seed 002 Grapple: a declined attack of opportunity lets the grapple land; a tie goes to the defender', () => {
    const c = begun(duel(wrestler));
    grapple(c, [15, 9, 4]);
    send(c, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
    expect(cond(c, 'bayushi').grappledBy).toBe('akodo');

    const tie = begun(duel(wrestler, unarmed));
    const events = grapple(tie, [10, 13]); // 13 vs 13
    expect(attempt(events)).toMatchObject({ win: false, contest: { win: false } });
    expect(cond(tie, 'bayushi').grappledBy).toBeNull();
  });

  it("seed 002: 'This is an action.' (Grapple) — it spends the action; without one, or out of reach, or on someone held already, it is refused", () => {
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0, wrestler),
        fighter('bayushi', 'scorpion', 5, unarmed),
        fighter('shosuro', 'scorpion', 20, unarmed),
      ]),
      [15, 1, 10, 1, 5, 1],
    );
    expect(
      refusal(c, { type: 'Grapple', data: { target: 'shosuro' }, meta: { faces: [10, 1] } }),
    ).toBe('combat-chaos/out-of-reach');
    expect(refusal(c, { type: 'Grapple', data: { target: 'ghost' } })).toBe(
      'combat-chaos/no-such-target',
    );
    grapple(c, [12, 8]);
    expect(dataIn(c.state, 'akodo').budget.action).toBe(0);
    expect(
      refusal(c, { type: 'Grapple', data: { target: 'bayushi' }, meta: { faces: [10, 1] } }),
    ).toBe('combat-chaos/no-action');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // bayushi, held
    // Shosuro comes close and tries to take Bayushi's place in Akodo's arms: Bayushi is held already.
    send(c, { type: 'Move', data: { to: { x: 5, y: 5 } } });
    expect(
      refusal(c, { type: 'Grapple', data: { target: 'bayushi' }, meta: { faces: [10, 1] } }),
    ).toBe('combat-chaos/already-grappled');
  });

  it('Escape (the seed is silent): an action, the better of athletics and acrobatics against the grappler’s athletics; a tie keeps the hold', () => {
    const c = begun(duel(wrestler, { ...unarmed, skills: { acrobatics: 4, athletics: 1 } }));
    grapple(c, [12, 8]);
    send(c, { type: 'EndTurn' });
    const kept = send(c, { type: 'Escape', data: {}, meta: { faces: [9, 10] } }); // 13 vs 13
    expect(ofType(kept, 'EscapeAttempted')[0]?.data).toMatchObject({
      actor: 'bayushi',
      grappler: 'akodo',
      uses: 'action',
      win: false,
      contest: { attacker: { with: 'acrobatics', total: 13 }, defender: { with: 'athletics' } },
    });
    expect(cond(c, 'bayushi').grappledBy).toBe('akodo');
    // Still held, with the action spent and nothing for the move or the bonus action: the turn
    // ends by itself (a held combatant's move is of no use).
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'EndTurn' }); // akodo
    const free = send(c, { type: 'Escape', data: { how: 'athletics' }, meta: { faces: [18, 2] } });
    expect(ofType(free, 'EscapeAttempted')[0]?.data).toMatchObject({ win: true });
    expect(cond(c, 'bayushi').grappledBy).toBeNull();
    expect(refusal(c, { type: 'Escape', data: {} })).toBe('combat-chaos/no-action');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Escape', data: {} })).toBe('combat-chaos/not-grappled');
  });

  it('a grapple ends when the grappler lets go (Release: free), when either goes down, or when they are pushed apart', () => {
    const c = begun(duel(wrestler, unarmed));
    grapple(c, [12, 8]);
    const released = send(c, { type: 'Release', data: { target: 'bayushi' } });
    expect(ofType(released, 'GrappleEnded')[0]?.data).toEqual({
      grappler: 'akodo',
      grappled: 'bayushi',
      reason: 'released',
    });
    expect(cond(c, 'bayushi').grappledBy).toBeNull();
    expect(refusal(c, { type: 'Release', data: {} })).toBe('combat-chaos/not-grappling');

    const down = begun(
      combat([
        fighter('akodo', 'lion', 0, wrestler),
        fighter('bayushi', 'scorpion', 5, unarmed),
        fighter('shosuro', 'scorpion', 10),
      ]),
      [15, 1, 10, 1, 5, 1],
    );
    grapple(down, [12, 8]);
    send(down, { type: 'AdjustHealth', data: { id: 'akodo', delta: -20 } });
    expect(cond(down, 'bayushi').grappledBy).toBeNull();

    const apart = begun(
      combat([
        fighter('akodo', 'lion', 0, wrestler),
        fighter('bayushi', 'scorpion', 5, unarmed),
        fighter('kakita', 'crane', 5, { skills: { athletics: 5 }, position: { x: 5, y: 5 } }),
      ]),
      [15, 1, 10, 1, 12, 1],
    );
    grapple(apart, [12, 8]);
    send(apart, { type: 'EndTurn' });
    // Kakita, north of Bayushi, shoves him south, out of Akodo's arms.
    send(apart, { type: 'Push', data: { target: 'bayushi' }, meta: { faces: [15, 2] } });
    expect(apart.state.combatants['bayushi']?.position).toEqual({ x: 5, y: -10 });
    expect(cond(apart, 'bayushi').grappledBy).toBeNull();
  });

  it('moving out of reach ends one’s own grapple: the grappler walks away and lets go', () => {
    const c = begun(duel(wrestler, unarmed));
    grapple(c, [12, 8]);
    send(c, { type: 'Move', data: { to: { x: -20, y: 0 } } });
    expect(cond(c, 'bayushi').grappledBy).toBeNull();
  });
});

describe('the maneuvers in legalActions', () => {
  it("seed 002: 'There are also several maneuvers a creature can perform in battle.' — each offered only when its conditions hold, every one accepted", () => {
    const c = begun(duel({ ...wrestler, skills: { athletics: 3, acrobatics: 1 } }, unarmed));
    const kinds = () => new Set(labels(c, 'akodo'));
    // Beside an unarmed foe: Grapple, Push, Trip (by a test and by the longsword); nothing to disarm.
    expect([...kinds()]).toEqual(expect.arrayContaining(['Grapple', 'Push', 'Trip']));
    for (const none of ['Disarm', 'Constrict', 'Release', 'Kipup', 'Stand', 'Escape', 'PickUp'])
      expect(kinds().has(none), none).toBe(false);
    for (const o of combatChaos.legalActions(c.state, 'akodo')) {
      const r = c.send({ ...o.command, meta: { faces: [10, 10, 10, 10] } });
      // Faces may be too many for some: a refusal then is dice/faces, never a rule.
      if (!r.ok) expect(r.error.code, o.label).toBe('dice/faces');
      else send(c, { type: 'Undo' });
    }
    grapple(c, [12, 8]);
    const held = combatChaos.legalActions(c.state, 'akodo');
    expect(held.find((o) => o.command.type === 'Constrict')).toMatchObject({
      command: { type: 'Constrict', data: { target: 'bayushi', as: 'bonus' } },
      odds: { hit: 1 },
    });
    expect(held.find((o) => o.command.type === 'Release')?.command.data).toEqual({
      target: 'bayushi',
    });
    // The grappled one may Escape, with its odds.
    send(c, { type: 'EndTurn' });
    const escape = combatChaos
      .legalActions(c.state, 'bayushi')
      .find((o) => o.command.type === 'Escape');
    expect(escape?.odds?.hit).toBeCloseTo(136 / 400, 12); // d20 + 0 beats d20 + 3
  });

  it('log lines: grapple, escape, release, a foiled maneuver', () => {
    const c = begun(duel(wrestler, unarmed));
    const line = (e: GameEvent | undefined) => describeIn(c.state, e);
    const g = grapple(c, [12, 8]);
    expect(line(g[0])).toBe(
      'Akodo tries to grapple Bayushi: athletics d20+3 = 15 vs athletics d20 = 8 — Bayushi is grappled (speed 0)',
    );
    send(c, { type: 'EndTurn' });
    const e = send(c, { type: 'Escape', data: {}, meta: { faces: [5, 5] } });
    expect(line(e[0])).toBe(
      "Bayushi tries to escape Akodo's grapple: athletics d20 = 5 vs athletics d20+3 = 8 — still held",
    );
    expect(c.state.current).toBe('akodo'); // held, nothing left: Bayushi's turn ended by itself
    const r = send(c, { type: 'Release', data: {} });
    expect(line(r[0])).toBe('Akodo releases Bayushi');
    expect(
      line({
        type: 'ManeuverFoiled',
        data: { actor: 'akodo', target: 'bayushi', maneuver: 'trip', uses: 'action' },
      }),
    ).toBe("Akodo's trip on Bayushi is foiled: the attack of opportunity came first");
    const armed = begun(duel(wrestler));
    const waits = grapple(armed, [15, 9, 4]);
    expect(describeIn(armed.state, waits[0])).toBe(
      "Akodo tries to grapple Bayushi: athletics 2d20kl1+3 = 12 (disadvantage: armed target) vs athletics d20 = 4 — it works if Akodo is still up after Bayushi's attack of opportunity: Bayushi is grappled (speed 0)",
    );
  });
});
