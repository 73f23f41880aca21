import { describe, expect, it } from 'vitest';
import type { Combat } from '../../../engine/index.js';
import type { AttackMadeData } from '../events.js';
import { attacksPerAction } from './resolve.js';
import { sheetOf } from '../state.js';
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
} from '../test-kit.js';

/** Akodo (x 0) acts first: initiative faces 15 and 10, roll-offs 1. */
const begun = (c: Combat, faces: number[] = [15, 1, 10, 1]): Combat => {
  start(c, faces);
  return c;
};
const attack = (
  c: Combat,
  faces: number[],
  data: Record<string, unknown> = { target: 'bayushi' },
) => {
  const made = ofType(send(c, { type: 'Attack', data, meta: { faces } }), 'AttackMade')[0];
  return made?.data as AttackMadeData;
};

describe('attacks and damage', () => {
  it("seed 002: 'roll a d20 and add the weapons calculated hit bonus. If the resulting number meets or exceeds a targets defense, roll the damage die and add any calculated bonuses'", () => {
    const c = begun(duel());
    const a = attack(c, [8, 5]); // 8 + 4 = 12 meets defense 12; 1d8+2 = 7
    expect(a).toMatchObject({ hit: true, natural: 8, verdict: 'meets-defense', dealt: 7 });
    expect(a.roll.total).toBe(12);
    expect(a.damage?.total).toBe(7);
    expect(health(c, 'bayushi')).toBe(13);
  });

  it("seed 002 Attack: 'It involves rolling a d20 and adding your hit bonus. If you meet or exceed the targets defense score, roll damage' — below the defense: a miss, no damage roll", () => {
    const c = begun(duel());
    const a = attack(c, [7]); // 11 < 12: the only face used is the d20
    expect(a).toMatchObject({ hit: false, verdict: 'below-defense', damage: null, dealt: 0 });
    expect(health(c, 'bayushi')).toBe(20);
  });

  it("seed 002: 'Deduct the targets soak value from this damage if applicable. The target then sustains any remaining damage to its health pool'", () => {
    const c = begun(duel({}, { soak: 3 }));
    expect(attack(c, [10, 5]).dealt).toBe(4);
    expect(health(c, 'bayushi')).toBe(16);
  });

  it("seed 002 Attack: 'roll damage and subtract the targets soak value' — soak above the damage leaves 0, never negative", () => {
    const c = begun(duel({}, { soak: 10 }));
    expect(attack(c, [10, 1]).dealt).toBe(0);
    expect(health(c, 'bayushi')).toBe(20);
  });

  it("seed 002: 'Combat Chaos. Attack rolls of 1-2 always miss, and attack rolls of 19-20 always hit.'", () => {
    const strong = { weapons: [{ name: 'longsword', hitBonus: 20, damage: '1d8+2' }] };
    const weak = { weapons: [{ name: 'longsword', hitBonus: -10, damage: '1d8+2' }] };
    expect(attack(begun(duel(strong)), [2])).toMatchObject({ hit: false, verdict: 'chaos-miss' });
    expect(attack(begun(duel(strong)), [1])).toMatchObject({ hit: false, verdict: 'chaos-miss' });
    expect(attack(begun(duel(weak)), [19, 4])).toMatchObject({ hit: true, verdict: 'chaos-hit' });
  });

  it('option combatChaos: false — totals decide, except a natural 20 (always a critical hit)', () => {
    const off = { combatChaos: false };
    const strong = { weapons: [{ name: 'longsword', hitBonus: 20, damage: '1d8+2' }] };
    const weak = { weapons: [{ name: 'longsword', hitBonus: -10, damage: '1d8+2' }] };
    expect(attack(begun(duel(strong, {}, off)), [2, 1]).hit).toBe(true);
    expect(attack(begun(duel(weak, {}, off)), [19]).hit).toBe(false);
    expect(attack(begun(duel(weak, {}, off)), [20, 1])).toMatchObject({
      hit: true,
      verdict: 'critical',
    });
  });

  it("seed 002: 'A natural 20 on an attack roll is always a critical hit and deals double damage' — option criticalDamage double-roll (default) doubles before soak, double-dealt after", () => {
    const before = begun(duel({}, { soak: 2 }));
    expect(attack(before, [20, 5])).toMatchObject({ critical: true, dealt: 12 }); // 7 × 2 − 2
    const after = begun(duel({}, { soak: 2 }, { criticalDamage: 'double-dealt' }));
    expect(attack(after, [20, 5]).dealt).toBe(10); // (7 − 2) × 2
  });

  it("seed 002: '... deals double damage' — option criticalDamage double-dice rolls twice the dice (1d8+2 becomes 2d8+2), then soak", () => {
    const dice = begun(duel({}, { soak: 2 }, { criticalDamage: 'double-dice' }));
    const d = attack(dice, [20, 5, 6]); // the natural 20, then two d8
    expect(d).toMatchObject({ critical: true, dealt: 11 }); // 5 + 6 + 2 − 2
    expect((d.damage as { expression: string }).expression).toBe('2d8+2');
    // Without a critical, the dice are not doubled.
    expect(
      attack(begun(duel({}, { soak: 2 }, { criticalDamage: 'double-dice' })), [15, 5]),
    ).toMatchObject({
      critical: false,
      dealt: 5,
    });
  });

  it("seed 002: 'Melee attacks must be made within a weapon's reach'", () => {
    const spear = { name: 'spear', hitBonus: 2, damage: '1d8', reach: 10, keywords: ['polearm'] };
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0, {
          weapons: [{ name: 'longsword', hitBonus: 4, damage: '1d8+2' }, spear],
        }),
        fighter('bayushi', 'scorpion', 10),
      ]),
    );
    const far = {
      type: 'Attack',
      data: { target: 'bayushi', weapon: 'longsword' },
      meta: { faces: [10, 5] },
    };
    expect(refusal(c, far)).toBe('combat-chaos/out-of-reach');
    // Without a weapon named, the first that reaches: the spear.
    expect(attack(c, [10, 5]).weapon).toBe('spear');
  });

  it('missile weapons shoot up to their range', () => {
    const bow = { name: 'longbow', hitBonus: 5, damage: '1d8', keywords: ['missile'], range: 60 };
    const at = (x: number) =>
      begun(
        combat([
          fighter('akodo', 'lion', 0, { weapons: [bow] }),
          fighter('bayushi', 'scorpion', x),
        ]),
      );
    expect(attack(at(60), [10, 3]).hit).toBe(true);
    expect(
      refusal(at(61), { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 3] } }),
    ).toBe('combat-chaos/out-of-reach');
  });

  it("seed 002 Attack: 'You attack one target.' ... 'This is an action.' — one attack per turn without extra attack", () => {
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0),
        fighter('bayushi', 'scorpion', 5),
        fighter('shosuro', 'scorpion', 100),
      ]),
      [15, 1, 10, 1, 1, 1],
    );
    attack(c, [7]);
    expect(c.state.current).toBe('akodo'); // the move is left
    expect(
      refusal(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 3] } }),
    ).toBe('combat-chaos/no-action');
  });

  it("seed 002: 'If you have the extra attack ability you attack twice ... You can divide your attacks between multiple targets, or move up to your speed between attacks.'", () => {
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0, { extraAttack: true }),
        fighter('bayushi', 'scorpion', 5),
        fighter('shosuro', 'scorpion', 30),
      ]),
      [15, 1, 10, 1, 1, 1],
    );
    expect(attack(c, [7]).uses).toBe('action');
    send(c, { type: 'Move', data: { to: { x: 25, y: 0 } } }); // past bayushi, out of reach
    send(c, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
    expect(attack(c, [10, 3], { target: 'shosuro' }).uses).toBe('extra-attack');
    // The 5 ft the Move did not cover are still his: the turn ends by itself once they are walked.
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'Move', data: { to: { x: 40, y: 0 } } });
    expect(c.state.combatants['akodo']?.position.x).toBeCloseTo(30, 9);
    expect(c.state.current).not.toBe('akodo');
  });

  it("seed 002 Attack: '... or move up to your speed between attacks.' — the move is split between the attacks: what one Move does not cover is left for the next (issue 14: no longer lost after the first stop)", () => {
    const never = { reactions: 'never' };
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0, { class: 'warrior', level: 15 }),
        fighter('bayushi', 'scorpion', 5, never),
        fighter('shosuro', 'scorpion', 20, never),
        fighter('kakita', 'scorpion', 35, never),
      ]),
      [15, 1, 10, 1, 5, 1, 3, 1],
    );
    const budget = () => dataIn(c.state, 'akodo').budget;
    expect(attack(c, [7]).uses).toBe('action');
    send(c, { type: 'Move', data: { to: { x: 15, y: 0 } } }); // 15 of his 30 ft
    expect(budget().move).toBeCloseTo(0.5, 12);
    expect(attack(c, [7], { target: 'shosuro' }).uses).toBe('extra-attack');
    // A Move longer than what is left stops when the 15 ft left are walked.
    const [moved] = send(c, { type: 'Move', data: { to: { x: 100, y: 0 } } });
    expect(moved?.data).toMatchObject({ to: { x: 30, y: 0 }, distance: 15 });
    expect(budget().move).toBe(0);
    expect(refusal(c, { type: 'Move', data: { to: { x: 31, y: 0 } } })).toBe(
      'combat-chaos/no-move',
    );
    expect(c.state.current).toBe('akodo');
    expect(attack(c, [7], { target: 'kakita' }).uses).toBe('extra-attack');
    expect(c.state.current).not.toBe('akodo'); // nothing left: the turn ended by itself
  });

  it("seed 002 Attack: '... move up to your speed between attacks' — several Moves share one move's feet", () => {
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0, { extraAttack: true }),
        fighter('bayushi', 'scorpion', 50),
      ]),
    );
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } });
    expect(dataIn(c.state, 'akodo').budget.move).toBeCloseTo(2 / 3, 12);
    send(c, { type: 'Move', data: { to: { x: 15, y: 0 } } });
    expect(dataIn(c.state, 'akodo').budget.move).toBeCloseTo(0.5, 12);
    // A Move to where he stands is refused (nothing to walk), and spends nothing.
    expect(refusal(c, { type: 'Move', data: { to: { x: 15, y: 0 } } })).toBe(
      'combat-chaos/bad-position',
    );
  });

  it("seed 002: 'If you are a warrior of 15th level or higher you attack three times.'", () => {
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0, { class: 'Warrior', level: 15, speed: 0 }),
        fighter('bayushi', 'scorpion', 5),
      ]),
      [15, 1, 10, 1],
    );
    attack(c, [7]);
    attack(c, [7]);
    expect(c.state.current).toBe('akodo');
    attack(c, [7]);
    expect(c.state.current).toBe('bayushi');
    const low = begun(
      combat([
        fighter('akodo', 'lion', 0, { class: 'warrior', level: 14, speed: 0 }),
        fighter('bayushi', 'scorpion', 5),
      ]),
      [15, 1, 10, 1],
    );
    attack(low, [7]);
    expect(low.state.current).toBe('bayushi');
  });

  it('the target must be another combatant still up, the weapon one of the attacker’s', () => {
    const c = begun(duel());
    const at = (data: Record<string, unknown>) =>
      refusal(c, { type: 'Attack', data, meta: { faces: [10, 3] } });
    expect(at({ target: 'nobody' })).toBe('combat-chaos/no-such-target');
    expect(at({ target: 'akodo' })).toBe('combat-chaos/self-target');
    expect(at({ target: 'bayushi', weapon: 'katana' })).toBe('combat-chaos/no-such-weapon');
    send(c, { type: 'AdjustHealth', data: { id: 'bayushi', delta: -20 } });
    // bayushi is down: the fight is over, so every command is refused.
    expect(c.state.status).toBe('ended');
  });

  it('a downed target cannot be attacked', () => {
    const c = begun(
      combat([
        fighter('akodo', 'lion', 0),
        fighter('bayushi', 'scorpion', 5),
        fighter('shosuro', 'scorpion', 50),
      ]),
      [15, 1, 10, 1, 1, 1],
    );
    send(c, { type: 'AdjustHealth', data: { id: 'bayushi', delta: -20 } });
    expect(
      refusal(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 3] } }),
    ).toBe('combat-chaos/target-down');
  });
});

