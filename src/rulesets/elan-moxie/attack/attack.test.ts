import { describe, expect, it } from 'vitest';
import { combat, goblin, kara, karaFirst, ogre, refusal, send } from '../test-kit.js';

/** Kara's attack on the Ogre (1d20+5 vs defense 13; soak 1d20+3 vs damage 10 + extra). */
function attack(faces: number[], data: Record<string, unknown> = { target: 'ogre' }) {
  const c = karaFirst();
  const events = send(c, { type: 'Attack', data, meta: { faces } });
  const attacked = events.find((e) => e.type === 'Attacked');
  if (!attacked) throw new Error('no Attacked event');
  return { c, d: attacked.data };
}

describe('seed 001: attacking — to hit', () => {
  it("seed 001: 'He rolls 1d20 + Accuracy bonuses + Agility (if a Strength-based attack)' against '8 + defense bonuses + Agility'", () => {
    const { d } = attack([12, 6]);
    expect(d['roll']).toMatchObject({ expression: '1d20+5', total: 17 }); // 2 accuracy + 3 Agility
    expect(d['defense']).toBe(13); // 8 + 3 defense bonus + 2 Agility
  });

  it("seed 001: '... or Elan (if a Moxie-based attack)' for both the roll and the defense", () => {
    const { d } = attack([10, 10], { target: 'ogre', weapon: 'spark' });
    expect(d['roll']).toMatchObject({ expression: '1d20+3', total: 13 }); // 2 accuracy + 1 Elan
    expect(d['defense']).toBe(11); // 8 + 3 + Elan 0
  });

  it("seed 001: 'If the attacker rolls lower than the targets defense, the attack misses' (no soak roll: 'The defender must then roll to soak' only after a hit)", () => {
    const { c, d } = attack([7]);
    expect(d).toMatchObject({ result: 'miss', defense: 13 });
    expect(d['soak']).toBeUndefined();
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 4 });
  });

  it("seed 001: 'If the attacker rolls equal to or higher than the target's defense, he hits'", () => {
    const { d } = attack([8, 20]); // 13 vs 13
    expect(d).toMatchObject({ result: 'soaked', extraDamage: 0, damage: 10 });
  });

  it("seed 001: 'For every two points the attack roll exceeds the target's defense, the attack inflicts 1 extra damage'", () => {
    expect(attack([9, 20]).d['extraDamage']).toBe(0); // exceeds by 1
    expect(attack([10, 20]).d['extraDamage']).toBe(1); // by 2
    expect(attack([11, 20]).d['extraDamage']).toBe(1); // by 3
    expect(attack([20, 20]).d).toMatchObject({ extraDamage: 6, damage: 16 }); // by 12
  });
});

describe('seed 001: attacking — what a miss records', () => {
  it("seed 001: 'If the attacker rolls lower than the targets defense, the attack misses': no damage score, no wounds, the wound track untouched", () => {
    const { d } = attack([7]);
    expect(d['result']).toBe('miss');
    for (const field of ['extraDamage', 'soak', 'damage', 'wounds', 'woundsBefore', 'woundsAfter'])
      expect(d[field], field).toBeUndefined();
  });
});

/** Kara's attack on the Ogre after the GM put conditions with modifiers on them. */
function attackWith(
  conditions: readonly { id: string; modifiers: Record<string, unknown> }[],
  faces: number[],
) {
  const c = karaFirst();
  conditions.forEach(({ id, modifiers }, i) =>
    send(c, {
      type: 'AddCondition',
      data: { id, condition: { id: `c${i}`, name: `c${i}`, data: { modifiers } } },
    }),
  );
  const events = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces } });
  const attacked = events.find((e) => e.type === 'Attacked');
  if (!attacked) throw new Error('no Attacked event');
  return attacked.data;
}

describe('seed 001: attacking — bonuses from conditions', () => {
  it("seed 001: 'He rolls 1d20 + soak bonuses + ...': a condition's soak modifier adds to the defender's soak roll, not the attacker's", () => {
    expect(attackWith([{ id: 'ogre', modifiers: { soak: 2 } }], [8, 7])['soak']).toMatchObject({
      expression: '1d20+5', // 3 Strength + 2
    });
    // On the attacker it changes nothing of the soak roll.
    expect(attackWith([{ id: 'kara', modifiers: { soak: 2 } }], [8, 7])['soak']).toMatchObject({
      expression: '1d20+3',
    });
  });

  it("seed 001: '... the base damage of the attack + damage bonuses + Strength': a condition's damage modifier adds to the attacker's damage, not the defender's", () => {
    expect(attackWith([{ id: 'kara', modifiers: { damage: 3 } }], [8, 7])['damage']).toBe(13);
    expect(attackWith([{ id: 'ogre', modifiers: { damage: 3 } }], [8, 7])['damage']).toBe(10);
  });

  it("seed 001: '1d20 + Accuracy bonuses ...', '8 + defense bonuses ...': the modifiers of several conditions add up (combined sources)", () => {
    const d = attackWith(
      [
        { id: 'kara', modifiers: { accuracy: 1, damage: 1 } },
        { id: 'kara', modifiers: { accuracy: 2, damage: -3 } },
        { id: 'ogre', modifiers: { defense: 1, soak: -1 } },
        { id: 'ogre', modifiers: { defense: 2, soak: 3 } },
      ],
      [12, 7],
    );
    expect(d['roll']).toMatchObject({ expression: '1d20+8', total: 20 }); // 5 + 1 + 2
    expect(d['defense']).toBe(16); // 13 + 1 + 2
    expect(d['soak']).toMatchObject({ expression: '1d20+5' }); // 3 − 1 + 3
    expect(d['damage']).toBe(8 + 2); // 10 + 1 − 3, + 2 extra (20 vs 16)
  });
});

