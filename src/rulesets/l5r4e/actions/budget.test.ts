import { describe, expect, it } from 'vitest';
import type { Rolled } from '../../../engine/index.js';
import { l5r4e } from '../index.js';
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

const long = { type: 'Speak', data: { words: 'Your clan will remember this day' } };
const short = { type: 'Speak', data: { words: 'For the Lion!' } };
const move = (x: number, as?: 'free' | 'simple') => ({
  type: 'Move',
  data: as ? { to: { x, y: 0 }, as } : { to: { x, y: 0 } },
});

/** Akodo's first turn, Bayushi 40 ft away (Akodo's Water is 2: Moves of 10 and 20 ft). */
function far(options: Record<string, unknown> = {}, wounds = 0) {
  const c = combat([akodo(), bayushi({ position: { x: 40, y: 0 } })], options);
  if (wounds) send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds } });
  start(c, ...AKODO_FIRST);
  return c;
}

function near(options: Record<string, unknown> = {}, wounds = 0) {
  const c = combat(undefined, options);
  if (wounds) send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds } });
  start(c, ...AKODO_FIRST);
  return c;
}

describe("seed 000: 'Each character can take either one Complex Action or two Simple Actions, and Free Actions'", () => {
  it('after a Complex Action (an attack), no Simple Action is left, but Free Actions are', () => {
    const c = near();
    send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [1, 1, 1, 1, 1, 1] } });
    expect(refused(c, long)).toBe('l5r4e/no-action-left');
    send(c, short);
    expect(c.state.current).toBe('akodo');
  });

  it('after one Simple Action the Complex one is gone; two Simple Actions use the Turn', () => {
    const c = near();
    send(c, long);
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/no-action-left',
    );
    send(c, long);
    expect(dataOf(c.state, 'akodo').slots).toBe(0);
    expect(refused(c, long)).toBe('l5r4e/no-action-left');
  });

  it('the budget comes back at the start of the next Turn', () => {
    const c = near();
    send(c, long);
    send(c, long);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('akodo');
    expect(dataOf(c.state, 'akodo')).toMatchObject({ slots: 2, freeUsed: [], moved: 0 });
  });
});

describe("seed 000: 'Generally, a character can only take each Free Action once per Round, but can take any number of different Free Actions'", () => {
  it('the same Free Action twice is refused; different ones are fine', () => {
    const c = far();
    send(c, short);
    expect(refused(c, short)).toBe('l5r4e/free-once');
    send(c, { type: 'DropWeapon' });
    send(c, move(10, 'free'));
    expect(refused(c, move(15, 'free'))).toBe('l5r4e/free-once');
    expect(dataOf(c.state, 'akodo').freeUsed).toEqual(['speak', 'drop', 'move']);
  });

  it("seed 000: 'speak (up to 5 words)' is Free; 'speak (more than 5 words)' is Simple", () => {
    const c = near();
    const [free] = send(c, { type: 'Speak', data: { words: 'one two three four five' } });
    expect(free?.data['spent']).toEqual({ slots: 0, free: 'speak' });
    const [simple] = send(c, { type: 'Speak', data: { words: 'one two three four five six' } });
    expect(simple?.data['spent']).toEqual({ slots: 1 });
  });
});

describe("seed 000: 'An action can be spent to move:'", () => {
  it("seed 000: 'Move Action (5×Water ft.)' is Free; 'Move Action (10×Water ft.)' is Simple", () => {
    const c = far();
    expect(refused(c, move(11, 'free'))).toBe('l5r4e/too-far');
    send(c, move(10, 'free'));
    expect(refused(c, move(31, 'simple'))).toBe('l5r4e/too-far');
    send(c, move(30, 'simple'));
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 30, y: 0 });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ moved: 30, slots: 1 });
  });

  it("seed 000: 'A character may only move up to 20×Water feet in one Round'", () => {
    const c = far();
    send(c, move(20, 'simple'));
    send(c, move(20.5, 'free'));
    expect(refused(c, move(40.5, 'simple'))).toBe('l5r4e/round-limit');
    send(c, move(40, 'simple'));
    expect(dataOf(c.state, 'akodo').moved).toBe(40);
  });

  it('without `as`, a Free Move when it is enough and unused, else a Simple one', () => {
    const c = far();
    const [a] = send(c, move(5));
    const [b] = send(c, move(10));
    expect([a?.data['as'], b?.data['as']]).toEqual(['free', 'simple']);
  });

  it('a melee attack needs the target within the weapon’s reach', () => {
    const c = far();
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/out-of-reach');
    send(c, move(10, 'free'));
    send(c, move(30, 'simple')); // now 10 ft away: a Complex Action is no longer possible anyway
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/out-of-reach');
  });
});

