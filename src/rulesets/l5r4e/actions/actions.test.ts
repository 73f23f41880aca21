import { describe, expect, it } from 'vitest';
import { decide, type Combat, type GameEvent, type Rolled } from '../../../engine/index.js';
import { l5r4e } from '../index.js';
import { armorTN } from '../attack/resolve.js';
import {
  AKODO_FIRST,
  akodo,
  bayushi,
  combat,
  dataOf,
  ofType,
  refused,
  send,
  start,
} from '../test-kit.js';

type Entry = Record<string, unknown>;

/** Akodo's first Turn (he acts first), Bayushi 5 ft away unless moved. */
function duel(a: Entry = akodo(), b: Entry = bayushi(), options: Entry = {}, wounds = 0): Combat {
  const c = combat([a, b], options);
  if (wounds) send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds } });
  start(c, ...AKODO_FIRST);
  return c;
}

/** Both end their Turns: Akodo's next Turn, in the next Round. */
function nextRound(c: Combat): void {
  send(c, { type: 'EndTurn' });
  send(c, { type: 'EndTurn' });
  expect(c.state.current).toBe('akodo');
}

const spent = (events: readonly GameEvent[], type: string): unknown =>
  ofType(events, type)[0]?.data['spent'];

const line = (c: Combat, events: readonly GameEvent[], type: string): string | undefined => {
  const e = ofType(events, type)[0];
  return e ? l5r4e.describe(e, c.state) : undefined;
};

const sheathed = (name: string, extra: Entry = {}): Entry =>
  akodo({ weapon: { name, drawn: false }, ...extra });

const SCROLL = { name: 'Fury of Osano-wo', ring: 'fire', damage: '3k3' };
const IRON = { name: 'Iron Forest', stance: 'defense', effects: { armorTN: 5 } };
const FIRE = { name: 'Striking as Fire', stance: 'fullAttack', effects: { attackDice: '1k0' } };
const OPEN = { name: 'Open Hand', effects: { rollBonus: 2 } };