describe('seed 001: attacking — to soak', () => {
  it("seed 001: 'He rolls 1d20 + soak bonuses + appropriate resistance score + Strength (if a Strength-based attack)' vs 'base damage + damage bonuses + Strength'", () => {
    const { d } = attack([8, 7]);
    expect(d['soak']).toMatchObject({ expression: '1d20+3', total: 10 }); // 0 + 0 physical + 3 Strength
    expect(d['damage']).toBe(10); // longsword 6 + 1 damage bonus + 3 Strength
  });

  it("seed 001: '... or Moxie (if a Moxie based-attack)', with the resistance of the weapon's damage type", () => {
    const { d } = attack([10, 10], { target: 'ogre', weapon: 'spark' });
    expect(d['soak']).toMatchObject({ expression: '1d20+1', total: 11 }); // fire 2 + Moxie −1
    expect(d['damage']).toBe(7); // spark 5 + 1 + Moxie 0 + 1 extra
  });

  it("seed 001: 'If the defender's soak roll exceeds or matches the damage score, he successfully soaks the attack without harm'", () => {
    expect(attack([8, 7]).d).toMatchObject({ result: 'soaked', wounds: 0 }); // 10 vs 10
    expect(attack([8, 15]).d).toMatchObject({ result: 'soaked', wounds: 0 });
  });

  it("seed 001: 'If he fails the roll, he suffers one wound. For every two additional points he fails by, he suffers another wound'", () => {
    const woundsWhenSoakIs = (face: number) => attack([8, face]).d['wounds']; // damage 10, soak face + 3
    expect(woundsWhenSoakIs(6)).toBe(1); // fails by 1
    expect(woundsWhenSoakIs(5)).toBe(1); // by 2
    expect(woundsWhenSoakIs(4)).toBe(2); // by 3: two additional points
    expect(woundsWhenSoakIs(3)).toBe(2); // by 4
    expect(woundsWhenSoakIs(2)).toBe(3); // by 5
    const { c, d } = attack([12, 6]);
    expect(d).toMatchObject({ result: 'wounded', wounds: 2, woundsAfter: 6 });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 6 });
  });

  it('stores both rolls in the event, so a replay never rolls', () => {
    const { c } = attack([12, 6]);
    const last = c.log.entries.at(-1);
    const d = last?.events.find((e) => e.type === 'Attacked')?.data;
    expect(d?.['roll']).toHaveProperty('record');
    expect(d?.['soak']).toHaveProperty('record');
  });
});

describe('seed 001: ranges', () => {
  it("seed 001: 'Melee range is any creature within 2m, who can be struck by a melee attack'", () => {
    const c = karaFirst();
    send(c, { type: 'MoveToken', data: { id: 'ogre', to: { x: 2.1, y: 0 } } });
    expect(refusal(c, { type: 'Attack', data: { target: 'ogre' } })).toBe(
      'elan-moxie/out-of-range',
    );
    send(c, { type: 'MoveToken', data: { id: 'ogre', to: { x: 1.2, y: 1.6 } } }); // exactly 2 m
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
  });

  it("seed 001: 'Short range is any creature within 20m', 'Medium ... 70m', 'Long ... 150m'", () => {
    const javelin = { name: 'javelin', damage: 4, kind: 'strength', range: 'medium' };
    const archer = { ...kara, weapons: [...kara.weapons, javelin] };
    const reaches = (x: number, weapon: string): boolean => {
      const c = karaFirst([archer, ogre]);
      send(c, { type: 'MoveToken', data: { id: 'ogre', to: { x, y: 0 } } });
      return c.send({ type: 'Attack', data: { target: 'ogre', weapon }, meta: { faces: [1] } }).ok;
    };
    expect([reaches(20, 'spark'), reaches(20.5, 'spark')]).toEqual([true, false]);
    expect([reaches(70, 'javelin'), reaches(70.5, 'javelin')]).toEqual([true, false]);
    expect([reaches(150, 'longbow'), reaches(150.5, 'longbow')]).toEqual([true, false]);
    const c = karaFirst([archer, ogre]);
    send(c, { type: 'MoveToken', data: { id: 'ogre', to: { x: 150.5, y: 0 } } });
    expect(refusal(c, { type: 'Attack', data: { target: 'ogre', weapon: 'longbow' } })).toBe(
      'elan-moxie/out-of-range',
    );
  });
});

describe('attack targets and weapons', () => {
  it('refuses unknown targets, oneself, the dead and unknown weapons, and changes nothing', () => {
    const c = karaFirst([kara, ogre, goblin]);
    expect(refusal(c, { type: 'Attack', data: { target: 'troll' } })).toBe(
      'elan-moxie/no-such-target',
    );
    expect(refusal(c, { type: 'Attack', data: { target: 'kara' } })).toBe('elan-moxie/self-target');
    expect(refusal(c, { type: 'Attack', data: { target: 'ogre', weapon: 'axe' } })).toBe(
      'elan-moxie/no-such-weapon',
    );
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 16 } });
    expect(refusal(c, { type: 'Attack', data: { target: 'ogre' } })).toBe('elan-moxie/target-dead');
  });

  it('the first weapon is used when none is named', () => {
    expect(attack([1]).d['weapon']).toBe('longsword');
  });

  it('an Attack out of turn is refused by the kernel', () => {
    const c = karaFirst();
    expect(refusal(c, { type: 'Attack', data: { target: 'kara' }, meta: { actor: 'ogre' } })).toBe(
      'turn/not-your-turn',
    );
  });

  it('an Attack before StartCombat is refused', () => {
    const c = combat();
    expect(refusal(c, { type: 'Attack', data: { target: 'ogre' }, meta: { actor: 'kara' } })).toBe(
      'elan-moxie/not-started',
    );
  });
});
