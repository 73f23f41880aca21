import { describe, expect, it } from 'vitest';
import { Combat } from '../../../engine/index.js';
import {
  attackSources,
  d20Of,
  guardReach,
  inHand,
  mergeSources,
  NO_SOURCES,
  modeOf,
  naturalChance,
  threatens,
  type Mode,
} from './advantage.js';
import type { AttackMadeData } from '../events.js';
import { combatChaos } from '../index.js';
import { sheetOf, withCond, type Cond } from '../state.js';
import { fighter, ofType, send, fight } from '../test-kit.js';

/** The value, or a thrown error (no non-null assertions). */
function must<T>(x: T | undefined | null): T {
  if (x === undefined || x === null) throw new Error('missing');
  return x;
}

type Entry = Record<string, unknown>;
const bow = { name: 'bow', hitBonus: 4, damage: '1d6', keywords: ['missile'], range: 100 };
const sword = { name: 'longsword', hitBonus: 4, damage: '1d8+2' };
const glaive = { name: 'glaive', hitBonus: 4, damage: '1d8+2', reach: 10, keywords: ['polearm'] };

/** The fight as it stands, with part of one combatant's `cond` set by hand (Trip's prone). */
const patched = (c: Combat, id: string, cond: Partial<Cond>): Combat =>
  Combat.start(combatChaos, withCond(c.state, must(c.state.combatants[id]), cond));

const attack = (c: Combat, faces: number[], data: Entry = { target: 'bayushi' }) =>
  ofType(send(c, { type: 'Attack', data, meta: { faces } }), 'AttackMade')[0]
    ?.data as AttackMadeData;

