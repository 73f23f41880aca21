import { describe, expect, it } from 'vitest';
import { createCombat, type Combat, type Command, type Rolled } from '../../../engine/index.js';
import { l5r4e } from '../index.js';
import { crosses, terrainAlong, terrainAt, terrainIssues, type Zone } from './terrain.js';
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

/** Water 3 (Strength 3, Perception 3): 15 ft Free, 30 ft Simple, 60 ft a Round in the open. */
const WATER_3 = { traits: { reflexes: 3, agility: 3, strength: 3, perception: 3 } };

const zone = (kind: 'moderate' | 'difficult', x1: number, x2: number): Zone => ({
  kind,
  x1,
  y1: -50,
  x2,
  y2: 50,
});

/** Akodo at 0, Bayushi at 200 ft; Akodo's Turn in Round 1. */
function field(terrain: readonly Zone[], extra: Entry = {}, options: Entry = {}): Combat {
  const c = combat([akodo({ ...WATER_3, ...extra }), bayushi({ position: { x: 200, y: 0 } })], {
    terrain,
    ...options,
  });
  start(c, ...AKODO_FIRST);
  return c;
}

const move = (x: number, as?: 'free' | 'simple'): Command => ({
  type: 'Move',
  data: { to: { x, y: 0 }, ...(as ? { as } : {}) },
});

describe("seed 000: 'Terrain can cause movement penalties.'", () => {
  it('the same Move is allowed in the open and refused into rough ground', () => {
    const open = field([]);
    send(open, move(15, 'free'));
    const rough = field([zone('moderate', 10, 100)]);
    expect(refused(rough, move(15, 'free'))).toBe('l5r4e/too-far');
  });

  it('the worst terrain along the path counts, even when both ends are in the open', () => {
    const c = field([zone('difficult', 5, 6)]);
    expect(refused(c, move(15, 'free'))).toBe('l5r4e/too-far');
    const [m] = send(c, move(5, 'free'));
    expect(m?.data).toMatchObject({ water: 1, terrain: 'difficult' });
    // Around the strip: open ground.
    const d = field([{ kind: 'difficult', x1: 5, y1: 1, x2: 6, y2: 50 }]);
    send(d, move(15, 'free'));
  });

  it('zones overlapping: the worse one counts', () => {
    const c = field([zone('moderate', -10, 100), zone('difficult', 3, 4)]);
    expect(refused(c, move(6, 'free'))).toBe('l5r4e/too-far'); // Difficult on the way: 5 ft
    send(c, move(5, 'free'));
  });
});

describe("seed 000: 'Moderate terrain (tall grass, foothills, sandy beaches, etc.) reduce your effective Water Ring by 1 (to a minimum of 1) for the purposes of movement.'", () => {
  it('Water 3 moves as Water 2: 10 ft Free, 20 ft Simple', () => {
    const c = field([zone('moderate', -10, 100)]);
    expect(refused(c, move(10.5, 'free'))).toBe('l5r4e/too-far');
    const [m] = send(c, move(10, 'free'));
    expect(m?.data).toMatchObject({ water: 2, terrain: 'moderate', feet: 10, allowance: 15 });
    expect(refused(c, move(30.5, 'simple'))).toBe('l5r4e/too-far');
    send(c, move(30, 'simple'));
    expect(dataOf(c.state, 'akodo').moved).toBe(45); // 30 ft at Water 2 count as 45 of the 60
  });

  it('to a minimum of 1: Water 1 stays 1', () => {
    const c = field([zone('moderate', -10, 100)], {
      traits: { reflexes: 3, agility: 3, strength: 1, perception: 3 },
    });
    const [m] = send(c, move(5, 'free'));
    expect(m?.data['water']).toBe(1);
  });
});

