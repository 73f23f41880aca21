/**
 * The attack's situational pieces of modifiers.ts (seed 000, reference §1.5, §5, §8, §9, §11.3),
 * through the Attack command with scripted dice: the refusals with their codes and messages, the
 * planned roll, TN and damage of the events.
 */
import { describe, expect, it } from 'vitest';
import type { Combatant, Command, GameEvent, Rolled } from '../../../engine/index.js';
import { checkTarget, plainDamageOf } from './modifiers.js';
import { sheetOf } from '../state.js';
import { AKODO_FIRST, akodo, bayushi, combat, ofType, send, start } from '../test-kit.js';

const ONES = (n: number) => Array.from({ length: n }, () => 1);

const attack = (data: Record<string, unknown> = {}, faces: number[] = ONES(6)): Command => ({
  type: 'Attack',
  data: { target: 'bayushi', ...data },
  meta: { faces },
});

const roll = (e: GameEvent | undefined, key = 'roll'): Rolled => e?.data[key] as Rolled;

function duel(a = akodo(), b = bayushi(), options: Record<string, unknown> = {}) {
  const c = combat([a, b], options);
  start(c, ...AKODO_FIRST);
  return c;
}

/** The refusal of a command: its code and message (the state must not change). */
function refusal(c: ReturnType<typeof duel>, command: Command): { code: string; message: string } {
  const before = c.state;
  const r = c.send(command);
  if (r.ok) throw new Error(`${command.type} was accepted: ${JSON.stringify(r.value)}`);
  expect(c.state).toBe(before);
  return { code: r.error.code, message: r.error.message };
}

/** The one event of an accepted attack that misses (all ones). */
function missed(c: ReturnType<typeof duel>, command: Command): GameEvent {
  const [e] = send(c, command);
  expect(e?.type).toBe('AttackMissed');
  return e as GameEvent;
}

/** 6k3: 19 + 19 + 1 = 39 (8 faces), a hit against Bayushi's TN 20 with up to 3 Raises. */
const HIGH = [10, 9, 10, 9, 1, 1, 1, 1];

describe('the target (checkTarget)', () => {
  it('no such combatant: l5r4e/no-such-target, the message names the id asked for', () => {
    const c = duel();
    expect(refusal(c, attack({ target: 'kakita' }))).toEqual({
      code: 'l5r4e/no-such-target',
      message: 'no combatant "kakita" to attack',
    });
  });

  it('a target id that is not text is no combatant, even one that would name one as a key', () => {
    const c = duel();
    const me = c.state.combatants['akodo'] as Combatant;
    const r = checkTarget(c.state, me, ['bayushi']);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('l5r4e/no-such-target');
      expect(r.error.message).toBe('no combatant ["bayushi"] to attack');
    }
    expect(refusal(c, attack({ target: 7 })).code).toBe('l5r4e/no-such-target');
  });

  it('oneself: l5r4e/bad-target, naming the attacker', () => {
    const c = duel();
    expect(refusal(c, attack({ target: 'akodo' }))).toEqual({
      code: 'l5r4e/bad-target',
      message: 'Akodo cannot attack themself',
    });
  });

  it("seed 000: 'Wounds characters suffer fill up the 8 Wound Ranks, after which a character dies': a dead target is refused (l5r4e/target-dead), naming it", () => {
    const c = combat([akodo(), bayushi(), akodo({ id: 'matsu', side: 'lion2' })]);
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 36 } });
    start(c, [9, 9, 9, 1, 1, 5], [2, 2, 1, 1, 5], ONES(6));
    const [e] = send(c, attack({}, [9, 9, 9, 1, 1, 1, 5, 5, 1, 1, 1, 1]));
    expect(e?.data['rank']).toBe('Dead');
    send(c, { type: 'EndTurn' });
    expect(refusal(c, attack())).toEqual({
      code: 'l5r4e/target-dead',
      message: 'Bayushi is already dead',
    });
  });
});

describe("seed 000's off-hand rules: the hand (handOf)", () => {
  const dual = (offHand: unknown, options: Record<string, unknown> = {}, skills = {}) =>
    duel(
      akodo({ offHand, skills: { kenjutsu: 3, knives: 1, defense: 2, ...skills } }),
      bayushi(),
      options,
    );

  it("hand 'main' named: the main weapon, at the −5 of a held off-hand weapon", () => {
    const e = missed(dual('wakizashi'), attack({ hand: 'main' }));
    expect(e.data).toMatchObject({ hand: 'main', weapon: 'katana' });
    expect(roll(e).expression).toBe('6k3-5');
    const plain = missed(duel(), attack({ hand: 'main' }));
    expect(plain.data).toMatchObject({ hand: 'main', weapon: 'katana' });
    expect(roll(plain).expression).toBe('6k3');
  });

  it("a hand other than 'main' or 'off': l5r4e/bad-hand, saying which hands there are", () => {
    expect(refusal(dual('wakizashi'), attack({ hand: 'left' }))).toEqual({
      code: 'l5r4e/bad-hand',
      message: "hand is 'main' or 'off'",
    });
  });

  it("hand 'off' with nothing in the off hand: l5r4e/no-off-hand, naming the attacker", () => {
    expect(refusal(duel(), attack({ hand: 'off' }))).toEqual({
      code: 'l5r4e/no-off-hand',
      message: 'Akodo holds no weapon in the off hand',
    });
  });
});