describe('advantage and disadvantage', () => {
  it('the advantage rule: any advantage and any disadvantage cancel to one d20; several of one kind count once', () => {
    expect(modeOf({})).toBe('normal');
    expect(modeOf({ advantage: ['a'] })).toBe('advantage');
    expect(modeOf({ advantage: ['a', 'b', 'c'] })).toBe('advantage');
    expect(modeOf({ disadvantage: ['x', 'y'] })).toBe('disadvantage');
    expect(modeOf({ advantage: ['a'], disadvantage: ['x', 'y', 'z'] })).toBe('normal');
    expect(modeOf({ advantage: ['a', 'b'], disadvantage: ['x'] })).toBe('normal');
    expect([d20Of('normal'), d20Of('advantage'), d20Of('disadvantage')]).toEqual([
      '1d20',
      '2d20kh1',
      '2d20kl1',
    ]);
    // P(kept die = n) against the 400 pairs of faces.
    for (const mode of ['normal', 'advantage', 'disadvantage'] as Mode[]) {
      let total = 0;
      for (let n = 1; n <= 20; n++) {
        let count = 0;
        for (let a = 1; a <= 20; a++)
          for (let b = 1; b <= 20; b++) {
            const kept =
              mode === 'normal' ? a : mode === 'advantage' ? Math.max(a, b) : Math.min(a, b);
            if (kept === n) count++;
          }
        expect(naturalChance(n, mode)).toBeCloseTo(count / 400, 12);
        total += naturalChance(n, mode);
      }
      expect(total).toBeCloseTo(1, 12);
    }
  });

  it("seed 002: 'Missile attacks suffer disadvantage if an attacker is threatened in melee' — the kept die is the lower of two", () => {
    const c = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 5),
    ]);
    const a = attack(c, [15, 3]); // 2d20kl1+4: 3 kept, 7 < 12
    expect(a).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['threatened in melee by Bayushi'],
      natural: 3,
      hit: false,
    });
    expect(a.roll.expression).toBe('2d20kl1+4');
    // Out of the enemy's reach: a plain roll.
    const far = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 30),
    ]);
    expect(attack(far, [15, 3])).toMatchObject({ mode: 'normal', natural: 15, disadvantage: [] });
  });

  it("seed 002: 'threatened in melee' — only by an enemy up, not surprised, with a melee weapon in hand that reaches; melee attacks are not affected", () => {
    const archers = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 5, { weapons: [bow] }),
    ]);
    expect(attack(archers, [15, 3]).mode).toBe('normal');
    const surprised = fight(
      [fighter('akodo', 'lion', 0, { weapons: [bow] }), fighter('bayushi', 'scorpion', 5)],
      {},
      [{ type: 'DeclareSurprise', data: { side: 'scorpion' } }],
    );
    expect(attack(surprised, [15, 3]).mode).toBe('normal');
    const glaived = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 10, { weapons: [glaive] }),
    ]);
    expect(attack(glaived, [15, 3]).disadvantage).toEqual(['threatened in melee by Bayushi']);
    const fencing = fight([
      fighter('akodo', 'lion', 0, { weapons: [sword, bow] }),
      fighter('bayushi', 'scorpion', 5),
    ]);
    expect(attack(fencing, [15, 3], { target: 'bayushi', weapon: 'longsword' })).toMatchObject({
      mode: 'normal',
      natural: 15,
    });
    const downed = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 40),
      fighter('shosuro', 'scorpion', 5),
    ]);
    send(downed, { type: 'AdjustHealth', data: { id: 'shosuro', delta: -20 } });
    expect(attack(downed, [15, 3]).mode).toBe('normal');
  });

  it("seed 002: 'or shooting at creatures engaged in melee with its allies' — either reaches the other in melee", () => {
    const c = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 40),
      fighter('doji', 'lion', 35),
    ]);
    expect(attack(c, [15, 3])).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['target in melee with Doji'],
      natural: 3,
    });
    // Only the target's glaive reaches: engaged all the same.
    const reached = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 45, { weapons: [glaive] }),
      fighter('doji', 'lion', 35),
    ]);
    expect(attack(reached, [15, 3]).disadvantage).toEqual(['target in melee with Doji']);
    // An ally out of melee, or down: a plain roll.
    const apart = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 40),
      fighter('doji', 'lion', 20),
    ]);
    expect(attack(apart, [15, 3]).mode).toBe('normal');
    const fallen = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 40),
      fighter('doji', 'lion', 35),
    ]);
    send(fallen, { type: 'AdjustHealth', data: { id: 'doji', delta: -20 } });
    expect(attack(fallen, [15, 3]).mode).toBe('normal');
  });

  it("seed 002: 'Missile attacks suffer disadvantage if an attacker is threatened in melee or shooting at creatures engaged in melee with its allies' — both at once still one disadvantage", () => {
    const c = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 5),
      fighter('doji', 'lion', 10),
    ]);
    const a = attack(c, [15, 3]);
    expect(a.mode).toBe('disadvantage');
    expect(a.disadvantage).toEqual(['threatened in melee by Bayushi', 'target in melee with Doji']);
    expect(a.roll.expression).toBe('2d20kl1+4');
  });

  it('option proneEffects d20 (default): melee against a prone target with advantage, missile with disadvantage; a prone attacker with disadvantage; none: no effect', () => {
    const melee = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)]);
    const proneTarget = patched(melee, 'bayushi', { prone: true });
    expect(attack(proneTarget, [3, 15, 5])).toMatchObject({
      mode: 'advantage',
      advantage: ['target prone'],
      natural: 15,
    });
    const shot = patched(
      fight([fighter('akodo', 'lion', 0, { weapons: [bow] }), fighter('bayushi', 'scorpion', 30)]),
      'bayushi',
      { prone: true },
    );
    expect(attack(shot, [15, 3])).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['target prone'],
    });
    const lying = patched(melee, 'akodo', { prone: true });
    expect(attack(lying, [15, 3])).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['attacker prone'],
    });
    // Both prone: advantage and disadvantage cancel.
    const both = patched(patched(melee, 'bayushi', { prone: true }), 'akodo', { prone: true });
    expect(attack(both, [3])).toMatchObject({ mode: 'normal', natural: 3 });
    const off = patched(
      fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)], {
        proneEffects: 'none',
      }),
      'bayushi',
      { prone: true },
    );
    expect(attack(off, [3])).toMatchObject({ mode: 'normal', advantage: [] });
  });

  it('legalActions: the odds of a plain Attack include the mode (threatened archer: disadvantage)', () => {
    const c = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 5),
    ]);
    const option = combatChaos
      .legalActions(c.state, 'akodo')
      .find((o) => o.command.type === 'Attack');
    // d20 + 4 ≥ 12 needs 8+: with two dice kept low, P = Σ over 8..20 of (41 − 2n)/400.
    let p = 0;
    for (let n = 8; n <= 20; n++) p += (41 - 2 * n) / 400;
    expect(option?.odds?.hit).toBeCloseTo(p, 12);
    expect(option?.odds?.note).toContain('disadvantage (threatened in melee by Bayushi)');
  });

  it("seed 002: 'A natural 20 on an attack roll is always a critical hit and deals double damage.' — the natural is the kept die: a 20 kept with advantage crits, a 20 dropped with disadvantage does not", () => {
    const melee = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)]);
    const withAdvantage = patched(melee, 'bayushi', { prone: true });
    expect(attack(withAdvantage, [3, 20, 5])).toMatchObject({
      mode: 'advantage',
      natural: 20,
      critical: true,
      dealt: 14,
    });
    const shot = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 5),
    ]);
    expect(attack(shot, [20, 9, 4])).toMatchObject({
      mode: 'disadvantage',
      natural: 9,
      critical: false,
      hit: true,
      dealt: 4,
    });
  });
});