describe("seed 000: 'Difficult terrain (dense undergrowth, hip-deep water, mountainsides) reduces your effective Water Ring by 2 (to a minimum of 1), and the GM may assign penalties (usually -5 or -10) to physical Skill Rolls.'", () => {
  it('Water 3 moves as Water 1: 5 ft Free, 10 ft Simple', () => {
    const c = field([zone('difficult', -10, 100)]);
    expect(refused(c, move(5.5, 'free'))).toBe('l5r4e/too-far');
    send(c, move(5, 'free'));
    expect(refused(c, move(15.5, 'simple'))).toBe('l5r4e/too-far');
    send(c, move(15, 'simple'));
  });

  it('to a minimum of 1: Water 2 moves as Water 1, not 0', () => {
    const c = combat([akodo(), bayushi({ position: { x: 200, y: 0 } })], {
      terrain: [zone('difficult', -10, 100)],
    });
    start(c, ...AKODO_FIRST);
    const [m] = send(c, move(5, 'free'));
    expect(m?.data['water']).toBe(1);
  });

  it("the Round's maximum is counted at the effective Water: 20 ft a Round in Difficult terrain at Water 3", () => {
    const c = field([zone('difficult', -10, 100)]);
    send(c, move(10, 'simple'));
    send(c, move(20, 'simple'));
    expect(dataOf(c.state, 'akodo').moved).toBe(60);
    expect(refused(c, move(25, 'free'))).toBe('l5r4e/round-limit');
  });

  it('option difficultTerrainPenalty: −5 or −10 to physical Skill Rolls in Difficult terrain (default 0)', () => {
    const blinded = (options: Entry, terrain: readonly Zone[]): Combat => {
      const c = combat(
        [akodo({ ...WATER_3, skills: { athletics: 1 } }), bayushi({ position: { x: 200, y: 0 } })],
        { terrain, ...options },
      );
      send(c, {
        type: 'AddCondition',
        data: { id: 'akodo', condition: { id: 'blinded', name: 'blinded' } },
      });
      start(c, ...AKODO_FIRST);
      return c;
    };
    const roll = (c: Combat, x: number): string => {
      const events = send(c, { ...move(x, 'simple'), meta: { faces: [9, 9, 9, 1] } });
      return (ofType(events, 'BlindMoveRolled')[0]?.data['roll'] as Rolled).expression;
    };
    // The Blinded Simple Move's Athletics/Agility roll, made where the character stands.
    expect(roll(blinded({ difficultTerrainPenalty: 10 }, [zone('difficult', -10, 100)]), 5)).toBe(
      '4k3-10',
    );
    expect(roll(blinded({ difficultTerrainPenalty: 5 }, [zone('difficult', -10, 100)]), 5)).toBe(
      '4k3-5',
    );
    expect(roll(blinded({}, [zone('difficult', -10, 100)]), 5)).toBe('4k3');
    expect(roll(blinded({ difficultTerrainPenalty: 10 }, [zone('moderate', -10, 100)]), 5)).toBe(
      '4k3',
    );
    const made = createCombat(l5r4e, {
      ruleSet: 'l5r4e',
      options: { difficultTerrainPenalty: 7 },
      combatants: [akodo(), bayushi()],
    });
    expect(made.ok).toBe(false);
  });
});

describe('reference §3.2: Athletics Mastery and terrain', () => {
  it('Athletics 3: Moderate terrain costs nothing, Difficult counts Water 1 lower', () => {
    const c = field([zone('moderate', -10, 100)], { skills: { athletics: 3 } });
    send(c, move(15, 'free'));
    const d = field([zone('difficult', -10, 100)], { skills: { athletics: 3 } });
    const [m] = send(d, move(10, 'free'));
    expect(m?.data['water']).toBe(2);
  });

  it('Athletics 5: no terrain penalties; Athletics 7: +5 ft on one Move per Round', () => {
    const c = field([zone('difficult', -10, 100)], { skills: { athletics: 5 } });
    send(c, move(15, 'free'));
    const d = field([], { skills: { athletics: 7 } });
    const [m] = send(d, move(20, 'free'));
    expect(m?.data['bonus']).toEqual(['athleticsMove']);
    expect(refused(d, move(55, 'simple'))).toBe('l5r4e/too-far');
  });
});