describe("seed 000: 'An attack with a weapon in your off-hand is at a penalty depending on weapon size: -5 for small, -10 for medium, and -15 for large.' (handPenalty)", () => {
  const dual = (offHand: unknown, options: Record<string, unknown> = {}, skills = {}) =>
    duel(
      akodo({ offHand, skills: { kenjutsu: 3, knives: 1, defense: 2, ...skills } }),
      bayushi(),
      options,
    );
  const offRoll = (offHand: string, options: Record<string, unknown> = {}, faces = 6) =>
    roll(missed(dual(offHand, options), attack({ hand: 'off' }, ONES(faces)))).expression;

  it('option offHandPenaltyLarge changes the Large penalty (reference §0.3 #3)', () => {
    expect(offRoll('no-dachi', { offHandPenaltyLarge: 3 })).toBe('6k3-3');
    expect(offRoll('no-dachi')).toBe('6k3-15');
  });

  it('an option value that is not a number leaves the seed’s −5 / −10 / −15 by size', () => {
    const bad = { offHandPenaltySmall: 'x', offHandPenaltyMedium: 'x', offHandPenaltyLarge: 'x' };
    expect(offRoll('tanto', bad, 4)).toBe('4k3-5');
    expect(offRoll('wakizashi', bad)).toBe('6k3-10');
    expect(offRoll('no-dachi', bad)).toBe('6k3-15');
  });

  it('War Fan 3 removes the off-hand penalties of a war fan, in both hands (reference §9.7, S9)', () => {
    const fan = () => dual('war fan', {}, { warFan: 3 });
    expect(roll(missed(fan(), attack({ hand: 'off' }))).expression).toBe('6k3');
    expect(roll(missed(fan(), attack())).expression).toBe('6k3');
    // War Fan 2 is not enough: −5 small in the off hand, −5 in the main hand.
    const low = () => dual('war fan', {}, { warFan: 2 });
    expect(roll(missed(low(), attack({ hand: 'off' }, ONES(5)))).expression).toBe('5k3-5');
    expect(roll(missed(low(), attack())).expression).toBe('6k3-5');
  });
});

describe("seed 000: 'Attacks strike the torso by default. A Called Shot to a specific leg or arm requires 1 Raise …' (maneuverOf)", () => {
  it('location torso without a maneuver is a plain attack on the torso (no Raise, TN 20)', () => {
    const e = missed(duel(), attack({ location: 'torso' }));
    expect(e.data).toMatchObject({ maneuver: null, location: 'torso', raises: 0, tn: 20 });
  });

  it('a location other than the torso alone is a Called Shot: arm 1 Raise, hand 2', () => {
    const arm = missed(duel(), attack({ location: 'arm' }));
    expect(arm.data).toMatchObject({ maneuver: 'calledShot', location: 'arm', raises: 1, tn: 25 });
    const hand = missed(duel(), attack({ maneuver: 'calledShot', location: 'hand' }));
    expect(hand.data).toMatchObject({ maneuver: 'calledShot', location: 'hand', raises: 2 });
  });

  it('calledShot without a location, or at the torso: l5r4e/bad-location (a Called Shot names its location)', () => {
    const message =
      'a Called Shot names its location (arm, leg, hand, foot, head, eye …): attacks strike the torso by default';
    expect(refusal(duel(), attack({ maneuver: 'calledShot' }))).toEqual({
      code: 'l5r4e/bad-location',
      message,
    });
    expect(refusal(duel(), attack({ maneuver: 'calledShot', location: 'torso' }))).toEqual({
      code: 'l5r4e/bad-location',
      message,
    });
  });

  it('another maneuver strikes the torso: named or not, the event says torso', () => {
    const named = missed(duel(), attack({ maneuver: 'feint', location: 'torso' }));
    expect(named.data).toMatchObject({ maneuver: 'feint', location: 'torso', raises: 2 });
    const unnamed = missed(duel(), attack({ maneuver: 'feint' }));
    expect(unnamed.data).toMatchObject({ maneuver: 'feint', location: 'torso', raises: 2 });
  });

  it('another maneuver at a location other than the torso: l5r4e/bad-location, naming the maneuver', () => {
    expect(refusal(duel(), attack({ maneuver: 'feint', location: 'arm' }))).toEqual({
      code: 'l5r4e/bad-location',
      message: 'a location other than the torso is a Called Shot, not a Feint',
    });
  });

  it('an unknown maneuver or location: l5r4e/bad-maneuver / l5r4e/bad-location, quoting it', () => {
    const m = refusal(duel(), attack({ maneuver: 'lunge' }));
    expect(m.code).toBe('l5r4e/bad-maneuver');
    expect(m.message).toMatch(/^maneuver is one of calledShot, disarm, .* not "lunge"$/);
    const l = refusal(duel(), attack({ location: 'tail' }));
    expect(l.code).toBe('l5r4e/bad-location');
    expect(l.message).toMatch(/^location is torso, arm, leg, .* not "tail"$/);
  });
});