describe('seed 000: \'characters at the Crippled Wound Rank need to spend a "higher" Action to take an Action\'', () => {
  it("default (the seed): 'a Simple Action must be spent to take a Free Action, and a Complex Action to take a Simple Action. Complex Actions cannot be taken.'", () => {
    // given Akodo Crippled (28 Wounds), his Turn, Bayushi within reach
    const c = near({}, 28);
    // then the attack (Complex) is refused
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/crippled');
    // when he speaks 5 words (Free), it costs a Simple Action
    const [free] = send(c, short);
    expect(free?.data['spent']).toEqual({ slots: 1, free: 'speak' });
    // then a Simple Action (more words) would cost the Complex one he no longer has
    expect(refused(c, long)).toBe('l5r4e/no-action-left');
    const d = near({}, 28);
    const [simple] = send(d, long);
    expect(simple?.data['spent']).toEqual({ slots: 2 });
    // and a Free Move costs a Simple Action like any Free Action
    const e = far({}, 28);
    const [m] = send(e, move(10, 'free'));
    expect(m?.data['spent']).toEqual({ slots: 1, free: 'move' });
  });

  it("option crippledEscalation 'moveActionsOnly' (reference §0.3 #1, core S3): only Moves cost one level more", () => {
    const c = far({ crippledEscalation: 'moveActionsOnly' }, 28);
    const [m] = send(c, move(10, 'free'));
    expect(m?.data['spent']).toEqual({ slots: 1, free: 'move' });
    const [s] = send(c, short);
    expect(s?.data['spent']).toEqual({ slots: 0, free: 'speak' });
    expect(refused(c, move(20, 'simple'))).toBe('l5r4e/no-action-left'); // a Simple Move costs a Complex
    const d = near({ crippledEscalation: 'moveActionsOnly' }, 28);
    const [a] = send(d, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1] },
    });
    expect(a?.data['spent']).toEqual({ slots: 2 });
  });

  it('the old values moveOnly and all are no longer choices (refused at load)', () => {
    for (const v of ['moveOnly', 'all'])
      expect(() => combat(undefined, { crippledEscalation: v })).toThrow(/crippledEscalation/);
  });

  it('a Crippled attacker adds +20 to the TN of his own attack', () => {
    const c = near({ crippledEscalation: 'moveActionsOnly' }, 28);
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1] },
    });
    expect(e?.data).toMatchObject({ armorTN: 20, penalty: 20, tn: 40 });
  });
});

describe("seed 000: 'characters at the Down Wound Rank can only take Free Actions (and that requires spending a Void Point)'", () => {
  it("seed 000: Down takes the Free Actions of the seed's list, 'Move Action (5×Water ft.)' among them, for a Void Point", () => {
    // given Akodo Down (32 Wounds), 2 Void Points, his Turn
    const c = far({}, 32);
    // when he takes the Free Move
    const events = send(c, move(10, 'free'));
    // then it costs a Void Point and no Action, and nothing else is left this Round
    expect(ofType(events, 'Moved')[0]?.data['spent']).toEqual({ slots: 0, free: 'move', void: 1 });
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 10, y: 0 });
    expect(ofType(events, 'TurnEnded')).toHaveLength(1);
  });

  it("option downMoves 'none' (reference §4, 'No Move Actions'): the Down may not move at all", () => {
    const c = far({ downMoves: 'none' }, 32);
    const r = c.send(move(10, 'free'));
    expect(r.ok ? '' : r.error.message).toContain('no Move Actions');
    expect(refused(c, move(10, 'free'))).toBe('l5r4e/down');
    send(c, short);
  });

  it('Down: Free Actions only, each for a Void Point, at most one per Round (reference §1.5)', () => {
    const c = far({}, 32);
    expect(refused(c, long)).toBe('l5r4e/down');
    expect(refused(c, move(20, 'simple'))).toBe('l5r4e/down');
    const events = send(c, short);
    expect(ofType(events, 'Spoke')[0]?.data['spent']).toEqual({ slots: 0, free: 'speak', void: 1 });
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
    // The Void Point of the Round is spent: nothing is left, so the kernel ends the Turn.
    expect(ofType(events, 'TurnEnded')).toHaveLength(1);
  });

  it('Down without Void Points: the Turn is skipped', () => {
    const c = combat([akodo({ voidPoints: 0 }), bayushi()]);
    send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds: 32 } });
    const events = start(c, ...AKODO_FIRST);
    expect(ofType(events, 'TurnSkipped')[0]?.data['id']).toBe('akodo');
    expect(c.state.current).toBe('bayushi');
  });
});

