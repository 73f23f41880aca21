import { describe, expect, it } from 'vitest';
import type { GameEvent, Position } from '../../../engine/index.js';
import { areaSchema } from '../sheet.js';
import { describeAbility } from './describe.js';
import { elanMoxie } from '../index.js';
import { inArea } from '../ranges/shapes.js';
import { dataOf } from '../state.js';
import { goblin, kara, karaFirst, of, ogre, refusal, send, use } from '../test-kit.js';

/**
 * Kara at (0, 0) with area abilities. glare: a 6 m cone, no roll; beam: a 10 m line (no width
 * listed: 2 m), no roll; wide beam: an 8 m line 4 m wide; fire cone: a 6 m cone, a Moxie-based
 * attack (1d20+3; the Ogre's defense 11, soak 1d20+1 against fire; the Goblin's defense 8, soak 1d20).
 */
const dazzled = [{ name: 'dazzled', rounds: 1, modifiers: { accuracy: -2 } }];
const abilities = [
  { name: 'glare', range: 'melee', area: { shape: 'cone', length: 6 }, effects: dazzled },
  { name: 'beam', range: 'short', area: { shape: 'line', length: 10 }, effects: dazzled },
  {
    name: 'wide beam',
    range: 'melee',
    area: { shape: 'line', length: 8, width: 4 },
    effects: dazzled,
  },
  {
    name: 'fire cone',
    range: 'melee',
    area: { shape: 'cone', length: 6 },
    attack: 'moxie',
    damage: 3,
    damageType: 'fire',
  },
  {
    name: 'rally',
    action: 'free',
    range: 'melee',
    area: { shape: 'cone', length: 5 },
    affects: 'friends',
    effects: [{ name: 'rallied', rounds: 1, modifiers: { accuracy: 1 } }],
  },
];
const mage = { ...kara, abilities };
const squire = { ...goblin, id: 'squire', name: 'Squire', side: 'heroes' };

/** Whom `ability` aimed at `at` catches with the Ogre standing at `p` (or the refusal code). */
function caught(ability: string, at: Position, p: Position): string[] | string {
  const c = karaFirst([mage, { ...ogre, position: p }, { ...goblin, position: { x: 0, y: -30 } }]);
  const r = c.send(use({ ability, at }));
  if (!r.ok) return r.error.code;
  return r.value[0]?.data['targets'] as string[];
}

