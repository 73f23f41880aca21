import { describe, expect, it } from 'vitest';
import type { Combat, Command, Rolled } from '../../../engine/index.js';
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

type Entry = Record<string, unknown>;

/** Akodo (Water 2) at 0, Bayushi far away at 200 ft; Akodo's Turn in Round 1. */
function far(extra: Entry = {}, setup: (c: Combat) => void = () => undefined): Combat {
  const c = combat([akodo(extra), bayushi({ position: { x: 200, y: 0 } })]);
  setup(c);
  start(c, ...AKODO_FIRST);
  return c;
}

const move = (x: number, as?: 'free' | 'simple', more: Entry = {}): Command => ({
  type: 'Move',
  data: { to: { x, y: 0 }, ...(as ? { as } : {}), ...more },
});

const stance =
  (s: string) =>
  (c: Combat): void => {
    send(c, { type: 'SetStance', data: { stance: s, id: 'akodo' } });
  };

const blind = (c: Combat): void => {
  send(c, {
    type: 'AddCondition',
    data: { id: 'akodo', condition: { id: 'blinded', name: 'blinded' } },
  });
};

/** Water 4: Strength 4, Perception 4; Athletics 1 (Athletics/Agility 4k3). */
const WATER_4 = { traits: { reflexes: 3, agility: 3, strength: 4, perception: 4 } };

describe("seed 000: 'An action can be spent to move:'", () => {
  it("seed 000: 'Free Actions: … Move Action (5×Water ft.)'; 'Simple Actions: … Move Action (10×Water ft.)'", () => {
    const c = far();
    expect(refused(c, move(10.5, 'free'))).toBe('l5r4e/too-far');
    const [free] = send(c, move(10, 'free'));
    expect(free?.data).toEqual({
      actor: 'akodo',
      id: 'akodo',
      from: { x: 0, y: 0 },
      to: { x: 10, y: 0 },
      as: 'free',
      feet: 10,
      spent: { slots: 0, free: 'move' },
    });
    expect(refused(c, move(30.5, 'simple'))).toBe('l5r4e/too-far');
    send(c, move(30, 'simple'));
    expect(dataOf(c.state, 'akodo')).toMatchObject({ moved: 30, slots: 1 });
  });

  it("seed 000: 'A character may only move up to 20×Water feet in one Round (unless they have a special ability that increases this limit)'", () => {
    const c = far();
    send(c, move(10, 'free'));
    send(c, move(30, 'simple'));
    expect(refused(c, move(50, 'simple'))).toBe('l5r4e/round-limit'); // 50 > 40
    send(c, move(40, 'simple'));
    // A technique's effects.moveLimit adds to the limit.
    const swift = { techniques: [{ name: 'Swift Feet', effects: { moveLimit: 10 } }] };
    const d = far(swift);
    send(d, move(10, 'free'));
    send(d, move(30, 'simple'));
    send(d, move(50, 'simple'));
    expect(dataOf(d.state, 'akodo').moved).toBe(50);
  });

  it('a technique limited to a Stance adds only in that Stance', () => {
    const charge = {
      techniques: [{ name: 'Charge', effects: { moveLimit: 10, when: { stance: 'fullAttack' } } }],
    };
    const c = far(charge);
    send(c, move(10, 'free'));
    send(c, move(30, 'simple'));
    expect(refused(c, move(50, 'simple'))).toBe('l5r4e/round-limit');
  });
});

describe("reference §3.4 Full Attack: 'one Move Action per Round gains +5 ft (within the round maximum)'", () => {
  it('a Free Move of 5×Water + 5 ft, once per Round', () => {
    const c = far({}, stance('fullAttack'));
    const [m] = send(c, move(15, 'free'));
    expect(m?.data['bonus']).toEqual(['fullAttackMove']);
    expect(refused(c, move(40, 'simple'))).toBe('l5r4e/too-far'); // 25: the bonus is used
    send(c, move(35, 'simple'));
    const d = far();
    expect(refused(d, move(15, 'free'))).toBe('l5r4e/too-far'); // not in the Attack Stance
  });

  it('within the Round maximum (20×Water)', () => {
    const c = far({}, stance('fullAttack'));
    send(c, move(25, 'simple')); // 20 + 5
    send(c, move(40, 'simple')); // 15
    expect(refused(c, move(45, 'free'))).toBe('l5r4e/round-limit');
    expect(dataOf(c.state, 'akodo').moved).toBe(40);
  });

  it('Moves only close with an enemy', () => {
    const c = far({}, stance('fullAttack'));
    expect(refused(c, move(-10, 'free'))).toBe('l5r4e/stance-forbids');
  });

  it('the menu offers the longer Move', () => {
    const c = far({}, stance('fullAttack'));
    const moves = l5r4e
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'Move')
      .map((o) => o.label);
    expect(moves).toEqual([
      'Move 15 ft towards Bayushi (Free)',
      'Move 25 ft towards Bayushi (Simple)',
    ]);
  });
});

