import { describe, expect, it } from 'vitest';
import { Combat, type GameEvent } from '../../../engine/index.js';
import type { SpellCastData } from '../events.js';
import { combatChaos } from '../index.js';
import type { ChaosOdds } from '../attack/index.js';
import { withCond } from '../state.js';
import { combat, dataIn, fighter, health, ofType, refusal, send, start } from '../test-kit.js';

/** The value, or a thrown error (no non-null assertions). */
function must<T>(x: T | undefined | null): T {
  if (x === undefined || x === null) throw new Error('missing');
  return x;
}

type Entry = Record<string, unknown>;

const firebolt = { name: 'firebolt', attack: 'spellcraft', damage: '2d6', range: 60 };
const wand = { name: 'wand bolt', attack: 3, damage: '1d10', range: 60 };
const fireball = { name: 'fireball', save: { dc: 13 }, damage: '4d6', range: 60 };
const dart = {
  name: 'sleep dart',
  action: 'bonus',
  save: { dc: 13, half: false },
  damage: '1d8',
  range: 30,
};

/** Akodo the caster (spellcraft 6, x 0) acts first; Bayushi (defense 12, soak 1, save 2) at x 30. */
function field(options: Entry = {}, more: Entry[] = [], akodo: Entry = {}): Combat {
  const c = combat(
    [
      fighter('akodo', 'lion', 0, {
        skills: { spellcraft: 6 },
        spells: [firebolt, wand, fireball, dart],
        ...akodo,
      }),
      fighter('bayushi', 'scorpion', 30, { soak: 1, save: 2 }),
      ...more,
    ],
    options,
  );
  start(c, [0, ...more].flatMap((_, i) => [20 - 5 * i, 1]).concat([1, 1]));
  return c;
}

const cast = (c: Combat, spell: string, faces: number[], target = 'bayushi') =>
  ofType(send(c, { type: 'CastSpell', data: { spell, target }, meta: { faces } }), 'SpellCast')[0]
    ?.data as SpellCastData;

