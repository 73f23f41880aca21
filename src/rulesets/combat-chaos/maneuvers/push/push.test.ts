import { describe, expect, it } from 'vitest';
import type { Combat, CombatState, GameEvent } from '../../../../engine/index.js';
import { contestChance } from '../contest.js';
import type { PushAttemptedData } from '../../events.js';
import { combatChaos } from '../../index.js';
import { combat, dataIn, duel, fighter, ofType, refusal, send, start } from '../../test-kit.js';

/** The log line of an event (undefined when there is no event). */
const describeIn = (s: CombatState, e: GameEvent | undefined): string | undefined =>
  e && combatChaos.describe(e, s);

const fists = { name: 'fists', hitBonus: 2, damage: '1d3', keywords: ['unarmed'] };
const strong = { skills: { athletics: 4 } };
const unarmed = { weapons: [fists] };

const begun = (c: Combat, faces = [15, 1, 10, 1]): Combat => {
  start(c, faces); // Akodo (x 0) first
  return c;
};
const push = (c: Combat, faces: number[], data: Record<string, unknown> = {}) =>
  send(c, { type: 'Push', data: { target: 'bayushi', ...data }, meta: { faces } });
const attempt = (events: ReturnType<typeof push>) =>
  ofType(events, 'PushAttempted')[0]?.data as PushAttemptedData;
const at = (c: Combat, id: string) => c.state.combatants[id]?.position;

describe('Push', () => {
  it("seed 002: 'Push. You attempt to shove your target up to 10’.' — straight away from the pusher, 10 ft or the distance asked", () => {
    const c = begun(duel(strong, unarmed));
    const events = push(c, [10, 6]); // 14 vs 6
    expect(attempt(events)).toMatchObject({
      actor: 'akodo',
      target: 'bayushi',
      uses: 'action',
      armed: false,
      win: true,
      from: { x: 5, y: 0 },
      to: { x: 15, y: 0 },
      distance: 10,
    });
    expect(at(c, 'bayushi')).toEqual({ x: 15, y: 0 });
    expect(describeIn(c.state, events[0])).toBe(
      'Akodo tries to push Bayushi: athletics d20+4 = 14 vs athletics d20 = 6 — Bayushi is shoved 10 ft to (15, 0)',
    );
    const short = begun(duel(strong, unarmed));
    push(short, [10, 6], { distance: 5 });
    expect(at(short, 'bayushi')).toEqual({ x: 10, y: 0 });
    for (const distance of [0, 11, 'far'])
      expect(
        refusal(begun(duel(strong, unarmed)), {
          type: 'Push',
          data: { target: 'bayushi', distance },
        }),
      ).toBe('combat-chaos/bad-distance');
  });

  it("seed 002: 'This is an opposed athletics roll, and if your target is armed you make the roll at disadvantage.' — a lost or tied roll moves nobody", () => {
    const armed = begun(duel(strong));
    const events = push(armed, [16, 3, 6]); // 2d20kl1: 3 + 4 = 7 vs 6: a win all the same
    expect(attempt(events)).toMatchObject({
      armed: true,
      win: true,
      contest: { attacker: { mode: 'disadvantage', disadvantage: ['armed target'], total: 7 } },
    });
    const lost = begun(duel(strong));
    expect(attempt(push(lost, [16, 2, 6]))).toMatchObject({
      win: false,
      distance: 0,
      to: { x: 5, y: 0 },
    });
    expect(at(lost, 'bayushi')).toEqual({ x: 5, y: 0 });
    const tie = begun(duel(strong, unarmed));
    expect(attempt(push(tie, [6, 10]))).toMatchObject({ win: false }); // 10 vs 10
  });

  it("seed 002: 'It does not provoke an attack of opportunity.' — neither the shove nor the shoved one's leaving a reach", () => {
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0, strong),
        fighter('bayushi', 'scorpion', 5),
        fighter('kakita', 'lion', 5, { position: { x: 5, y: 5 } }),
      ]),
      [15, 1, 10, 1, 5, 1],
    );
    const events = push(c, [16, 12, 6]);
    expect(attempt(events).win).toBe(true);
    expect(at(c, 'bayushi')).toEqual({ x: 15, y: 0 }); // out of Kakita's reach: no offer
    expect(ofType(events, 'ReactionOffered')).toHaveLength(0);
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(1);
    expect(c.state.pending).toBeNull();
  });

  it("seed 002: 'This is an action.' (Push) — spent; refused without one, and out of arm's reach", () => {
    const c = begun(duel(strong, unarmed));
    push(c, [3, 10]);
    expect(dataIn(c.state, 'akodo').budget.action).toBe(0);
    expect(refusal(c, { type: 'Push', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/no-action',
    );
    const far = begun(combat([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 10)]));
    expect(refusal(far, { type: 'Push', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/out-of-reach',
    );
    expect(
      combatChaos.legalActions(far.state, 'akodo').some((o) => o.command.type === 'Push'),
    ).toBe(false);
  });

  it('legalActions: Push against foes within arm’s length, P(win) of the opposed athletics rolls', () => {
    const c = begun(duel(strong));
    const option = combatChaos
      .legalActions(c.state, 'akodo')
      .find((o) => o.command.type === 'Push');
    expect(option?.command.data).toEqual({ target: 'bayushi', distance: 10 });
    let wins = 0;
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++)
        for (let d = 1; d <= 20; d++) if (Math.min(a, b) + 4 > d) wins++;
    expect(option?.odds?.hit).toBeCloseTo(wins / 8000, 12);
    expect(contestChance(4, 'disadvantage', 0, 'normal')).toBeCloseTo(wins / 8000, 12);
  });
});