describe("seed 000: 'Draw small weapon, drop weapon/item, Move Action (5×Water ft.), pull out spell scroll, speak (up to 5 words).' (Free Actions)", () => {
  it("'Draw small weapon' is Free; 'draw medium/large weapon' is Simple", () => {
    const small = duel(sheathed('tanto'));
    expect(dataOf(small.state, 'akodo').armed).toBe(false);
    const events = send(small, { type: 'DrawWeapon' });
    expect(spent(events, 'WeaponDrawn')).toEqual({ slots: 0, free: 'draw' });
    expect(dataOf(small.state, 'akodo').armed).toBe(true);
    expect(line(small, events, 'WeaponDrawn')).toBe('Akodo draws the tanto (Free)');
    expect(refused(small, { type: 'DrawWeapon' })).toBe('l5r4e/already-drawn');
    for (const name of ['katana', 'no-dachi']) {
      const c = duel(sheathed(name));
      expect(spent(send(c, { type: 'DrawWeapon' }), 'WeaponDrawn')).toEqual({ slots: 1 });
    }
    expect(refused(duel(akodo({ weapon: undefined })), { type: 'DrawWeapon' })).toBe(
      'l5r4e/no-weapon',
    );
  });

  it("'drop weapon/item': the dropped weapon lies on the ground — it cannot be drawn, only picked up (Simple)", () => {
    const c = duel();
    const events = send(c, { type: 'DropWeapon' });
    expect(spent(events, 'WeaponDropped')).toEqual({ slots: 0, free: 'drop' });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ armed: false, dropped: true });
    expect(refused(c, { type: 'DrawWeapon' })).toBe('l5r4e/dropped');
    const [p] = send(c, { type: 'PickUpWeapon' });
    expect(p?.data['spent']).toEqual({ slots: 1 });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ armed: true, dropped: false });
    // A sheathed weapon was not dropped: it is drawn, not picked up.
    expect(refused(duel(sheathed('katana')), { type: 'PickUpWeapon' })).toBe('l5r4e/not-dropped');
  });

  it("the off hand: DropWeapon { hand: 'off' } (Free) and PickUpWeapon { hand: 'off' } (Simple)", () => {
    const c = duel(akodo({ offHand: 'wakizashi' }));
    const events = send(c, { type: 'DropWeapon', data: { hand: 'off' } });
    expect(spent(events, 'OffHandDropped')).toEqual({ slots: 0, free: 'drop' });
    expect(dataOf(c.state, 'akodo')).toMatchObject({
      armed: true,
      offArmed: false,
      offDropped: true,
    });
    expect(line(c, events, 'OffHandDropped')).toBe('Akodo drops the off-hand wakizashi (Free)');
    const up = send(c, { type: 'PickUpWeapon', data: { hand: 'off' } });
    expect(spent(up, 'OffHandPickedUp')).toEqual({ slots: 1 });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ offArmed: true, offDropped: false });
    expect(refused(c, { type: 'DropWeapon', data: { hand: 'left' } })).toBe('l5r4e/bad-hand');
  });

  it("'drop weapon/item' is one Free Action: DropItem, then DropWeapon is refused; 'pick up weapon/item' (PickUpItem) is Simple", () => {
    const c = duel();
    const events = send(c, { type: 'DropItem', data: { item: 'lantern' } });
    expect(spent(events, 'ItemDropped')).toEqual({ slots: 0, free: 'drop' });
    expect(line(c, events, 'ItemDropped')).toBe('Akodo drops lantern (Free)');
    expect(refused(c, { type: 'DropWeapon' })).toBe('l5r4e/free-once');
    expect(refused(c, { type: 'DropItem' })).toBe('l5r4e/bad-item');
    const up = send(c, { type: 'PickUpItem', data: { item: 'lantern' } });
    expect(spent(up, 'ItemPickedUp')).toEqual({ slots: 1 });
  });

  it("'pull out spell scroll' is Free; 'put away spell scroll' is Simple; DropItem drops the scroll in hand", () => {
    const c = duel(akodo({ spells: [SCROLL] }));
    expect(refused(c, { type: 'PullOutScroll', data: { spell: 'Tempest' } })).toBe(
      'l5r4e/no-such-spell',
    );
    const out = send(c, { type: 'PullOutScroll', data: { spell: 'Fury of Osano-wo' } });
    expect(spent(out, 'ScrollPulledOut')).toEqual({ slots: 0, free: 'scroll' });
    expect(dataOf(c.state, 'akodo').scroll).toBe('Fury of Osano-wo');
    expect(refused(c, { type: 'PullOutScroll', data: { spell: 'Fury of Osano-wo' } })).toBe(
      'l5r4e/scroll-in-hand',
    );
    const away = send(c, { type: 'PutAwayScroll' });
    expect(spent(away, 'ScrollPutAway')).toEqual({ slots: 1 });
    expect(dataOf(c.state, 'akodo').scroll).toBeNull();
    expect(refused(c, { type: 'PutAwayScroll' })).toBe('l5r4e/no-scroll');
    nextRound(c);
    send(c, { type: 'PullOutScroll', data: { spell: 'Fury of Osano-wo' } });
    const drop = send(c, { type: 'DropItem', data: { item: 'scroll' } });
    expect(ofType(drop, 'ItemDropped')[0]?.data).toMatchObject({
      item: 'Fury of Osano-wo',
      scroll: true,
    });
    expect(dataOf(c.state, 'akodo').scroll).toBeNull();
  });

  it('two hands: a weapon in each hand leaves none for a scroll, nor for drawing', () => {
    const c = duel(akodo({ offHand: 'wakizashi', spells: [SCROLL] }));
    expect(refused(c, { type: 'PullOutScroll', data: { spell: 'Fury of Osano-wo' } })).toBe(
      'l5r4e/hands-full',
    );
    send(c, { type: 'SheatheWeapon', data: { hand: 'off' } });
    send(c, { type: 'PullOutScroll', data: { spell: 'Fury of Osano-wo' } });
    expect(refused(c, { type: 'DrawWeapon', data: { hand: 'off' } })).toBe('l5r4e/hands-full');
  });
});