describe('the menu offers Moves that respect terrain', () => {
  const labels = (c: Combat): string[] =>
    l5r4e
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'Move')
      .map((o) => o.label);

  it('through Difficult terrain: 5×1 and 10×1 ft', () => {
    const c = field([zone('difficult', -10, 100)]);
    expect(labels(c)).toEqual([
      'Move 5 ft towards Bayushi (Free, difficult terrain)',
      'Move 10 ft towards Bayushi (Simple, difficult terrain)',
    ]);
  });

  it('stopping short of rough ground when that goes farther', () => {
    // Moderate from 12 ft: 15 ft into it would be Water 2 (10 ft): stop at 10 ft in the open.
    const c = field([zone('moderate', 12, 100)]);
    expect(labels(c)[0]).toBe('Move 10 ft towards Bayushi (Free)');
    const o = l5r4e.legalActions(c.state, 'akodo').find((x) => x.command.type === 'Move');
    if (!o) throw new Error('no Move offered');
    send(c, o.command);
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 10, y: 0 });
  });
});

describe('the option terrain', () => {
  it('malformed zones are reported by terrainIssues, and the encounter is refused at load', () => {
    expect(terrainIssues([zone('moderate', 0, 10)])).toEqual([]);
    expect(terrainIssues(undefined)).toEqual([]);
    expect(terrainIssues('grass')).toEqual([
      {
        path: 'options.terrain',
        message: 'a list of { kind: moderate | difficult, x1, y1, x2, y2 } in feet',
      },
    ]);
    expect(
      terrainIssues([
        { kind: 'swamp', x1: 0, y1: 0, x2: 1, y2: 1 },
        { kind: 'difficult', x1: 0, y1: 'a', x2: 1, y2: 1, colour: 'green' },
        7,
      ]).map((i) => i.path),
    ).toEqual([
      'options.terrain[0].kind',
      'options.terrain[1].y1',
      'options.terrain[1].colour',
      'options.terrain[2]',
    ]);
    // The encounter is refused at load with those paths (the option's check).
    expect(() =>
      field([{ kind: 'swamp', x1: -10, y1: -10, x2: 100, y2: 10 } as unknown as Zone]),
    ).toThrow(/options\.terrain\[0\]\.kind/);
  });

  it('a path touching a zone crosses it; one passing by does not', () => {
    const z = zone('difficult', 10, 20);
    expect(crosses(z, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(true);
    expect(crosses(z, { x: 0, y: 0 }, { x: 9.9, y: 0 })).toBe(false);
    expect(crosses(z, { x: 15, y: 0 }, { x: 15, y: 0 })).toBe(true); // standing inside
    expect(crosses(z, { x: 0, y: 60 }, { x: 30, y: 60 })).toBe(false);
    expect(crosses(z, { x: 0, y: 60 }, { x: 30, y: -60 })).toBe(true); // diagonal through it
    expect(crosses(z, { x: 30, y: 0 }, { x: 0, y: 0 })).toBe(true); // either direction
    const c = field([z, zone('moderate', 30, 40)]);
    expect(terrainAlong(c.state, { x: 0, y: 0 }, { x: 35, y: 0 })).toBe('difficult');
    expect(terrainAlong(c.state, { x: 25, y: 0 }, { x: 35, y: 0 })).toBe('moderate');
    expect(terrainAlong(c.state, { x: 21, y: 0 }, { x: 29, y: 0 })).toBe('normal');
  });

  it("malformed zones in a state's options are ignored, each kind of fault alone (terrain.ts zonesOf: 'malformed entries are ignored: see terrainIssues')", () => {
    const c = field([]);
    const all = { x1: 0, y1: 0, x2: 10, y2: 10 };
    const at = (entry: unknown): string => {
      const state = { ...c.state, options: { ...c.state.options, terrain: [entry] } };
      return terrainAt(state, { x: 5, y: 5 });
    };
    // The well-formed control, then one fault at a time.
    expect(at({ kind: 'difficult', ...all })).toBe('difficult');
    expect(at({ kind: 'moderate', ...all })).toBe('moderate');
    expect(at(null)).toBe('normal');
    expect(at(7)).toBe('normal');
    expect(at('difficult')).toBe('normal');
    expect(at({ kind: 'swamp', ...all })).toBe('normal');
    expect(at({ ...all })).toBe('normal');
    for (const k of ['x1', 'y1', 'x2', 'y2'])
      for (const bad of ['0', Infinity, NaN, undefined])
        expect(at({ kind: 'difficult', ...all, [k]: bad }), `${k}: ${String(bad)}`).toBe('normal');
  });

  it("a path along a zone's edge, ending on it, or touching only its corner crosses it (seed 000: 'Terrain can cause movement penalties'; README: start and end included)", () => {
    const z: Zone = { kind: 'difficult', x1: 10, y1: 10, x2: 20, y2: 20 };
    // Along each edge (parallel to it, on it): in; a hair outside: out.
    expect(crosses(z, { x: 0, y: 20 }, { x: 30, y: 20 })).toBe(true);
    expect(crosses(z, { x: 0, y: 10 }, { x: 30, y: 10 })).toBe(true);
    expect(crosses(z, { x: 10, y: 0 }, { x: 10, y: 30 })).toBe(true);
    expect(crosses(z, { x: 20, y: 30 }, { x: 20, y: 0 })).toBe(true);
    expect(crosses(z, { x: 0, y: 20.1 }, { x: 30, y: 20.1 })).toBe(false);
    expect(crosses(z, { x: 9.9, y: 0 }, { x: 9.9, y: 30 })).toBe(false);
    // Ending on an edge from each side, and starting on one going away.
    expect(crosses(z, { x: 30, y: 15 }, { x: 20, y: 15 })).toBe(true);
    expect(crosses(z, { x: 15, y: 0 }, { x: 15, y: 10 })).toBe(true);
    expect(crosses(z, { x: 15, y: 30 }, { x: 15, y: 20 })).toBe(true);
    expect(crosses(z, { x: 10, y: 15 }, { x: 0, y: 15 })).toBe(true);
    expect(crosses(z, { x: 15, y: 0 }, { x: 15, y: 9.9 })).toBe(false);
    expect(crosses(z, { x: 15, y: 30 }, { x: 15, y: 20.1 })).toBe(false);
    // A diagonal touching the corner (20, 20) only, and one passing just beyond it.
    expect(crosses(z, { x: 30, y: 10 }, { x: 10, y: 30 })).toBe(true);
    expect(crosses(z, { x: 30, y: 10.2 }, { x: 10.2, y: 30 })).toBe(false);
    expect(crosses(z, { x: 0, y: 20 }, { x: 10, y: 10 })).toBe(true);
    // Inside to outside, and a point path on a corner.
    expect(crosses(z, { x: 15, y: 15 }, { x: 40, y: 40 })).toBe(true);
    expect(crosses(z, { x: 20, y: 10 }, { x: 20, y: 10 })).toBe(true);
    expect(crosses(z, { x: 21, y: 10 }, { x: 21, y: 10 })).toBe(false);
  });
});

describe("seed 000: 'Terrain can cause movement penalties' — a zone's edges are in it", () => {
  it('a point on any edge or corner of a zone is in that zone; just outside is not; the worse of overlapping zones counts', () => {
    const c = combat([akodo(), bayushi()], {
      terrain: [
        { kind: 'moderate', x1: 20, y1: 10, x2: 10, y2: 20 },
        { kind: 'difficult', x1: 30, y1: 30, x2: 40, y2: 40 },
        { kind: 'moderate', x1: 35, y1: 35, x2: 45, y2: 45 },
      ],
    });
    const at = (x: number, y: number) => terrainAt(c.state, { x, y });
    for (const [x, y] of [
      [10, 15],
      [20, 15],
      [15, 10],
      [15, 20],
      [10, 10],
      [20, 20],
    ] as const)
      expect(at(x, y), `${x},${y}`).toBe('moderate');
    for (const [x, y] of [
      [9.5, 15],
      [20.5, 15],
      [15, 9.5],
      [15, 20.5],
    ] as const)
      expect(at(x, y), `${x},${y}`).toBe('normal');
    expect(at(37, 37)).toBe('difficult');
    expect(at(44, 44)).toBe('moderate');
  });
});