describe('reference §9.4 bows and §9.6 thrown weapons (isBow, rangeDice)', () => {
  const archer = (weapon: unknown, x: number, extra = {}) =>
    duel(
      akodo({
        traits: { reflexes: 3, strength: 4, perception: 2 },
        skills: { kyujutsu: 3, ninjutsu: 3 },
        weapon,
        position: { x, y: 0 },
        ...extra,
      }),
      bayushi({ position: { x: 0, y: 0 } }),
    );
  const rock = { name: 'rock', damage: '1k1', skill: 'ninjutsu', range: 20 };

  it("a bow by its keyword, not in the table: past the range −1k0 per 50 ft ('Past the listed range and up to twice it')", () => {
    const longbow = {
      name: 'longbow',
      damage: '2k2',
      skill: 'kyujutsu',
      range: 250,
      keywords: ['bow'],
    };
    expect(roll(missed(archer(longbow, -300), attack({}, ONES(5)))).expression).toBe('5k3');
  });

  it('a bow by its table name, without the keyword: a yumi is a bow', () => {
    const yumi = {
      name: 'yumi',
      damage: '2k2',
      skill: 'kyujutsu',
      range: 250,
      keywords: ['large'],
    };
    expect(roll(missed(archer(yumi, -300), attack({}, ONES(5)))).expression).toBe('5k3');
  });

  it('a thrown weapon past its range is refused (l5r4e/out-of-range), without the bows’ twice-the-range', () => {
    expect(refusal(archer(rock, -30), attack())).toEqual({
      code: 'l5r4e/out-of-range',
      message: "Bayushi is beyond the rock's range",
    });
    expect(refusal(archer('shuriken', -26), attack()).code).toBe('l5r4e/out-of-range');
  });

  it('exactly at the range (to the 1e-9 ft of the distances): no penalty, thrown or bow', () => {
    expect(roll(missed(archer('shuriken', -25), attack())).expression).toBe('6k3');
    expect(roll(missed(archer('shuriken', -(25 + 1e-9)), attack())).expression).toBe('6k3');
    expect(roll(missed(archer(rock, -20), attack())).expression).toBe('6k3');
    expect(roll(missed(archer('yumi', -250), attack())).expression).toBe('6k3');
  });

  it('a bow at twice its range (to the 1e-9 ft) still shoots, at −5k0; beyond it is refused with the reason', () => {
    expect(roll(missed(archer('yumi', -500), attack({}, ONES(1)))).expression).toBe('1k1');
    expect(roll(missed(archer('yumi', -(500 + 1e-9)), attack({}, ONES(1)))).expression).toBe('1k1');
    expect(refusal(archer('yumi', -501), attack())).toEqual({
      code: 'l5r4e/out-of-range',
      message: "Bayushi is beyond the yumi's range (twice its range at most, reference §9.4)",
    });
  });

  it('reference §9.4: han-kyu +10 TN from horseback; dai-kyu from horseback none', () => {
    const han = missed(archer('han-kyu', -30, { mounted: true }), attack({}, ONES(7)));
    expect(han.data).toMatchObject({ penalty: 10, tn: 30 });
    const dai = missed(archer('dai-kyu', -30, { mounted: true }), attack({}, ONES(7)));
    expect(dai.data).toMatchObject({ penalty: 0, tn: 20 });
    const yumiFoot = missed(archer('yumi', -30), attack());
    expect(yumiFoot.data).toMatchObject({ penalty: 0, tn: 20 });
  });
});

describe('reference §11.3: higher ground (elevated)', () => {
  it('both on higher ground: no +1k0', () => {
    const c = duel();
    for (const id of ['akodo', 'bayushi'])
      send(c, {
        type: 'AddCondition',
        data: { id, condition: { id: 'higher-ground', name: 'higher-ground' } },
      });
    expect(roll(missed(c, attack())).expression).toBe('6k3');
  });
});