describe("seed 000: 'Activate kata, dismount horse, draw medium/large weapon, guard someone, Move Action (10×Water ft.), pick up weapon/item, put away spell scroll, speak (more than 5 words), stand up from Prone.' (Simple Actions)", () => {
  it("'Activate kata': Simple, in the Stance the kata names; its effects apply while it lasts", () => {
    const wrong = duel(akodo({ kata: [IRON] }));
    expect(refused(wrong, { type: 'ActivateKata', data: { kata: 'Iron Forest' } })).toBe(
      'l5r4e/kata-stance',
    );
    expect(refused(wrong, { type: 'ActivateKata', data: { kata: 'Tiger Claw' } })).toBe(
      'l5r4e/no-such-kata',
    );
    const c = combat([akodo({ kata: [IRON] }), bayushi()]);
    send(c, { type: 'SetStance', data: { id: 'akodo', stance: 'defense' } });
    start(c, ...AKODO_FIRST);
    const me = () => {
      const a = c.state.combatants['akodo'];
      if (!a) throw new Error('no akodo');
      return a;
    };
    const before = armorTN(c.state, me(), false);
    const events = send(c, { type: 'ActivateKata', data: { kata: 'Iron Forest' } });
    expect(spent(events, 'KataActivated')).toEqual({ slots: 1 });
    expect(line(c, events, 'KataActivated')).toBe('Akodo activates the kata Iron Forest (Simple)');
    expect(dataOf(c.state, 'akodo').kata).toBe('Iron Forest');
    expect(armorTN(c.state, me(), false)).toBe(before + 5);
    expect(refused(c, { type: 'ActivateKata', data: { kata: 'Iron Forest' } })).toBe(
      'l5r4e/kata-active',
    );
  });

  it('the kata ends when the Stance changes (declaring the same Stance again keeps it)', () => {
    const c = combat([akodo({ kata: [IRON, OPEN] }), bayushi()]);
    send(c, { type: 'SetStance', data: { id: 'akodo', stance: 'defense' } });
    start(c, ...AKODO_FIRST);
    send(c, { type: 'ActivateKata', data: { kata: 'Iron Forest' } });
    nextRound(c);
    send(c, { type: 'SetStance', data: { stance: 'defense' } });
    expect(dataOf(c.state, 'akodo').kata).toBe('Iron Forest');
    send(c, { type: 'ActivateKata', data: { kata: 'Open Hand' } }); // replaces it: one at a time
    expect(dataOf(c.state, 'akodo').kata).toBe('Open Hand');
    nextRound(c);
    send(c, { type: 'SetStance', data: { stance: 'defense' } });
    expect(dataOf(c.state, 'akodo').kata).toBeNull(); // a kata naming no Stance ends at any change
    send(c, { type: 'ActivateKata', data: { kata: 'Iron Forest' } });
    nextRound(c);
    send(c, { type: 'SetStance', data: { stance: 'attack' } });
    expect(dataOf(c.state, 'akodo').kata).toBeNull();
  });

  it('option kataInOwnStance (default true): a Full Attack kata is activated in Full Attack; false: the Stance forbids it', () => {
    const open = combat([akodo({ kata: [FIRE] }), bayushi()]);
    send(open, { type: 'SetStance', data: { id: 'akodo', stance: 'fullAttack' } });
    start(open, ...AKODO_FIRST);
    const events = send(open, { type: 'ActivateKata', data: { kata: 'Striking as Fire' } });
    expect(spent(events, 'KataActivated')).toEqual({ slots: 1 });
    nextRound(open); // still in Full Attack: the kata lasts
    const [hit] = send(open, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
    });
    expect((hit?.data['roll'] as Rolled).expression).toBe('9k4'); // 6k3 + Full Attack 2k1 + 1k0
    const closed = combat([akodo({ kata: [FIRE] }), bayushi()], { kataInOwnStance: false });
    send(closed, { type: 'SetStance', data: { id: 'akodo', stance: 'fullAttack' } });
    start(closed, ...AKODO_FIRST);
    expect(refused(closed, { type: 'ActivateKata', data: { kata: 'Striking as Fire' } })).toBe(
      'l5r4e/stance-forbids',
    );
  });

  it("'dismount horse' is Simple; 'mount horse' is Complex (reference §3.1)", () => {
    const c = duel(akodo({ horse: true }));
    const up = send(c, { type: 'MountHorse' });
    expect(spent(up, 'HorseMounted')).toEqual({ slots: 2 });
    expect(dataOf(c.state, 'akodo').mounted).toBe(true);
    expect(line(c, up, 'HorseMounted')).toBe('Akodo mounts the horse (Complex)');
    nextRound(c);
    expect(refused(c, { type: 'MountHorse' })).toBe('l5r4e/mounted');
    const down = send(c, { type: 'DismountHorse' });
    expect(spent(down, 'HorseDismounted')).toEqual({ slots: 1 });
    expect(dataOf(c.state, 'akodo').mounted).toBe(false);
    expect(refused(c, { type: 'DismountHorse' })).toBe('l5r4e/not-mounted');
    expect(refused(duel(), { type: 'MountHorse' })).toBe('l5r4e/no-horse');
    const rider = duel(akodo({ mounted: true }));
    expect(spent(send(rider, { type: 'DismountHorse' }), 'HorseDismounted')).toEqual({ slots: 1 });
  });

  it('option skillMasteryActions (reference §3.1): Horsemanship 5 mounts as Simple and dismounts as Free, 7 mounts as Free', () => {
    const skills = (horsemanship: number) => ({ kenjutsu: 3, horsemanship });
    const five = duel(akodo({ horse: true, skills: skills(5) }));
    expect(spent(send(five, { type: 'MountHorse' }), 'HorseMounted')).toEqual({ slots: 1 });
    expect(spent(send(five, { type: 'DismountHorse' }), 'HorseDismounted')).toEqual({
      slots: 0,
      free: 'dismount',
    });
    const seven = duel(akodo({ horse: true, skills: skills(7) }));
    expect(spent(send(seven, { type: 'MountHorse' }), 'HorseMounted')).toEqual({
      slots: 0,
      free: 'mount',
    });
    const off = duel(akodo({ horse: true, skills: skills(7) }), bayushi(), {
      skillMasteryActions: false,
    });
    expect(spent(send(off, { type: 'MountHorse' }), 'HorseMounted')).toEqual({ slots: 2 });
  });

  it('option skillMasteryActions (reference §3.1, §6): a sword is drawn as a Free Action at Kenjutsu 5, a katana at Iaijutsu 3', () => {
    const draw = (extra: Entry, options: Entry = {}) =>
      spent(
        send(duel(sheathed('katana', extra), bayushi(), options), { type: 'DrawWeapon' }),
        'WeaponDrawn',
      );
    expect(draw({ skills: { kenjutsu: 5 } })).toEqual({ slots: 0, free: 'draw' });
    expect(draw({ skills: { kenjutsu: 3, iaijutsu: 3 } })).toEqual({ slots: 0, free: 'draw' });
    expect(draw({ skills: { kenjutsu: 4, iaijutsu: 2 } })).toEqual({ slots: 1 });
    expect(draw({ skills: { kenjutsu: 5 } }, { skillMasteryActions: false })).toEqual({
      slots: 1,
    });
  });

  it('SheatheWeapon is Simple (the seed does not list it); the sheathed weapon is drawn again, not picked up', () => {
    const c = duel();
    const events = send(c, { type: 'SheatheWeapon' });
    expect(spent(events, 'WeaponSheathed')).toEqual({ slots: 1 });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ armed: false, dropped: false });
    expect(refused(c, { type: 'SheatheWeapon' })).toBe('l5r4e/not-drawn');
    expect(refused(c, { type: 'PickUpWeapon' })).toBe('l5r4e/not-dropped');
    send(c, { type: 'DrawWeapon' });
    expect(dataOf(c.state, 'akodo').armed).toBe(true);
  });
});