describe('reference §11.3 Blinded: Water counts 2 lower for movement; a Simple Move needs Athletics/Agility at TN 20 or the character falls Prone', () => {
  it('Water counts 2 lower (to a minimum of 1)', () => {
    const c = far(WATER_4, blind);
    expect(refused(c, move(10.5, 'free'))).toBe('l5r4e/too-far');
    const events = send(c, move(10, 'free'));
    expect(events[0]?.data).toMatchObject({ water: 2, terrain: 'normal', allowance: 20 });
    expect(ofType(events, 'BlindMoveRolled')).toEqual([]); // a Free Move makes no roll
    const d = far({}, blind); // Water 2 → 1, not 0
    send(d, move(5, 'free'));
    expect(refused(d, move(15.5, 'simple'))).toBe('l5r4e/too-far'); // 10.5 ft
  });

  it('a Simple Move: Athletics/Agility at TN 20 — made', () => {
    const c = far({ ...WATER_4, skills: { athletics: 1 } }, blind);
    const events = send(c, { ...move(20, 'simple'), meta: { faces: [9, 9, 5, 1] } });
    const [r] = ofType(events, 'BlindMoveRolled');
    expect(r?.data).toMatchObject({ actor: 'akodo', tn: 20, success: true });
    expect((r?.data['roll'] as Rolled).expression).toBe('4k3');
    expect(r && l5r4e.describe(r, c.state)).toMatch(
      /Athletics\/Agility .* vs TN 20 — keeps their footing$/,
    );
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 20, y: 0 });
    expect(c.state.combatants['akodo']?.conditions.map((x) => x.name)).toEqual(['blinded']);
  });

  it('a Simple Move: Athletics/Agility at TN 20 — failed: the character falls Prone (and loses Full Attack)', () => {
    const c = far({ ...WATER_4, skills: { athletics: 1 } }, (x) => {
      stance('fullAttack')(x);
      blind(x);
    });
    const events = send(c, { ...move(20, 'simple'), meta: { faces: [5, 4, 3, 1] } });
    expect(ofType(events, 'BlindMoveRolled')[0]?.data['success']).toBe(false);
    expect(ofType(events, 'ConditionAdded')[0]?.data).toMatchObject({
      id: 'akodo',
      condition: { name: 'prone' },
    });
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 20, y: 0 }); // moved, then fell
    expect(dataOf(c.state, 'akodo').stance).toBe('attack'); // Prone: no Full Attack
    expect(refused(c, move(25, 'free'))).toBe('l5r4e/prone');
  });

  it('void and center are for that roll only', () => {
    const c = far(WATER_4, blind);
    expect(refused(c, move(5, 'free', { void: true }))).toBe('l5r4e/no-roll');
    const events = send(c, {
      ...move(20, 'simple', { void: true }),
      meta: { faces: [9, 9, 9, 1] },
    });
    // reference §1.5: unskilled, the Void Point makes the Skill 1 (4k3, no longer unskilled).
    expect((ofType(events, 'BlindMoveRolled')[0]?.data['roll'] as Rolled).expression).toBe('4k3');
    expect(ofType(events, 'Moved')[0]?.data['spent']).toEqual({ slots: 1, void: 1 });
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
  });

  it("reference §3.4 Center: the bonus may go on that roll ('+1k1 plus Void Ring on any one roll made in your Turn')", () => {
    const c = combat([
      akodo({ ...WATER_4, skills: { athletics: 1 } }),
      bayushi({ position: { x: 200, y: 0 } }),
    ]);
    stance('center')(c);
    blind(c);
    start(c, ...AKODO_FIRST);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Round 2: Akodo (Initiative 37) first
    send(c, { type: 'SetStance', data: { stance: 'attack' } });
    const events = send(c, {
      ...move(20, 'simple', { center: true }),
      meta: { faces: [9, 9, 9, 1, 1] },
    });
    const [r] = ofType(events, 'BlindMoveRolled');
    expect((r?.data['roll'] as Rolled).expression).toBe('5k4+2');
    expect(r?.data['center']).toBe(true);
    expect(dataOf(c.state, 'akodo').centerUsed).toBe(true);
  });
});