describe("seed 001: 'In addition, some abilities are listed with the following areas:'", () => {
  it('seed 001: \'Cone: A cone has its "tip" centered at the character using the ability, and is as long at any point as it is wide.\'', () => {
    const aim = { x: 6, y: 0 };
    const inside = (x: number, y: number) => caught('glare', aim, { x, y });
    // As wide as it is long at every point: d m from the tip it is d m wide (d/2 each side).
    for (const d of [1, 2, 4, 6]) {
      expect(inside(d, d / 2), `on the edge at ${d} m`).toEqual(['ogre']);
      expect(inside(d, -d / 2), `the other edge at ${d} m`).toEqual(['ogre']);
      expect(inside(d, d / 2 + 0.01), `just outside at ${d} m`).toBe('elan-moxie/no-one-in-area');
    }
    // Its length: 6 m along the axis, no further.
    expect(inside(6.01, 0)).toBe('elan-moxie/no-one-in-area');
    // The tip is at the user: nothing behind him, nor beside him.
    expect(inside(-1, 0)).toBe('elan-moxie/no-one-in-area');
    expect(inside(-0.01, 0)).toBe('elan-moxie/no-one-in-area');
    expect(inside(0, 1)).toBe('elan-moxie/no-one-in-area');
    // Any direction: aimed at (3, 4), 4 m along and 2 m off the axis is on the edge.
    const u = { x: 0.6, y: 0.8 };
    const n = { x: -0.8, y: 0.6 };
    const at = (along: number, off: number) => ({
      x: along * u.x + off * n.x,
      y: along * u.y + off * n.y,
    });
    expect(caught('glare', { x: 3, y: 4 }, at(4, 2))).toEqual(['ogre']);
    expect(caught('glare', { x: 3, y: 4 }, at(4, 2.01))).toBe('elan-moxie/no-one-in-area');
    // The geometry itself (ranges/shapes.ts), the user excluded.
    const cone = areaSchema.parse({ shape: 'cone', length: 6 });
    expect(inArea(cone, { x: 0, y: 0 }, aim, { x: 0, y: 0 })).toBe(false);
    expect(inArea(cone, { x: 0, y: 0 }, aim, { x: 3, y: 1.5 })).toBe(true);
  });

  it("seed 001: 'Line: A line is a straight area with a set width (assume 2m if none is listed) and length.'", () => {
    const aim = { x: 10, y: 0 };
    const inside = (x: number, y: number) => caught('beam', aim, { x, y });
    // No width listed: 2 m, 1 m each side, the same all along.
    expect(inside(5, 1)).toEqual(['ogre']);
    expect(inside(5, -1)).toEqual(['ogre']);
    expect(inside(0.01, 0.99)).toEqual(['ogre']); // wide from the start, unlike a cone
    expect(inside(5, 1.01)).toBe('elan-moxie/no-one-in-area');
    // Its length: 10 m.
    expect(inside(10, 0)).toEqual(['ogre']);
    expect(inside(10, 1)).toEqual(['ogre']);
    expect(inside(10.01, 0)).toBe('elan-moxie/no-one-in-area');
    // It starts at the user: nothing behind.
    expect(inside(-0.5, 0)).toBe('elan-moxie/no-one-in-area');
    // A listed width: 4 m.
    expect(caught('wide beam', { x: 8, y: 0 }, { x: 5, y: 2 })).toEqual(['ogre']);
    expect(caught('wide beam', { x: 8, y: 0 }, { x: 5, y: 2.01 })).toBe(
      'elan-moxie/no-one-in-area',
    );
    expect(areaSchema.parse({ shape: 'line', length: 10 })).toEqual({
      shape: 'line',
      length: 10,
      width: 2,
    });
  });
});