describe("seed 000: 'Cast spell, make attack (melee/ranged), mount horse, skill use (non-Weapon Skill), string bow for use.' (Complex Actions)", () => {
  const investigator = (extra: Entry = {}) =>
    akodo({
      skills: { kenjutsu: 3, investigation: 2 },
      emphases: { investigation: ['notice'] },
      ...extra,
    });
  const use = (faces: number[], extra: Entry = {}) => ({
    type: 'UseSkill',
    data: { skill: 'investigation', trait: 'perception', tn: 15, ...extra },
    meta: { faces },
  });

  it("'skill use (non-Weapon Skill)': UseSkill is Complex, (Skill + Trait)k(Trait) against the TN", () => {
    const c = duel(investigator());
    const events = send(c, use([9, 8, 1, 1]));
    const [e] = ofType(events, 'SkillUsed');
    expect((e?.data['roll'] as Rolled).expression).toBe('4k2');
    expect(e?.data).toMatchObject({ tn: 15, success: true, spent: { slots: 2 } });
    expect(line(c, events, 'SkillUsed')).toBe(
      'Akodo uses investigation (perception) (Complex): 4k2[9, 8, 1d, 1d] = 17 vs TN 15 — success',
    );
    expect(refused(c, { type: 'Speak', data: { words: 'one two three four five six' } })).toBe(
      'l5r4e/no-action-left',
    );
  });

  it('each Raise adds 5 to the TN; the Wound penalty too ("increasing the TN of all rolls"); a Void Point adds +1k1', () => {
    const raised = duel(investigator());
    const [r] = send(raised, use([9, 8, 1, 1], { raises: 1 }));
    expect(r?.data).toMatchObject({ tn: 20, success: false, raises: 1 });
    const hurt = duel(investigator(), bayushi(), {}, 11); // Nicked: +3
    const [h] = send(hurt, use([9, 8, 1, 1]));
    expect(h?.data).toMatchObject({ tn: 18, penalty: 3, success: false });
    const voided = duel(investigator());
    const [v] = send(voided, use([9, 8, 1, 1, 1], { void: true }));
    expect((v?.data['roll'] as Rolled).expression).toBe('5k3');
    expect(v?.data['spent']).toEqual({ slots: 2, void: 1 });
    expect(dataOf(voided.state, 'akodo').voidPoints).toBe(1);
    const emphasis = duel(investigator());
    const [m] = send(emphasis, use([9, 8, 1, 2, 1, 3], { emphasis: 'notice' }));
    expect((m?.data['roll'] as Rolled).expression).toBe('4k2ro1');
  });

  it('Weapon Skills are refused (their use is an attack); bad input is refused without a change', () => {
    const c = duel(investigator());
    for (const skill of ['kenjutsu', 'heavy weapons', 'Iaijutsu', 'jiujutsu'])
      expect(refused(c, { type: 'UseSkill', data: { skill, trait: 'agility', tn: 15 } })).toBe(
        'l5r4e/weapon-skill',
      );
    const bad = (data: Entry) => refused(c, { type: 'UseSkill', data });
    expect(bad({ skill: 'investigation', trait: 'luck', tn: 15 })).toBe('l5r4e/bad-trait');
    expect(bad({ skill: 'investigation', trait: 'perception', tn: -5 })).toBe('l5r4e/bad-tn');
    expect(bad({ skill: 'investigation', trait: 'perception', tn: 15, raises: 3 })).toBe(
      'l5r4e/too-many-raises',
    );
    expect(bad({ skill: 'investigation', trait: 'perception', tn: 15, void: 'yes' })).toBe(
      'l5r4e/bad-void',
    );
    expect(bad({ trait: 'perception', tn: 15 })).toBe('l5r4e/bad-skill');
  });

  it("'string bow for use': Complex (Simple at Kyujutsu 3, reference §3.1); an unstrung bow cannot shoot", () => {
    const archer = (kyujutsu: number) =>
      akodo({
        skills: { kyujutsu },
        weapon: { name: 'yumi', strung: false },
        position: { x: -25, y: 0 },
      });
    const c = duel(archer(2));
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/unstrung');
    const events = send(c, { type: 'StringBow' });
    expect(spent(events, 'BowStrung')).toEqual({ slots: 2 });
    expect(dataOf(c.state, 'akodo').strung).toBe(true);
    expect(line(c, events, 'BowStrung')).toBe('Akodo strings the yumi (Complex)');
    expect(refused(c, { type: 'StringBow' })).toBe('l5r4e/strung');
    const master = duel(archer(3));
    expect(spent(send(master, { type: 'StringBow' }), 'BowStrung')).toEqual({ slots: 1 });
    expect(refused(duel(), { type: 'StringBow' })).toBe('l5r4e/no-bow');
  });

  it("'mount horse' is Complex: after it no Simple Action is left", () => {
    const c = duel(akodo({ horse: true }));
    send(c, { type: 'MountHorse' });
    expect(refused(c, { type: 'SheatheWeapon' })).toBe('l5r4e/no-action-left');
  });
});

