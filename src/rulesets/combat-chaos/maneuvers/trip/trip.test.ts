import { describe, expect, it } from 'vitest';
import type { Combat, CombatState, GameEvent } from '../../../../engine/index.js';
import type { TripAttemptedData } from '../../events.js';
import { combatChaos } from '../../index.js';
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

const bow = { name: 'bow', hitBonus: 3, damage: '1d6', keywords: ['missile'], range: 80 };
const nimble = { skills: { athletics: 1, acrobatics: 3 } };

const begun = (c: Combat): Combat => {
  start(c, [15, 1, 10, 1]); // Akodo (x 0) first, Bayushi (x 5)
  return c;
};
const trip = (c: Combat, faces: number[], data: Record<string, unknown> = {}) =>
  send(c, { type: 'Trip', data: { target: 'bayushi', ...data }, meta: { faces } });
const attempt = (events: ReturnType<typeof trip>) =>
  ofType(events, 'TripAttempted')[0]?.data as TripAttemptedData;
const prone = (c: Combat, id: string) => dataIn(c.state, id).cond.prone;

describe('Trip', () => {
  it("seed 002: 'Trip. You try to knock your target prone.'", () => {
    const c = begun(duel({ skills: { athletics: 4 } }, { reactions: 'never' }));
    const events = trip(c, [15, 12, 7]); // athletics 2d20kl1: 12 + 4 = 16 vs 7
    expect(attempt(events)).toMatchObject({
      actor: 'akodo',
      target: 'bayushi',
      uses: 'action',
      how: 'athletics',
      attack: null,
      win: true,
      awaits: null,
    });
    expect(prone(c, 'bayushi')).toBe(true);
    expect(describeIn(c.state, ofType(events, 'TripAttempted')[0])).toBe(
      'Akodo tries to trip Bayushi (athletics): athletics 2d20kl1+4 = 16 (disadvantage: trip) vs athletics d20 = 7 — Bayushi falls prone',
    );
  });

  it("seed 002: 'This is either an opposed athletics or acrobatics test (either may be used) or a melee attack roll, made with disadvantage.' — the tripper picks; the target resists with the better of his two; both forms at disadvantage", () => {
    const acro = begun(duel(nimble, { ...nimble, reactions: 'never' }));
    // Default: the tripper's better skill (acrobatics 3), against Bayushi's better (acrobatics 3).
    const a = attempt(trip(acro, [18, 14, 10]));
    expect(a.how).toBe('acrobatics');
    expect(a.contest).toMatchObject({
      attacker: { with: 'acrobatics', mode: 'disadvantage', total: 17 },
      defender: { with: 'acrobatics', mode: 'normal', total: 13 },
      win: true,
    });

    const ath = begun(duel(nimble, { ...nimble, reactions: 'never' }));
    const b = attempt(trip(ath, [18, 14, 10], { how: 'athletics' })); // 15 vs 13
    expect(b.contest?.attacker).toMatchObject({ with: 'athletics', total: 15 });
    expect(b.win).toBe(true);

    // The melee attack roll: against defense 12, at disadvantage, no damage rolled.
    const hit = begun(duel({}, { reactions: 'never' }));
    const h = attempt(trip(hit, [15, 8], { how: 'attack' })); // keeps 8: 12 meets 12
    expect(h).toMatchObject({
      how: 'attack',
      contest: null,
      win: true,
      attack: {
        weapon: 'longsword',
        mode: 'disadvantage',
        natural: 8,
        total: 12,
        defense: 12,
        verdict: 'meets-defense',
        hit: true,
      },
    });
    expect(health(hit, 'bayushi')).toBe(20);
    expect(prone(hit, 'bayushi')).toBe(true);
    // Combat Chaos holds for this attack roll: a kept 19 always hits, a kept 2 always misses.
    const weak = { weapons: [{ name: 'club', hitBonus: -10, damage: '1d4' }] };
    expect(
      attempt(trip(begun(duel(weak, { reactions: 'never' })), [20, 19], { how: 'attack' })),
    ).toMatchObject({
      win: true,
      attack: { verdict: 'chaos-hit' },
    });
    const strong = { weapons: [{ name: 'club', hitBonus: 20, damage: '1d4' }] };
    expect(
      attempt(trip(begun(duel(strong, { reactions: 'never' })), [2, 19], { how: 'attack' })),
    ).toMatchObject({
      win: false,
      attack: { verdict: 'chaos-miss' },
    });
  });

  it("seed 002: 'It provokes a melee attack of opportunity (reaction) from your target.' — answered before the fall; a target with no melee weapon makes none", () => {
    const c = begun(duel({ skills: { athletics: 4 } }));
    const events = trip(c, [15, 12, 7]);
    expect(attempt(events)).toMatchObject({ win: true, awaits: 'bayushi' });
    expect(c.state.pending).toMatchObject({
      reactor: 'bayushi',
      data: { cause: 'trip', weapons: ['longsword'] },
    });
    expect(prone(c, 'bayushi')).toBe(false);
    expect(describeIn(c.state, ofType(events, 'ReactionOffered')[0])).toBe(
      'Bayushi may make an attack of opportunity on Akodo (a trip attempt)',
    );
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [3] } }); // a miss
    expect(prone(c, 'bayushi')).toBe(true);

    // "a melee attack of opportunity": an archer makes none, even with option opportunityWeapons
    // 'any' (the default), and the log says why.
    const archer = begun(duel({ skills: { athletics: 4 } }, { weapons: [bow] }));
    const shot = trip(archer, [15, 12, 7]);
    expect(ofType(shot, 'ReactionOffered')).toHaveLength(0);
    expect(prone(archer, 'bayushi')).toBe(true);
    expect(describeIn(archer.state, ofType(shot, 'ReactionUnavailable')[0])).toBe(
      "No attack of opportunity for Akodo's trip attempt: no melee weapon in Bayushi's hands reaches Akodo",
    );

    const always = begun(duel({ skills: { athletics: 4 }, health: 3 }, { reactions: 'always' }));
    const foiled = trip(always, [12, 4]); // the attack of opportunity first: 16 hits for 6
    expect(ofType(foiled, 'ManeuverFoiled')[0]?.data).toEqual({
      actor: 'akodo',
      target: 'bayushi',
      maneuver: 'trip',
      uses: 'action',
    });
    expect(prone(always, 'bayushi')).toBe(false);
  });

  it("seed 002: 'This is an action.' (Trip) — spent; refused without one, on someone already prone, with a bad `how`", () => {
    const c = begun(duel({ skills: { athletics: 4 } }, { reactions: 'never' }));
    expect(refusal(c, { type: 'Trip', data: { target: 'bayushi', how: 'magic' } })).toBe(
      'combat-chaos/bad-argument',
    );
    trip(c, [15, 12, 7]);
    expect(dataIn(c.state, 'akodo').budget.action).toBe(0);
    expect(refusal(c, { type: 'Trip', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/no-action',
    );
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Bayushi stays down
    expect(refusal(c, { type: 'Trip', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/already-prone',
    );
    expect(combatChaos.legalActions(c.state, 'akodo').some((o) => o.command.type === 'Trip')).toBe(
      false,
    );
  });

  it('legalActions: Trip by the better skill and by each melee weapon that reaches, with P(win) / P(hit) at disadvantage', () => {
    const c = begun(duel({ skills: { athletics: 4 } }));
    const trips = combatChaos
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'Trip');
    expect(trips.map((o) => o.command.data)).toEqual([
      { target: 'bayushi', how: 'athletics' },
      { target: 'bayushi', how: 'attack', weapon: 'longsword' },
    ]);
    let wins = 0;
    let hits = 0;
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++) {
        const n = Math.min(a, b);
        // Combat Chaos: 1–2 miss, 19–20 hit, else 4 + n against 12.
        if (n >= 19 || (n > 2 && n + 4 >= 12)) hits++;
        for (let d = 1; d <= 20; d++) if (n + 4 > d) wins++;
      }
    expect(trips[0]?.odds?.hit).toBeCloseTo(wins / 8000, 12);
    expect(trips[1]?.odds?.hit).toBeCloseTo(hits / 400, 12);
    expect(trips[1]?.odds?.note).toContain('vs defense 12');
  });
});

describe('Trip: the situation', () => {
  it("seed 002 Trip: 'a melee attack roll, made with disadvantage' — on top of the situation's sources: a Support's advantage cancels it (both named)", () => {
    const c = combat([
      fighter('doji', 'lion', 0, { position: { x: 5, y: 5 } }),
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5, { reactions: 'never' }),
    ]);
    start(c, [20, 1, 15, 1, 10, 1]);
    send(c, { type: 'Support', data: { ally: 'akodo', target: 'bayushi' } });
    send(c, { type: 'EndTurn' });
    const a = attempt(trip(c, [8], { how: 'attack' })); // one d20: 8 + 4 = 12 meets 12
    expect(a.attack).toMatchObject({
      mode: 'normal',
      advantage: ['supported by Doji'],
      disadvantage: ['trip'],
      natural: 8,
      hit: true,
    });
    expect(a.attack?.roll.expression).toBe('1d20+4');
    expect(prone(c, 'bayushi')).toBe(true);
  });
});