describe('Prone, dropping and picking up (seed 000 Free and Simple lists)', () => {
  it("'stand up from Prone' is a Simple Action; the Prone cannot move (reference §11.3)", () => {
    const c = far();
    send(c, {
      type: 'AddCondition',
      data: { id: 'akodo', condition: { id: 'prone', name: 'prone' } },
    });
    expect(refused(c, move(5, 'free'))).toBe('l5r4e/prone');
    const events = send(c, { type: 'StandUp' });
    expect(ofType(events, 'StoodUp')[0]?.data['spent']).toEqual({ slots: 1 });
    expect(c.state.combatants['akodo']?.conditions).toEqual([]);
    expect(refused(c, { type: 'StandUp' })).toBe('l5r4e/not-prone');
    send(c, move(5, 'free'));
  });

  it('reference §11.3: Prone is −10 Armor TN against melee attacks', () => {
    const c = near();
    send(c, {
      type: 'AddCondition',
      data: { id: 'bayushi', condition: { id: 'prone', name: 'prone' } },
    });
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1] },
    });
    expect(e?.data['tn']).toBe(10);
  });

  it("'drop weapon/item' is Free, 'pick up weapon/item' Simple; without the weapon one fights unarmed", () => {
    const c = near();
    send(c, { type: 'DropWeapon' });
    expect(refused(c, { type: 'DropWeapon' })).toBe('l5r4e/no-weapon');
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [10, 9, 9, 5, 5, 5] },
    });
    // No Jiujutsu: Agility 3 rolled alone, unskilled, no explosion; damage 0k1 + Strength 3.
    expect((e?.data['roll'] as Rolled).expression).toBe('3k3u');
    expect((e?.data['damage'] as Rolled).expression).toBe('3k1');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    const [p] = send(c, { type: 'PickUpWeapon' });
    expect(p?.data['spent']).toEqual({ slots: 1 });
    expect(dataOf(c.state, 'akodo').armed).toBe(true);
  });
});

describe('the kernel ends a Turn by itself when nothing but EndTurn is left', () => {
  it('two Simple Actions and every Free Action taken: the Turn ends', () => {
    const c = far();
    send(c, long);
    send(c, long);
    send(c, short);
    const drop = send(c, { type: 'DropWeapon' });
    expect(ofType(drop, 'TurnEnded')).toHaveLength(0); // a Free Move is still possible
    const last = send(c, move(10, 'free'));
    expect(ofType(last, 'TurnEnded')).toHaveLength(1);
    expect(c.state.current).toBe('bayushi');
  });

  it('legalActions lists EndTurn for the current combatant, nothing for the others', () => {
    const c = near();
    expect(l5r4e.legalActions(c.state, 'akodo').at(-1)?.command).toEqual({ type: 'EndTurn' });
    expect(l5r4e.legalActions(c.state, 'bayushi')).toEqual([]);
  });
});

describe('a Move is an Action', () => {
  it('after a Move the Turn cannot be delayed, nor the Stance changed', () => {
    const c = far();
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Round 2
    send(c, move(10, 'free'));
    expect(c.state.turnUsed).toBe(true);
    expect(refused(c, { type: 'Delay' })).toBe('turn/already-acted');
    expect(refused(c, { type: 'SetStance', data: { stance: 'defense' } })).toBe(
      'l5r4e/stance-timing',
    );
  });
});