describe("seed 000: 'Generally, a character can only take each Free Action once per Round, but can take any number of different Free Actions.'", () => {
  it('drawing a second small weapon in the Round is refused; pulling out a scroll, speaking and dropping are other Free Actions', () => {
    const c = duel(
      akodo({
        weapon: { name: 'tanto', drawn: false },
        offHand: { name: 'aiguchi', drawn: false },
        spells: [SCROLL],
      }),
    );
    send(c, { type: 'DrawWeapon' });
    expect(refused(c, { type: 'DrawWeapon', data: { hand: 'off' } })).toBe('l5r4e/free-once');
    send(c, { type: 'PullOutScroll', data: { spell: 'Fury of Osano-wo' } });
    send(c, { type: 'Speak', data: { words: 'For the Lion!' } });
    send(c, { type: 'DropWeapon' });
    expect(dataOf(c.state, 'akodo').freeUsed).toEqual(['draw', 'scroll', 'speak', 'drop']);
    nextRound(c);
    const events = send(c, { type: 'DrawWeapon', data: { hand: 'off' } });
    expect(spent(events, 'WeaponDrawn')).toEqual({ slots: 0, free: 'draw' });
    expect(line(c, events, 'WeaponDrawn')).toBe('Akodo draws the aiguchi in the off hand (Free)');
    expect(dataOf(c.state, 'akodo')).toMatchObject({ offArmed: true, armed: false, dropped: true });
  });
});

