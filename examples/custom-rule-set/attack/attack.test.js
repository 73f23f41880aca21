// @ts-check
/** The attack of Two Sixes (README sentences 4–7), with scripted dice. */
import { describe, expect, it } from 'vitest';
import { attackOf, fighter, fight, hpOf, send } from '../test-kit.js';

// Ann (speed 3) acts before Bob (speed 3) with initiative faces 6 and 1.
const duel = (ann = {}, bob = {}, options = {}) =>
  fight([fighter('ann', 'a', ann), fighter('bob', 'b', bob)], [6, 1], options);
const attack = { type: 'Attack', data: { target: 'bob' } };

describe('sentence 4: "roll 2d6 + Skill; the attack hits on a total equal to or greater than the target number"', () => {
  it('hits on 8 (2d6 = 6, Skill 2) and misses on 7 (2d6 = 5)', () => {
    expect(attackOf(send(duel(), attack, [3, 3, 1]))).toMatchObject({
      total: 8,
      need: 8,
      hit: true,
    });
    expect(attackOf(send(duel(), attack, [3, 2]))).toMatchObject({ total: 7, need: 8, hit: false });
  });

  it('needs what the GM sets with the option targetNumber (10 here)', () => {
    const tn = { targetNumber: 10 };
    expect(attackOf(send(duel({}, {}, tn), attack, [4, 4, 1]))).toMatchObject({
      need: 10,
      hit: true,
    });
    expect(attackOf(send(duel({}, {}, tn), attack, [4, 3]))).toMatchObject({
      need: 10,
      hit: false,
    });
  });

  it('a miss rolls no damage and takes no Hit Points', () => {
    const c = duel();
    const a = attackOf(send(c, attack, [1, 2]));
    expect(a.damage).toBeUndefined();
    expect(hpOf(c, 'bob')).toBe(10);
  });
});

describe('sentence 5: "A natural 2 always misses; a natural 12 always hits"', () => {
  it('a natural 2 misses even when 2 + Skill 6 reaches the target number 6', () => {
    const a = attackOf(send(duel({ skill: 6 }, {}, { targetNumber: 6 }), attack, [1, 1]));
    expect(a).toMatchObject({ total: 8, need: 6, hit: false });
  });

  it('a natural 12 hits even when 12 + Skill 0 is below what a defender needs (12 with 10)', () => {
    const c = fight([fighter('bob', 'b'), fighter('ann', 'a', { skill: 0 })], [6, 1], {
      targetNumber: 10,
    });
    send(c, { type: 'Defend' }); // Bob
    const a = attackOf(send(c, { type: 'Attack', data: { target: 'bob' } }, [6, 6, 3]));
    expect(a.need).toBe(12);
    expect(a.hit).toBe(true);
  });

  it('control: 11 against 12 misses', () => {
    const c = fight([fighter('bob', 'b'), fighter('ann', 'a', { skill: 0 })], [6, 1], {
      targetNumber: 10,
    });
    send(c, { type: 'Defend' });
    expect(attackOf(send(c, { type: 'Attack', data: { target: 'bob' } }, [6, 5])).hit).toBe(false);
  });
});

describe('sentence 6: "A hit deals the weapon\'s damage minus the target\'s Armor, but never less than 1"', () => {
  it('1d6 = 5 against Armor 1 takes 4 Hit Points', () => {
    const c = duel();
    expect(attackOf(send(c, attack, [4, 4, 5])).dealt).toBe(4);
    expect(hpOf(c, 'bob')).toBe(6);
  });

  it('1d6 = 2 against Armor 6 still takes 1', () => {
    const c = duel({}, { armor: 6 });
    expect(attackOf(send(c, attack, [4, 4, 2])).dealt).toBe(1);
    expect(hpOf(c, 'bob')).toBe(9);
  });
});

describe('sentence 7: "A natural 12 also staggers the target: for 1 round (until the end of his next turn), his attacks take −2"', () => {
  it('a natural 12 staggers; Bob then attacks at −2, and it ends with his turn', () => {
    const c = duel();
    const events = send(c, attack, [6, 6, 1]);
    expect(attackOf(events).staggers).toBe(true);
    expect(c.state.combatants['bob']?.conditions.map((x) => x.name)).toEqual(['staggered']);
    const back = attackOf(send(c, { type: 'Attack', data: { target: 'ann' } }, [3, 3]));
    expect(back.total).toBe(6); // 6 + Skill 2 − 2
    expect(back.hit).toBe(false);
    expect(c.state.combatants['bob']?.conditions).toEqual([]);
  });

  it('control: another hit (11) does not stagger', () => {
    const c = duel();
    expect(attackOf(send(c, attack, [6, 5, 1])).staggers).toBe(false);
    expect(c.state.combatants['bob']?.conditions).toEqual([]);
  });
});

describe('the odds of an attack (sentences 4–6)', () => {
  it('Skill 2 against 8 hits on a natural 6 or more: 26 of 36; 1d6 − Armor 1 (at least 1) is 16/6 on average', () => {
    const c = duel();
    const o = c.ruleSet.odds?.(c.state, attack);
    expect(o?.hit).toBeCloseTo(26 / 36, 12);
    expect(o?.damage?.mean).toBeCloseTo(16 / 6, 12);
    expect(o?.damage?.min).toBe(1);
  });

  it('the menu offers Attack on each foe with these odds, Defend, and the end of the turn', () => {
    const c = duel();
    const menu = c.ruleSet.legalActions(c.state, 'ann');
    expect(menu.map((o) => o.command.type)).toEqual(['Attack', 'Defend', 'EndTurn']);
    expect(menu[0]?.odds?.hit).toBeCloseTo(26 / 36, 12);
  });
});