describe('attacks per action', () => {
  it("seed 002: 'If you have the extra attack ability you attack twice. If you are a warrior of 15th level or higher you attack three times.' — a warrior only; another class at 15th level or higher has one attack, or two with extra attack", () => {
    const sheet = (more: Record<string, unknown>) => {
      const c = combat([fighter('akodo', 'lion', 0, more), fighter('bayushi', 'scorpion', 5)]);
      const me = c.state.combatants['akodo'];
      if (!me) throw new Error('no akodo');
      return sheetOf(me);
    };
    expect(attacksPerAction(sheet({ class: 'Warrior', level: 15 }))).toBe(3);
    expect(attacksPerAction(sheet({ class: 'WARRIOR', level: 20, extraAttack: true }))).toBe(3);
    expect(attacksPerAction(sheet({ class: 'warrior', level: 14, extraAttack: true }))).toBe(2);
    expect(attacksPerAction(sheet({ class: 'warrior', level: 14 }))).toBe(1);
    expect(attacksPerAction(sheet({ class: 'mage', level: 15 }))).toBe(1);
    expect(attacksPerAction(sheet({ class: 'rogue', level: 20, extraAttack: true }))).toBe(2);
    expect(attacksPerAction(sheet({ level: 15, extraAttack: true }))).toBe(2);
    expect(attacksPerAction(sheet({}))).toBe(1);
  });
});