describe('the new Actions go through budget.gate: Stances, Crippled and Down apply', () => {
  it('Full Attack: no Simple Action but attacks and Moves — a katana cannot be drawn, a tanto can (Free)', () => {
    const setUp = (name: string) => {
      const c = combat([sheathed(name), bayushi()]);
      send(c, { type: 'SetStance', data: { id: 'akodo', stance: 'fullAttack' } });
      start(c, ...AKODO_FIRST);
      return c;
    };
    expect(refused(setUp('katana'), { type: 'DrawWeapon' })).toBe('l5r4e/stance-forbids');
    send(setUp('tanto'), { type: 'DrawWeapon' });
    const skill = { type: 'UseSkill', data: { skill: 'defense', trait: 'reflexes', tn: 10 } };
    expect(refused(setUp('katana'), skill)).toBe('l5r4e/stance-forbids');
  });

  it("Crippled (the seed's reading, the default): a Free draw costs a Simple Action, Complex Actions cannot be taken", () => {
    const c = duel(sheathed('tanto', { horse: true }), bayushi(), {}, 28);
    expect(refused(c, { type: 'MountHorse' })).toBe('l5r4e/crippled');
    expect(spent(send(c, { type: 'DrawWeapon' }), 'WeaponDrawn')).toEqual({
      slots: 1,
      free: 'draw',
    });
  });

  it('Down: only Free Actions, each for a Void Point', () => {
    const c = duel(sheathed('tanto', { kata: [OPEN] }), bayushi(), {}, 32);
    expect(refused(c, { type: 'ActivateKata', data: { kata: 'Open Hand' } })).toBe('l5r4e/down');
    expect(spent(send(c, { type: 'DrawWeapon' }), 'WeaponDrawn')).toEqual({
      slots: 0,
      free: 'draw',
      void: 1,
    });
  });
});

describe('techniques (sheet `techniques`, issue 4 item 12)', () => {
  it('`initiative` adds to the Initiative score; `attackDice` to attack rolls (Akodo Bushi R1-like)', () => {
    const c = combat([
      akodo({
        techniques: [
          { name: 'Swift', effects: { initiative: 5 } },
          { name: 'The Way of the Lion', effects: { attackDice: '1k0' } },
        ],
      }),
      bayushi(),
    ]);
    const events = start(c, ...AKODO_FIRST);
    const init = ofType(events, 'InitiativeRolled').find((e) => e.data['id'] === 'akodo');
    expect(init?.data['score']).toBe(32); // 27 + 5
    const [hit] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1, 1] },
    });
    expect((hit?.data['roll'] as Rolled).expression).toBe('7k3');
  });
});

