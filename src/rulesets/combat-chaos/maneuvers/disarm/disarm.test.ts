import { describe, expect, it } from 'vitest';
import { Combat, type CombatState, type GameEvent } from '../../../../engine/index.js';
import type { DisarmAttemptedData } from '../../events.js';
import { combatChaos } from '../../index.js';
import { withCond, type Cond } from '../../state.js';
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

const katana = { name: 'katana', hitBonus: 5, damage: '1d10' };
const fists = { name: 'fists', hitBonus: 2, damage: '1d3', keywords: ['unarmed'] };
const bow = { name: 'bow', hitBonus: 3, damage: '1d6', keywords: ['missile'], range: 80 };

const begun = (c: Combat): Combat => {
  start(c, [15, 1, 10, 1]); // Akodo (x 0) first, Bayushi (x 5) second
  return c;
};
const disarm = (c: Combat, faces: number[], data: Record<string, unknown> = {}) =>
  send(c, { type: 'Disarm', data: { target: 'bayushi', ...data }, meta: { faces } });
const attempt = (events: ReturnType<typeof disarm>) =>
  ofType(events, 'DisarmAttempted')[0]?.data as DisarmAttemptedData;
const dropped = (c: Combat, id: string) => dataIn(c.state, id).cond.dropped;

describe('Disarm', () => {
  it("seed 002: 'Disarm. You attempt to disarm your target with an opposed melee attack roll made at disadvantage.' — d20 (the lower of two) + the weapon's hit bonus against the target's d20 + his weapon's", () => {
    const c = begun(duel({}, { weapons: [katana], reactions: 'never' }));
    const events = disarm(c, [14, 11, 5]); // 2d20kl1: 11 + 4 = 15 vs 5 + 5 = 10
    expect(attempt(events)).toMatchObject({
      actor: 'akodo',
      target: 'bayushi',
      uses: 'action',
      weapon: 'longsword',
      targetWeapon: 'katana',
      win: true,
      awaits: null,
      contest: {
        attacker: {
          with: 'longsword',
          bonus: 4,
          mode: 'disadvantage',
          disadvantage: ['disarm'],
          natural: 11,
          total: 15,
        },
        defender: { with: 'katana', bonus: 5, mode: 'normal', natural: 5, total: 10 },
      },
    });
    expect(dropped(c, 'bayushi')).toEqual(['katana']);
    expect(
      describeIn(
        c.state,
        events.find((e) => e.type === 'DisarmAttempted'),
      ),
    ).toBe(
      'Akodo tries to disarm Bayushi of the katana with the longsword: longsword 2d20kl1+4 = 15 (disadvantage: disarm) vs katana d20+5 = 10 — the katana falls to the ground',
    );
    // Empty-handed, Bayushi threatens nobody: a natural 1 against him provokes nothing.
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    const fumble = send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [1] } });
    expect(ofType(fumble, 'ReactionOffered')).toHaveLength(0);
  });

  it("seed 002: 'It provokes an attack of opportunity (reaction) from your target.' — with the weapon about to be lost; the disarm lands once it is answered", () => {
    const c = begun(duel({}, { weapons: [katana] }));
    const events = disarm(c, [14, 11, 5]);
    expect(attempt(events)).toMatchObject({ win: true, awaits: 'bayushi' });
    expect(c.state.pending).toMatchObject({
      reactor: 'bayushi',
      data: { provoker: 'akodo', cause: 'disarm', weapons: ['katana'] },
    });
    expect(dropped(c, 'bayushi')).toEqual([]);
    const answer = send(c, {
      type: 'ReactAttack',
      data: { weapon: 'katana' },
      meta: { actor: 'bayushi', faces: [10, 6] },
    });
    expect(ofType(answer, 'AttackMade')[0]?.data).toMatchObject({
      weapon: 'katana',
      provocation: 'disarm',
      dealt: 6,
    });
    expect(health(c, 'akodo')).toBe(14);
    expect(dropped(c, 'bayushi')).toEqual(['katana']);
  });

  it("seed 002: 'This is an action.' (Disarm) — and what cannot be disarmed is refused", () => {
    const c = begun(
      duel(
        { weapons: [{ name: 'longsword', hitBonus: 4, damage: '1d8+2' }, bow] },
        { weapons: [katana, fists], reactions: 'never' },
      ),
    );
    expect(refusal(c, { type: 'Disarm', data: { target: 'bayushi', weapon: 'bow' } })).toBe(
      'combat-chaos/not-melee',
    );
    expect(refusal(c, { type: 'Disarm', data: { target: 'bayushi', weapon: 'spear' } })).toBe(
      'combat-chaos/no-such-weapon',
    );
    expect(refusal(c, { type: 'Disarm', data: { target: 'bayushi', targetWeapon: 'fists' } })).toBe(
      'combat-chaos/no-such-weapon',
    ); // fists are not a weapon one can lose
    disarm(c, [14, 11, 5]);
    expect(dataIn(c.state, 'akodo').budget.action).toBe(0);
    expect(refusal(c, { type: 'Disarm', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/no-action',
    );
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    // Bayushi holds only his fists now.
    expect(refusal(c, { type: 'Disarm', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/nothing-to-disarm',
    );
    expect(
      combatChaos.legalActions(c.state, 'akodo').filter((o) => o.command.type === 'Disarm'),
    ).toEqual([]);
  });

  it('a tie goes to the defender: the weapon stays in hand', () => {
    const c = begun(duel({}, { reactions: 'never' }));
    const events = disarm(c, [9, 9, 9]); // 13 vs 13
    expect(attempt(events)).toMatchObject({ win: false });
    expect(dropped(c, 'bayushi')).toEqual([]);
  });

  it('PickUp: a weapon knocked away lies on the ground until picked up, for the move; a disarmed weapon cannot be used for a Disarm', () => {
    const c = begun(duel({}, { weapons: [katana, fists], reactions: 'never' }));
    disarm(c, [14, 11, 5]);
    send(c, { type: 'EndTurn' });
    const menu = combatChaos.legalActions(c.state, 'bayushi');
    expect(menu.find((o) => o.command.type === 'PickUp')?.command.data).toEqual({
      weapon: 'katana',
    });
    expect(refusal(c, { type: 'Disarm', data: { target: 'akodo', weapon: 'katana' } })).toBe(
      'combat-chaos/weapon-dropped',
    );
    expect(refusal(c, { type: 'PickUp', data: { weapon: 'fists' } })).toBe(
      'combat-chaos/not-dropped',
    );
    const events = send(c, { type: 'PickUp', data: { weapon: 'katana' } });
    expect(ofType(events, 'WeaponPickedUp')[0]?.data).toEqual({
      actor: 'bayushi',
      weapon: 'katana',
    });
    expect(dropped(c, 'bayushi')).toEqual([]);
    expect(dataIn(c.state, 'bayushi').budget.move).toBe(0);
    expect(refusal(c, { type: 'PickUp', data: {} })).toBe('combat-chaos/nothing-dropped');
  });

  it('legalActions: Disarm against armed foes in reach, with P(win) of the opposed rolls (disadvantage; ties lose)', () => {
    const c = begun(duel({}, { weapons: [katana] }));
    const option = combatChaos
      .legalActions(c.state, 'akodo')
      .find((o) => o.command.type === 'Disarm');
    expect(option?.command.data).toEqual({
      target: 'bayushi',
      weapon: 'longsword',
      targetWeapon: 'katana',
    });
    // By brute force: the lower of two d20 + 4 against d20 + 5, both attack rolls (Combat Chaos:
    // a natural 1–2 always misses, 19–20 always hits; otherwise the higher total, a tie lost).
    let wins = 0;
    const always = (n: number) => (n <= 2 ? -1 : n >= 19 ? 1 : 0);
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++)
        for (let d = 1; d <= 20; d++) {
          const n = Math.min(a, b);
          const [x, y] = [always(n), always(d)];
          if (x !== y ? x > y : n + 4 > d + 5) wins++;
        }
    expect(option?.odds?.hit).toBeCloseTo(wins / 8000, 12);
    expect(option?.odds?.label).toBe('to win');
    expect(option?.odds?.note).toContain('Bayushi may first make an attack of opportunity');
    expect(option?.odds?.note).toContain('a natural 1–2 always misses, 19–20 always hits');
  });

  describe("seed 002: 'Combat Chaos. Attack rolls of 1-2 always miss, and attack rolls of 19-20 always hit.' — Disarm's 'opposed melee attack roll' is an attack roll on both sides", () => {
    const line = (c: Combat, events: readonly GameEvent[]) =>
      describeIn(
        c.state,
        events.find((e) => e.type === 'DisarmAttempted'),
      );

    it('a natural 19 wins a tie of totals for the disarmer (19 + 4 = 23 against 18 + 5 = 23)', () => {
      const c = begun(duel({}, { weapons: [katana], reactions: 'never' }));
      const events = disarm(c, [19, 20, 18]); // 2d20kl1 keeps 19
      expect(attempt(events)).toMatchObject({
        win: true,
        contest: {
          attacker: { natural: 19, total: 23, always: 'hit' },
          defender: { natural: 18, total: 23 },
        },
      });
      expect(attempt(events).contest.defender).not.toHaveProperty('always');
      expect(dropped(c, 'bayushi')).toEqual(['katana']);
      expect(line(c, events)).toBe(
        'Akodo tries to disarm Bayushi of the katana with the longsword: longsword 2d20kl1+4 = 23 (disadvantage: disarm) (natural 19: Combat Chaos hit) vs katana d20+5 = 23 — the katana falls to the ground',
      );
    });

    it('a natural 2 loses whatever the bonus (2 + 20 = 22 against 10 + 5 = 15)', () => {
      const sword = { name: 'longsword', hitBonus: 20, damage: '1d8+2' };
      const c = begun(duel({ weapons: [sword] }, { weapons: [katana], reactions: 'never' }));
      const events = disarm(c, [2, 15, 10]);
      expect(attempt(events)).toMatchObject({
        win: false,
        contest: { attacker: { natural: 2, total: 22, always: 'miss' } },
      });
      expect(dropped(c, 'bayushi')).toEqual([]);
      expect(line(c, events)).toContain('(natural 2: Combat Chaos miss) vs katana d20+5 = 15');
    });

    it("the defender's roll too: his natural 19 keeps the weapon against a higher total, his natural 1 loses it against a lower one", () => {
      const sword = { name: 'longsword', hitBonus: 20, damage: '1d8+2' };
      const c = begun(duel({ weapons: [sword] }, { weapons: [katana], reactions: 'never' }));
      expect(attempt(disarm(c, [10, 12, 19]))).toMatchObject({
        win: false, // 30 against 24, but 19 always hits
        contest: { defender: { natural: 19, always: 'hit' } },
      });
      const d = begun(duel({}, { weapons: [katana], reactions: 'never' }));
      expect(attempt(disarm(d, [3, 4, 1]))).toMatchObject({
        win: true, // 7 against 6 would win anyway; now 3 + 4 = 7 against 2 + 5 = 7:
      });
      const e = begun(duel({}, { weapons: [katana], reactions: 'never' }));
      expect(attempt(disarm(e, [3, 4, 2]))).toMatchObject({
        win: true, // a tie of totals, but the defender's natural 2 always misses
        contest: { attacker: { total: 7 }, defender: { total: 7, always: 'miss' } },
      });
    });

    it('both decided alike (19 against 20): the totals decide, a tie to the defender', () => {
      const c = begun(duel({}, { weapons: [katana], reactions: 'never' }));
      expect(attempt(disarm(c, [19, 19, 20]))).toMatchObject({ win: false }); // 23 against 25
      const d = begun(duel({}, { weapons: [{ ...katana, hitBonus: 3 }], reactions: 'never' }));
      expect(attempt(disarm(d, [20, 20, 19]))).toMatchObject({ win: true }); // 24 against 22
    });

    it('option combatChaos off: only a natural 20 always hits (a critical hit), and a natural 1 is a number', () => {
      const c = begun(duel({}, { weapons: [katana], reactions: 'never' }, { combatChaos: false }));
      expect(attempt(disarm(c, [19, 20, 18]))).toMatchObject({ win: false }); // 23 = 23: a tie
      const d = begun(duel({}, { weapons: [katana], reactions: 'never' }, { combatChaos: false }));
      const events = disarm(d, [20, 20, 19]); // 24 against 24, the natural 20 always hits
      expect(attempt(events)).toMatchObject({
        win: true,
        contest: { attacker: { always: 'hit' } },
      });
      expect(line(d, events)).toContain('(natural 20: always hits)');
      const sword = { name: 'longsword', hitBonus: 20, damage: '1d8+2' };
      const e = begun(
        duel(
          { weapons: [sword] },
          { weapons: [katana], reactions: 'never' },
          { combatChaos: false },
        ),
      );
      const odds = combatChaos
        .legalActions(e.state, 'akodo')
        .find((o) => o.command.type === 'Disarm')?.odds;
      expect(odds?.note).toContain('a natural 20 always hits');
      expect(attempt(disarm(e, [2, 15, 10]))).toMatchObject({ win: true }); // 22 against 15
    });
  });
});

describe('Disarm: the weapons chosen and the situation', () => {
  const dagger = { name: 'dagger', hitBonus: 1, damage: '1d4' };
  const glaive = { name: 'glaive', hitBonus: 3, damage: '1d10', reach: 10, keywords: ['polearm'] };
  /** The fight as it stands, with part of one combatant's `cond` set by hand (Trip's prone). */
  const patched = (c: Combat, id: string, cond: Partial<Cond>): Combat => {
    const who = c.state.combatants[id];
    if (!who) throw new Error(`no combatant ${id}`);
    return Combat.start(combatChaos, withCond(c.state, who, cond));
  };

  it("seed 002 Disarm: 'You attempt to disarm your target' — of one weapon: the one named, or the first he holds; the others stay in hand", () => {
    const named = begun(duel({}, { weapons: [katana, dagger], reactions: 'never' }));
    const a = attempt(disarm(named, [14, 11, 5], { targetWeapon: 'dagger' }));
    expect(a).toMatchObject({ targetWeapon: 'dagger', win: true });
    expect(a.contest.defender).toMatchObject({ with: 'dagger', bonus: 1, total: 6 });
    expect(dropped(named, 'bayushi')).toEqual(['dagger']);
    const first = begun(duel({}, { weapons: [katana, dagger], reactions: 'never' }));
    expect(attempt(disarm(first, [14, 11, 5])).targetWeapon).toBe('katana');
    expect(dropped(first, 'bayushi')).toEqual(['katana']);
    // Fists first on the sheet are not a weapon to lose: the katana is the first.
    const fisted = begun(duel({}, { weapons: [fists, katana], reactions: 'never' }));
    expect(attempt(disarm(fisted, [14, 11, 5])).targetWeapon).toBe('katana');
    expect(dropped(fisted, 'bayushi')).toEqual(['katana']);
  });

  it("seed 002 Disarm: 'an opposed melee attack roll' — with the weapon named, or the first melee weapon in hand that reaches (not a bow, not one too short)", () => {
    const c = combat([
      fighter('akodo', 'lion', 0, {
        weapons: [bow, { name: 'longsword', hitBonus: 4, damage: '1d8+2' }, glaive],
      }),
      fighter('bayushi', 'scorpion', 10, { weapons: [katana], reactions: 'never' }),
    ]);
    begun(c);
    const a = attempt(disarm(c, [14, 11, 5]));
    expect(a).toMatchObject({
      weapon: 'glaive',
      contest: { attacker: { with: 'glaive', bonus: 3, total: 14 } },
    });
    const named = begun(
      duel(
        { weapons: [{ name: 'longsword', hitBonus: 4, damage: '1d8+2' }, glaive] },
        { weapons: [katana], reactions: 'never' },
      ),
    );
    expect(attempt(disarm(named, [14, 11, 5], { weapon: 'glaive' })).weapon).toBe('glaive');
    const short = begun(
      combat([
        fighter('akodo', 'lion', 0),
        fighter('bayushi', 'scorpion', 10, { weapons: [katana], reactions: 'never' }),
      ]),
    );
    expect(refusal(short, { type: 'Disarm', data: { target: 'bayushi' } })).toBe(
      'combat-chaos/out-of-reach',
    );
    expect(
      refusal(short, { type: 'Disarm', data: { target: 'bayushi', weapon: 'longsword' } }),
    ).toBe('combat-chaos/out-of-reach');
  });

  it("seed 002 Disarm: 'made at disadvantage' — on top of the situation's sources: against a prone target the advantage cancels it (both named)", () => {
    const c = patched(begun(duel({}, { weapons: [katana], reactions: 'never' })), 'bayushi', {
      prone: true,
    });
    const a = attempt(disarm(c, [14, 5])); // one d20: 14 + 4 = 18 vs 5 + 5 = 10
    expect(a.contest.attacker).toMatchObject({
      mode: 'normal',
      advantage: ['target prone'],
      disadvantage: ['disarm'],
      natural: 14,
      total: 18,
    });
    expect(a.contest.attacker.roll.expression).toBe('1d20+4');
  });
});