describe('areas: targets found from positions', () => {
  it("seed 001: 'In addition, some abilities are listed with the following areas:' — targets found from positions: everyone inside, friends too (affects defaults to all), nearest first; each attacked in turn, cover counting", () => {
    const c = karaFirst([
      mage,
      ogre, // (2, 0): 2 m
      { ...goblin, position: { x: 4, y: 1 } }, // 4.1 m
      { ...squire, position: { x: 3, y: 0.5 } }, // 3.04 m
    ]);
    // Each one rolled (option areaAttackRoll 'each'): the Ogre: 1d20+3 = 10 vs 11, a miss. The
    // Squire: 10 vs 10 (8 + 2 cover: the Ogre stands between), a hit; soak 1d20 = 5 vs 3 + 1 = 4:
    // soaked. The Goblin (cover too): 23 vs 10, +6; damage 10 vs soak 1: 9 short, 5 wounds.
    const events = send(c, use({ ability: 'fire cone', target: 'goblin' }, [7, 7, 5, 20, 1]));
    expect(events.map((e) => e.type)).toEqual(['AbilityUsed', 'Attacked', 'Attacked', 'Attacked']);
    expect(events[0]?.data).toEqual({
      actor: 'kara',
      ability: 'fire cone',
      action: 'attack',
      channeled: false,
      targets: ['ogre', 'squire', 'goblin'],
      at: { x: 4, y: 1 },
    });
    expect(events.slice(1).map((e) => [e.data['target'], e.data['result']])).toEqual([
      ['ogre', 'miss'],
      ['squire', 'soaked'],
      ['goblin', 'wounded'],
    ]);
    expect(events[2]?.data).toMatchObject({ defense: 10, cover: 2, damage: 4 });
    expect(events[3]?.data).toMatchObject({
      defense: 10,
      cover: 2,
      damage: 10,
      wounds: 5,
      uses: 'ability',
    });
    expect(dataOf(of(c.state, 'kara')).attacks).toBe(1);
  });

  it("option areaAttackRoll 'once': one hit roll compared with every creature's defense, a soak roll each", () => {
    // The Goblin at (4, −1.8) is inside the cone, and the Ogre is not between (no cover).
    const far = { ...goblin, position: { x: 4, y: -1.8 } };
    const c = karaFirst([mage, ogre, far], { areaAttackRoll: 'once' });
    // 1d20+3 = 15: vs 11 (+2 extra), vs 8 (+3); soaks 1d20+1 = 4 vs 6 (1 wound), 1d20 = 4 vs 7 (2).
    const events = send(c, use({ ability: 'fire cone', at: { x: 6, y: 0 } }, [12, 3, 4]));
    const attacked = events.filter((e) => e.type === 'Attacked').map((e) => e.data);
    expect(attacked).toMatchObject([
      { target: 'ogre', roll: { total: 15 }, defense: 11, extraDamage: 2, damage: 6, wounds: 1 },
      { target: 'goblin', roll: { total: 15 }, defense: 8, extraDamage: 3, damage: 7, wounds: 2 },
    ]);
    // One roll: a miss against one, a hit against another.
    const d = karaFirst([mage, ogre, far], { areaAttackRoll: 'once' });
    const split = send(d, use({ ability: 'fire cone', at: { x: 6, y: 0 } }, [7, 5]));
    expect(split.filter((e) => e.type === 'Attacked').map((e) => e.data['result'])).toEqual([
      'miss',
      'soaked',
    ]);
  });

  it('affects: friends only (or foes only) leaves the others out', () => {
    const c = karaFirst([mage, ogre, { ...squire, position: { x: 3, y: -1 } }]);
    const events = send(c, use({ ability: 'rally', at: { x: 4, y: 0 } }));
    expect(events[0]?.data['targets']).toEqual(['squire']);
    expect(events.map((e) => e.type)).toEqual(['AbilityUsed', 'ConditionAdded']);
  });

  it("seed 001 (issue 5, bad input): 'a target ... outside an area: refused with a coded violation that names the rule'", () => {
    const c = karaFirst([mage, ogre, { ...goblin, position: { x: 4, y: 3 } }, squire]);
    const r = c.send(use({ ability: 'glare', at: { x: 6, y: 0 }, targets: ['ogre', 'goblin'] }));
    expect(!r.ok && r.error.code).toBe('elan-moxie/outside-area');
    expect(!r.ok && r.error.message).toMatch(
      /^Goblin is outside the cone of glare .*inside are Ogre/,
    );
    expect(refusal(c, use({ ability: 'glare', at: { x: 6, y: 0 }, targets: ['goblin'] }))).toBe(
      'elan-moxie/outside-area',
    );
    expect(refusal(c, use({ ability: 'glare', at: { x: 6, y: 0 }, targets: ['troll'] }))).toBe(
      'elan-moxie/no-such-target',
    );
    expect(refusal(c, use({ ability: 'glare', at: { x: 6, y: 0 }, targets: [] }))).toBe(
      'elan-moxie/bad-targets',
    );
    expect(refusal(c, use({ ability: 'rally', at: { x: 5, y: 0 }, targets: ['ogre'] }))).toBe(
      'elan-moxie/wrong-target',
    );
    // Listed and inside: accepted, and the area still takes everyone inside (the list is a check).
    send(c, { type: 'MoveToken', data: { id: 'goblin', to: { x: 4, y: 1 } } });
    const events = send(c, use({ ability: 'glare', at: { x: 6, y: 0 }, targets: ['goblin'] }));
    expect(events[0]?.data['targets']).toEqual(['ogre', 'goblin']);
  });

  it('an area with no one inside is refused (nothing spent), so that a miss-click costs nothing', () => {
    const c = karaFirst([mage, ogre, goblin]);
    expect(refusal(c, use({ ability: 'glare', at: { x: 0, y: 6 } }))).toBe(
      'elan-moxie/no-one-in-area',
    );
    expect(dataOf(of(c.state, 'kara')).attacks).toBe(0);
  });

  it('the aim: at { x, y } or a creature, within the range or the length of the area (the area starts at the user)', () => {
    const c = karaFirst([mage, { ...ogre, position: { x: 15, y: 0 } }, goblin]);
    // beam: short range (20 m), 10 m long. Aimed at the Ogre 15 m away: the line stops at 10 m.
    expect(refusal(c, use({ ability: 'beam', target: 'ogre' }))).toBe('elan-moxie/no-one-in-area');
    expect(refusal(c, use({ ability: 'beam', at: { x: 20.5, y: 0 } }))).toBe(
      'elan-moxie/out-of-range',
    );
    // glare: melee range, 6 m long: aimed up to 6 m away.
    expect(refusal(c, use({ ability: 'glare', at: { x: 6.1, y: 0 } }))).toBe(
      'elan-moxie/out-of-range',
    );
    expect(refusal(c, use({ ability: 'glare' }))).toBe('elan-moxie/bad-position');
    expect(refusal(c, use({ ability: 'glare', at: { x: 0, y: 0 } }))).toBe(
      'elan-moxie/bad-position',
    );
    expect(refusal(c, use({ ability: 'glare', at: { x: 1, y: 0 }, target: 'ogre' }))).toBe(
      'elan-moxie/bad-position',
    );
    send(c, { type: 'MoveToken', data: { id: 'ogre', to: { x: 9, y: 0 } } });
    expect(send(c, use({ ability: 'beam', target: 'ogre' }))[0]?.data['targets']).toEqual(['ogre']);
  });

  it('menu, odds and log: areas aimed at each foe (the same catch once), labelled with who is inside, friends too; odds against the nearest', () => {
    const imp = { ...goblin, id: 'imp', name: 'Imp', position: { x: 1, y: 4 } };
    const c = karaFirst([
      mage,
      ogre,
      { ...goblin, position: { x: 4, y: 1 } },
      { ...squire, position: { x: 0, y: 3 } },
      imp,
    ]);
    const labels = elanMoxie
      .legalActions(c.state, 'kara')
      .filter((o) => o.command.type === 'UseAbility')
      .map((o) => o.label);
    expect(labels).toEqual([
      'glare at Ogre (cone: Ogre, Goblin)',
      'glare at Imp (cone: Squire, Imp)',
      'beam at Ogre (line: Ogre, Goblin)',
      'beam at Imp (line: Squire, Imp)',
      'wide beam at Ogre (line: Ogre, Goblin)',
      'wide beam at Imp (line: Ogre, Squire, Imp)',
      'fire cone at Ogre (cone: Ogre, Goblin)',
      'fire cone at Imp (cone: Squire, Imp)',
      'rally at Squire (cone: Squire)',
    ]);
    const odds = elanMoxie.odds?.(c.state, use({ ability: 'fire cone', target: 'ogre' }));
    expect(odds?.hit).toBeCloseTo(13 / 20, 12); // 1d20+3 vs the Ogre's 11
    expect(odds?.note).toMatch(
      /^against Ogre, the nearest of Ogre, Goblin \(a hit roll for each\)/,
    );
    const events = send(c, use({ ability: 'glare', target: 'ogre' }));
    const line = (e: GameEvent) => describeAbility(e, c.state);
    expect(line(events[0] as GameEvent)).toBe(
      'Kara uses glare (attack action): cone 6 m towards (2.0, 0.0) — Ogre, Goblin',
    );
  });
});