describe('legalActions', () => {
  it('offers the new Actions that are possible now, and decide accepts every entry', () => {
    const c = duel(
      akodo({
        weapon: { name: 'katana', drawn: false },
        offHand: { name: 'tanto', drawn: false },
        skills: { kenjutsu: 3, investigation: 2, defense: 2 },
        horse: true,
        kata: [OPEN],
        spells: [SCROLL],
      }),
    );
    const options = l5r4e.legalActions(c.state, 'akodo');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Draw the katana (Simple)',
        'Draw the tanto in the off hand (Free)',
        'Pull out the scroll of Fury of Osano-wo (Free)',
        'Mount the horse (Complex)',
        'Activate the kata Open Hand (Simple)',
        'Use investigation (perception) at TN 15 (Complex)',
      ]),
    );
    expect(labels.some((l) => l.startsWith('Use defense'))).toBe(false);
    expect(labels.some((l) => l.startsWith('Sheathe'))).toBe(false);
    const mine = new Set([
      'DrawWeapon',
      'SheatheWeapon',
      'DropWeapon',
      'PickUpWeapon',
      'DropItem',
      'PullOutScroll',
      'PutAwayScroll',
      'MountHorse',
      'DismountHorse',
      'StringBow',
      'ActivateKata',
      'UseSkill',
      'CastSpell',
    ]);
    for (const o of options.filter((x) => mine.has(x.command.type))) {
      const r = decide(l5r4e, c.state, o.command);
      expect(r.ok, `${o.label}: ${r.ok ? '' : r.error.message}`).toBe(true);
    }
  });
});

describe('log lines', () => {
  it('every event of the new Actions has a line', () => {
    const c = duel(
      akodo({
        weapon: { name: 'tanto', drawn: false },
        offHand: 'wakizashi',
        horse: true,
        spells: [SCROLL],
      }),
    );
    const events = [
      ...send(c, { type: 'PullOutScroll', data: { spell: 'Fury of Osano-wo' } }),
      ...send(c, { type: 'PutAwayScroll' }),
      ...send(c, { type: 'DropWeapon', data: { hand: 'off' } }),
    ];
    nextRound(c);
    events.push(
      ...send(c, { type: 'DrawWeapon' }),
      ...send(c, { type: 'PickUpWeapon', data: { hand: 'off' } }),
      ...send(c, { type: 'SheatheWeapon', data: { hand: 'off' } }),
    );
    nextRound(c);
    events.push(...send(c, { type: 'PickUpItem', data: { item: 'a fan' } }));
    nextRound(c);
    events.push(...send(c, { type: 'MountHorse' }));
    nextRound(c);
    events.push(...send(c, { type: 'DismountHorse' }));
    const lines: Record<string, string | undefined> = {};
    for (const type of [
      'ScrollPulledOut',
      'ScrollPutAway',
      'WeaponSheathed',
      'WeaponDrawn',
      'OffHandDropped',
      'OffHandPickedUp',
      'ItemPickedUp',
      'HorseMounted',
      'HorseDismounted',
    ])
      lines[type] = line(c, events, type);
    expect(lines).toEqual({
      ScrollPulledOut: 'Akodo pulls out the scroll of Fury of Osano-wo (Free)',
      ScrollPutAway: 'Akodo puts away the scroll of Fury of Osano-wo (Simple)',
      WeaponSheathed: 'Akodo sheathes the wakizashi (Simple)',
      WeaponDrawn: 'Akodo draws the tanto (Free)',
      OffHandDropped: 'Akodo drops the off-hand wakizashi (Free)',
      OffHandPickedUp: 'Akodo picks up the wakizashi in the off hand (Simple)',
      ItemPickedUp: 'Akodo picks up a fan (Simple)',
      HorseMounted: 'Akodo mounts the horse (Complex)',
      HorseDismounted: 'Akodo dismounts (Simple)',
    });
  });
});