describe('advantage and disadvantage: combined sources, multi-weapon sheets, the filters', () => {
  const dagger = { name: 'dagger', hitBonus: 4, damage: '1d4', reach: 5 };
  const at = (c: Combat, id: string) => must(c.state.combatants[id]);
  /** The first weapon of a combatant's parsed sheet. */
  const first = (c: Combat, id: string) => must(sheetOf(at(c, id)).weapons[0]);

  it('the advantage rule: merging two lists of sources keeps every source of both (the situation and the maneuver)', () => {
    expect(mergeSources({ advantage: ['a'], disadvantage: ['x'] }, undefined)).toEqual({
      advantage: ['a'],
      disadvantage: ['x'],
    });
    expect(mergeSources({ advantage: ['target prone'] }, { disadvantage: ['disarm'] })).toEqual({
      advantage: ['target prone'],
      disadvantage: ['disarm'],
    });
    expect(
      mergeSources(
        { advantage: ['supported by Doji'], disadvantage: ['defended by Bayushi'] },
        { advantage: ['b'], disadvantage: ['trip'] },
      ),
    ).toEqual({
      advantage: ['supported by Doji', 'b'],
      disadvantage: ['defended by Bayushi', 'trip'],
    });
    expect(mergeSources({}, {})).toEqual({ advantage: [], disadvantage: [] });
  });

  it("seed 002: 'Missile attacks suffer disadvantage if an attacker is threatened in melee' — the enemy's longest melee weapon in hand reaches, wherever it stands on his sheet", () => {
    for (const weapons of [
      [glaive, dagger],
      [dagger, glaive],
      [glaive, bow],
      [bow, glaive],
    ]) {
      const c = fight([
        fighter('akodo', 'lion', 0, { weapons: [bow] }),
        fighter('bayushi', 'scorpion', 10, { weapons }),
      ]);
      expect(threatens(at(c, 'bayushi'), at(c, 'akodo').position)).toBe(true);
      expect(attack(c, [15, 3]).disadvantage).toEqual(['threatened in melee by Bayushi']);
    }
    // The glaive knocked away (Disarm's `dropped`): the dagger does not reach 10 ft.
    const c = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 10, { weapons: [glaive, dagger] }),
    ]);
    const disarmed = patched(c, 'bayushi', { dropped: ['glaive'] });
    expect(threatens(at(disarmed, 'bayushi'), at(disarmed, 'akodo').position)).toBe(false);
    expect(attack(disarmed, [15, 3])).toMatchObject({ mode: 'normal', disadvantage: [] });
    // The dagger is still in hand: it threatens within its 5 ft.
    expect(inHand(at(disarmed, 'bayushi')).map((w) => w.name)).toEqual(['dagger']);
    const near = patched(
      fight([
        fighter('akodo', 'lion', 0, { weapons: [bow] }),
        fighter('bayushi', 'scorpion', 5, { weapons: [glaive, dagger] }),
      ]),
      'bayushi',
      { dropped: ['glaive'] },
    );
    expect(attack(near, [15, 3]).disadvantage).toEqual(['threatened in melee by Bayushi']);
    // A bow alone threatens nobody, even at 5 ft.
    const archer = fight([
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5, { weapons: [bow] }),
    ]);
    expect(threatens(at(archer, 'bayushi'), at(archer, 'akodo').position)).toBe(false);
  });

  it("seed 002 Defend: 'an ally within melee reach' — the guard's longest melee weapon in hand, wherever it stands on the sheet; at least 5 ft; a missile weapon's reach does not count", () => {
    const guard = (weapons: Entry[]) =>
      guardReach(
        at(
          fight([fighter('akodo', 'lion', 0, { weapons }), fighter('bayushi', 'scorpion', 50)]),
          'akodo',
        ),
      );
    expect(guard([dagger, glaive])).toBe(10);
    expect(guard([glaive, dagger])).toBe(10);
    expect(guard([bow])).toBe(5);
    expect(guard([{ ...bow, reach: 15 }])).toBe(5);
    expect(guard([{ ...bow, reach: 15 }, glaive])).toBe(10);
    expect(guard([{ ...glaive, name: 'pike', reach: 15 }, glaive, dagger])).toBe(15);
  });

  it('option proneEffects none: a prone target or attacker gives nothing, beside a Defend or a Support as alone', () => {
    const entries = () => [
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5),
      fighter('doji', 'lion', 10),
    ];
    const defended = fight(entries(), { proneEffects: 'none' });
    send(defended, { type: 'EndTurn' });
    send(defended, { type: 'Defend' }); // Bayushi guards himself
    send(defended, { type: 'EndTurn' });
    const both = patched(patched(defended, 'bayushi', { prone: true }), 'doji', { prone: true });
    const s = attackSources(both.state, at(both, 'doji'), at(both, 'bayushi'), first(both, 'doji'));
    expect(s).toEqual({ advantage: [], disadvantage: ['defended by Bayushi'] });
    const supported = fight(entries(), { proneEffects: 'none' });
    send(supported, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    const lying = patched(patched(supported, 'bayushi', { prone: true }), 'doji', { prone: true });
    expect(
      attackSources(lying.state, at(lying, 'doji'), at(lying, 'bayushi'), first(lying, 'doji')),
    ).toEqual({
      advantage: ['supported by Akodo'],
      disadvantage: [],
    });
    // The default (d20): the same scene names the prone ones too.
    const d20 = fight(entries());
    send(d20, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    const down = patched(patched(d20, 'bayushi', { prone: true }), 'doji', { prone: true });
    expect(
      attackSources(down.state, at(down, 'doji'), at(down, 'bayushi'), first(down, 'doji')),
    ).toEqual({
      advantage: ['supported by Akodo', 'target prone'],
      disadvantage: ['attacker prone'],
    });
  });

  it("seed 002 Support: 'Your ally gains advantage' — the named ally only: another attacker on the same target rolls plain", () => {
    const c = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', 10),
      fighter('hida', 'lion', 10),
      fighter('bayushi', 'scorpion', 5),
    ]);
    send(c, { type: 'Support', data: { ally: 'doji', target: 'bayushi' } });
    expect(attackSources(c.state, at(c, 'hida'), at(c, 'bayushi'), first(c, 'hida'))).toEqual({
      advantage: [],
      disadvantage: [],
    });
    expect(
      attackSources(c.state, at(c, 'doji'), at(c, 'bayushi'), first(c, 'doji')).advantage,
    ).toEqual(['supported by Akodo']);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Doji
    expect(attack(c, [3])).toMatchObject({ actor: 'hida', mode: 'normal', advantage: [] });
  });

  it("seed 002 Defend: 'Melee and missile attacks against you or that ally' — the one protected only: attacks on his neighbour are plain", () => {
    const c = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', -5),
      fighter('bayushi', 'scorpion', 5),
    ]);
    send(c, { type: 'Defend', data: { ally: 'doji' } });
    expect(attackSources(c.state, at(c, 'bayushi'), at(c, 'akodo'), first(c, 'bayushi'))).toEqual({
      advantage: [],
      disadvantage: [],
    });
    expect(
      attackSources(c.state, at(c, 'bayushi'), at(c, 'doji'), first(c, 'bayushi')).disadvantage,
    ).toEqual(['defended by Akodo']);
  });

  it("seed 002: 'shooting at creatures engaged in melee with its allies' — a target is not engaged in melee with itself: a shot at an ally with a sword, no one else near, is plain", () => {
    const c = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('doji', 'lion', 5, { weapons: [sword] }),
      fighter('bayushi', 'scorpion', 100),
    ]);
    expect(attackSources(c.state, at(c, 'akodo'), at(c, 'doji'), first(c, 'akodo'))).toEqual(
      NO_SOURCES,
    );
    // The control: an ally of the shooter beside that target engages it.
    const near = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 100),
      fighter('doji', 'lion', 100 - 5, { weapons: [sword] }),
    ]);
    expect(
      attackSources(near.state, at(near, 'akodo'), at(near, 'bayushi'), first(near, 'akodo')),
    ).toEqual({
      advantage: [],
      disadvantage: ['target in melee with Doji'],
    });
  });

  it('seed 002 Defend: the defender must be up — a guard who falls after taking Defend protects no one', () => {
    const c = fight([
      fighter('akodo', 'lion', 0),
      fighter('doji', 'lion', -5),
      fighter('bayushi', 'scorpion', 5),
    ]);
    send(c, { type: 'Defend', data: { ally: 'doji' } });
    const defended = attackSources(c.state, at(c, 'bayushi'), at(c, 'doji'), first(c, 'bayushi'));
    expect(defended.disadvantage).toEqual(['defended by Akodo']);
    send(c, { type: 'AdjustHealth', data: { id: 'akodo', delta: -100 } });
    expect(attackSources(c.state, at(c, 'bayushi'), at(c, 'doji'), first(c, 'bayushi'))).toEqual(
      NO_SOURCES,
    );
  });
});