describe('reference §5: what the maneuvers need of the target (maneuverAllowed, disarmable)', () => {
  it("seed 000: 'This maneuver may only be used once per Turn.' (the refusal quotes it)", () => {
    const c = duel(akodo({ void: 5 }));
    const huge = [10, 10, 9, 10, 10, 9, 10, 10, 9, 1, 1, 1];
    send(c, attack({ maneuver: 'extraAttack' }, [...huge, ...ONES(6)]));
    expect(refusal(c, attack({ maneuver: 'extraAttack' }))).toEqual({
      code: 'l5r4e/once-per-turn',
      message: 'Extra Attack: "This maneuver may only be used once per Turn" (seed 000)',
    });
  });

  it('Disarm of an unarmed target: l5r4e/nothing-to-disarm, naming the target', () => {
    const c = duel(akodo({ void: 3 }), bayushi({ weapon: undefined }));
    expect(refusal(c, attack({ maneuver: 'disarm' }))).toEqual({
      code: 'l5r4e/nothing-to-disarm',
      message: 'Bayushi holds no weapon to Disarm',
    });
  });

  it("seed 000: 'If the attacker wins, the target drops the weapon': the off-hand one when the main hand is empty", () => {
    const c = duel(akodo({ void: 3 }), bayushi({ weapon: undefined, offHand: 'wakizashi' }));
    const events = send(c, attack({ maneuver: 'disarm' }, [...HIGH, 5, 1, 9, 9, 9, 2, 2]));
    expect(ofType(events, 'DisarmContested')[0]?.data).toMatchObject({
      won: true,
      hand: 'off',
      weapon: 'wakizashi',
    });
  });

  it("seed 000: 'Knockdown works against two- and four-legged opponents': none against no legs (naming the target), a plain attack still", () => {
    const c = duel(akodo(), bayushi({ legs: 0 }));
    expect(refusal(c, attack({ maneuver: 'knockdown' }))).toEqual({
      code: 'l5r4e/no-legs',
      message:
        'Knockdown works against two- and four-legged opponents (seed 000); Bayushi has no legs',
    });
    expect(missed(c, attack()).data).toMatchObject({ maneuver: null, tn: 20 });
  });
});

describe('damage and Reduction (plainDamageOf, damageOf, reductionOf)', () => {
  /** 6k3: 9 + 9 + 9 = 27, a hit against TN 20 (6 faces). */
  const HIT = [9, 9, 9, 1, 1, 1];

  it("a technique's damageDice add to the damage roll (katana 3k2 + Strength 3 + 1k1 = 7k3)", () => {
    const kakita = { name: 'Kakita Bushi R2', effects: { damageDice: '1k1' } };
    const c = duel(akodo({ techniques: [kakita] }));
    const [e] = send(c, attack({}, [...HIT, ...ONES(7)]));
    expect(e?.type).toBe('AttackHit');
    expect(roll(e, 'damage').expression).toBe('7k3');
  });

  it("reference §8: Armor Reduction plus the target's techniques' reduction (light 3 + 2 = 5)", () => {
    const hida = { name: 'Hida Bushi R1', effects: { reduction: 2 } };
    const c = duel(akodo(), bayushi({ techniques: [hida] }));
    const [e] = send(c, attack({}, [...HIT, 9, 8, 1, 1, 1, 1]));
    expect(e?.data).toMatchObject({ reduction: 5, wounds: 12 }); // 17 − 5
  });

  it("reference §1.5: 'one VP may add +1k1 to a katana damage roll' (6k2 → 7k3)", () => {
    const c = duel();
    const [e] = send(c, attack({ voidDamage: true }, [...HIT, ...ONES(7)]));
    expect(e?.data).toMatchObject({ voidDamage: true, spent: { void: 1 } });
    expect(roll(e, 'damage').expression).toBe('7k3');
    const me = c.state.combatants['akodo'] as Combatant;
    expect(plainDamageOf(me, sheetOf(me).weapon, [], true)).toEqual([7, 3]);
    expect(plainDamageOf(me, sheetOf(me).weapon, [], false)).toEqual([6, 2]);
  });

  it("seed 000: 'A successful Disarm does only 2k1 damage': 3k2 with a katana's Void Point (reference §1.5)", () => {
    const c = duel(akodo({ void: 3 }));
    const events = send(
      c,
      attack({ maneuver: 'disarm', voidDamage: true }, [...HIGH, 5, 1, 1, 9, 9, 9, 2, 2]),
    );
    const [hit] = ofType(events, 'AttackHit');
    expect(hit?.data).toMatchObject({ raises: 3, tn: 35, voidDamage: true });
    expect(roll(hit, 'damage').expression).toBe('3k2');
    const plain = duel(akodo({ void: 3 }));
    const [p] = ofType(
      send(plain, attack({ maneuver: 'disarm' }, [...HIGH, 5, 1, 9, 9, 9, 2, 2])),
      'AttackHit',
    );
    expect(roll(p, 'damage').expression).toBe('2k1');
  });
});