describe('spells', () => {
  it("seed 002: 'Damaging spells can only score critical hits if they use spellcraft as an attack bonus.' — d20 + spellcraft, a natural 20 doubles", () => {
    const c = field();
    const d = cast(c, 'firebolt', [20, 3, 4]); // 2d6 = 7, critical: 14 − soak 1
    expect(d).toMatchObject({
      actor: 'akodo',
      target: 'bayushi',
      spell: 'firebolt',
      uses: 'action',
      check: 'attack',
      natural: 20,
      against: 12,
      hit: true,
      critical: true,
      soak: 1,
      dealt: 13,
      health: 7,
    });
    expect(d.roll.expression).toBe('1d20+6');
    expect(health(c, 'bayushi')).toBe(7);
    // Its own number as the bonus: a natural 20 hits (Combat Chaos) but is no critical hit.
    const own = field();
    const w = cast(own, 'wand bolt', [20, 5]);
    expect(w).toMatchObject({ verdict: 'chaos-hit', critical: false, dealt: 4 });
    expect(w.roll.expression).toBe('1d20+3');
  });

  it('spells with their own bonus never crit: with combatChaos off a natural 20 is just a number; with spellcraft it is still a critical hit', () => {
    const c = combat(
      [
        fighter('akodo', 'lion', 0, { skills: { spellcraft: 6 }, spells: [firebolt, wand] }),
        fighter('bayushi', 'scorpion', 30, { defense: 30 }),
      ],
      { combatChaos: false },
    );
    start(c, [15, 1, 10, 1]);
    expect(cast(c, 'wand bolt', [20])).toMatchObject({
      hit: false,
      verdict: 'below-defense',
      critical: false,
      damage: null,
    });
    const c2 = combat(
      [
        fighter('akodo', 'lion', 0, { skills: { spellcraft: 6 }, spells: [firebolt, wand] }),
        fighter('bayushi', 'scorpion', 30, { defense: 30 }),
      ],
      { combatChaos: false },
    );
    start(c2, [15, 1, 10, 1]);
    expect(cast(c2, 'firebolt', [20, 3, 4])).toMatchObject({
      hit: true,
      verdict: 'critical',
      critical: true,
      dealt: 14,
    });
  });

  it("seed 002: 'Combat Chaos. Attack rolls of 1-2 always miss' — for spell attack rolls too; a natural 1 on a spell provokes nothing (not a melee attack)", () => {
    const c = field({}, [], { skills: { spellcraft: 30 } });
    send(c, { type: 'Move', data: { to: { x: 25, y: 0 } } });
    expect(cast(c, 'firebolt', [1])).toMatchObject({ hit: false, verdict: 'chaos-miss' });
    expect(c.state.pending).toBeNull();
  });

  it("seed 002: 'Spells that involve a saving throw can never score critical hits.' — the target rolls d20 + save against the DC; half damage on a save", () => {
    const failed = field();
    const f = cast(failed, 'fireball', [10, 1, 2, 3, 4]); // 12 < 13: 4d6 = 10 − soak 1
    expect(f).toMatchObject({
      check: 'save',
      mode: 'normal',
      natural: 10,
      against: 13,
      hit: true,
      verdict: 'save-failed',
      critical: false,
      halved: false,
      dealt: 9,
    });
    expect(f.roll.expression).toBe('1d20+2');
    const saved = field();
    expect(cast(saved, 'fireball', [11, 1, 2, 3, 4])).toMatchObject({
      hit: false,
      verdict: 'saved',
      halved: true,
      dealt: 4, // ⌊10 / 2⌋ − soak 1
    });
    // A natural 20 on the save is no critical anything, and a natural 1 no automatic failure.
    const twenty = field();
    expect(cast(twenty, 'fireball', [20, 6, 6, 6, 6])).toMatchObject({
      verdict: 'saved',
      dealt: 11,
    });
    const one = combat([
      fighter('akodo', 'lion', 0, { spells: [fireball] }),
      fighter('bayushi', 'scorpion', 30, { save: 12 }),
    ]);
    start(one, [15, 1, 10, 1]);
    expect(cast(one, 'fireball', [1, 1, 1, 1, 1])).toMatchObject({ verdict: 'saved', natural: 1 });
  });

  it('a save spell without half damage: nothing on a save (no damage roll); it takes the bonus action when it says so', () => {
    const c = field();
    send(c, { type: 'Move', data: { to: { x: 5, y: 0 } } });
    const d = cast(c, 'sleep dart', [15]); // 17 ≥ 13: saved, no damage
    expect(d).toMatchObject({ uses: 'bonus', hit: false, damage: null, halved: false, dealt: 0 });
    expect(dataIn(c.state, 'akodo').budget).toMatchObject({ bonus: 0, action: 1 });
    expect(
      refusal(c, { type: 'CastSpell', data: { spell: 'sleep dart', target: 'bayushi' } }),
    ).toBe('combat-chaos/no-bonus');
    cast(c, 'firebolt', [3]);
    expect(dataIn(c.state, 'akodo').budget.action).toBe(0);
  });

  it('CastSpell: the action is spent; range, an unknown spell, a bad target are refused', () => {
    const c = field({}, [fighter('shosuro', 'scorpion', 70)]);
    expect(refusal(c, { type: 'CastSpell', data: { spell: 'firebolt', target: 'shosuro' } })).toBe(
      'combat-chaos/out-of-range',
    );
    expect(refusal(c, { type: 'CastSpell', data: { spell: 'meteor', target: 'bayushi' } })).toBe(
      'combat-chaos/no-such-spell',
    );
    expect(refusal(c, { type: 'CastSpell', data: { spell: 'firebolt', target: 'akodo' } })).toBe(
      'combat-chaos/self-target',
    );
    expect(refusal(c, { type: 'CastSpell', data: { spell: 'firebolt', target: 'ghost' } })).toBe(
      'combat-chaos/no-such-target',
    );
    cast(c, 'wand bolt', [3]);
    expect(dataIn(c.state, 'akodo').budget.action).toBe(0);
    expect(refusal(c, { type: 'CastSpell', data: { spell: 'firebolt', target: 'bayushi' } })).toBe(
      'combat-chaos/no-action',
    );
  });

  it('option spellSoak off: spell damage ignores soak', () => {
    const c = field({ spellSoak: false });
    expect(cast(c, 'firebolt', [10, 3, 4])).toMatchObject({ soak: 0, dealt: 7 });
  });

  it('spell attack rolls take Support’s advantage; Defend (melee and missile only) and being threatened (missile only) do not apply', () => {
    // Akodo stands beside Bayushi: threatened in melee, which only missile attacks suffer.
    const c = combat([
      fighter('doji', 'lion', 0),
      fighter('bayushi', 'scorpion', 30, { soak: 1 }),
      fighter('akodo', 'lion', 25, { skills: { spellcraft: 6 }, spells: [firebolt] }),
    ]);
    start(c, [20, 1, 15, 1, 10, 1]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Defend' }); // Bayushi defends himself
    send(c, { type: 'EndTurn' });
    expect(cast(c, 'firebolt', [3])).toMatchObject({ mode: 'normal', disadvantage: [] });
    const s = combat([
      fighter('doji', 'lion', 0),
      fighter('akodo', 'lion', 25, { skills: { spellcraft: 6 }, spells: [firebolt] }),
      fighter('bayushi', 'scorpion', 30, { soak: 1 }),
    ]);
    start(s, [20, 1, 15, 1, 10, 1]);
    send(s, { type: 'Support', data: { ally: 'akodo', target: 'bayushi' } });
    send(s, { type: 'EndTurn' });
    const d = cast(s, 'firebolt', [3, 12, 3, 4]);
    expect(d).toMatchObject({ mode: 'advantage', advantage: ['supported by Doji'], natural: 12 });
    expect(d.roll.expression).toBe('2d20kh1+6');
  });

  it('legalActions: CastSpell for each spell with its action left and each foe in range, with exact odds', () => {
    const c = field({}, [fighter('shosuro', 'scorpion', 50)]);
    const spells = combatChaos
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'CastSpell');
    expect(spells.map((o) => o.command.data)).toEqual([
      { spell: 'firebolt', target: 'bayushi' },
      { spell: 'firebolt', target: 'shosuro' },
      { spell: 'wand bolt', target: 'bayushi' },
      { spell: 'wand bolt', target: 'shosuro' },
      { spell: 'fireball', target: 'bayushi' },
      { spell: 'fireball', target: 'shosuro' },
      { spell: 'sleep dart', target: 'bayushi' },
    ]);
    const bolt = spells[0]?.odds as ChaosOdds;
    expect(bolt.hit).toBeCloseTo(15 / 20, 12); // 6..20 + 6 meet 12
    expect(bolt.critical).toBeCloseTo(1 / 20, 12);
    expect((spells[2]?.odds as ChaosOdds).critical).toBe(0);
    const ball = spells[4]?.odds as ChaosOdds;
    expect(ball.hit).toBeCloseTo(10 / 20, 12); // the save fails on 1..10
    expect(ball.critical).toBe(0);
    expect(combatChaos.odds?.(c.state, must(spells[4]).command)).toEqual(ball);
    // Every option offered is accepted.
    for (const o of spells)
      expect(field({}, [fighter('shosuro', 'scorpion', 50)]).send(o.command).ok).toBe(true);
  });

  it('log lines: the attack roll or the save, the damage, halved on a save', () => {
    const c = field();
    const line = (events: readonly GameEvent[]) =>
      combatChaos.describe(ofType(events, 'SpellCast')[0] as GameEvent, c.state);
    const bolt = send(c, {
      type: 'CastSpell',
      data: { spell: 'firebolt', target: 'bayushi' },
      meta: { faces: [20, 3, 4] },
    });
    expect(line(bolt)).toBe(
      'Akodo casts firebolt on Bayushi: d20+6 = 26 (natural 20: Combat Chaos hit, critical hit) — 2d6 = 7 (critical: double) − soak 1 → 13 damage (Bayushi 7/20)',
    );
    const c2 = field();
    const ball = send(c2, {
      type: 'CastSpell',
      data: { spell: 'fireball', target: 'bayushi' },
      meta: { faces: [11, 1, 2, 3, 4] },
    });
    expect(combatChaos.describe(ofType(ball, 'SpellCast')[0] as GameEvent, c2.state)).toBe(
      'Akodo casts fireball on Bayushi: Bayushi saves d20+2 = 13 vs DC 13: saved — 4d6 = 10 halved − soak 1 → 4 damage (Bayushi 16/20)',
    );
  });
});

describe('spells: the situation', () => {
  const prone = (c: Combat, id: string): Combat =>
    Combat.start(combatChaos, withCond(c.state, must(c.state.combatants[id]), { prone: true }));

  it("option proneEffects d20 (default): a spell's attack roll at a prone target is at disadvantage (it is no melee attack), by a prone caster too; a save is rolled plain", () => {
    const c = prone(field(), 'bayushi');
    const d = cast(c, 'firebolt', [12, 3]); // 2d20kl1+6: 3 kept, 9 < 12
    expect(d).toMatchObject({
      mode: 'disadvantage',
      advantage: [],
      disadvantage: ['target prone'],
      natural: 3,
      hit: false,
    });
    expect(d.roll.expression).toBe('2d20kl1+6');
    const lying = prone(field(), 'akodo');
    expect(cast(lying, 'firebolt', [12, 3])).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['attacker prone'],
    });
    const saved = prone(field(), 'bayushi');
    expect(cast(saved, 'fireball', [15, 3, 3, 3, 3])).toMatchObject({
      check: 'save',
      mode: 'normal',
      disadvantage: [],
    });
    const off = prone(field({ proneEffects: 'none' }), 'bayushi');
    expect(cast(off, 'firebolt', [3])).toMatchObject({ mode: 'normal', disadvantage: [] });
  });
});
