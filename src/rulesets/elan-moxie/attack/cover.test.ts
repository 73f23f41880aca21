import { describe, expect, it } from 'vitest';
import { elanMoxie } from '../index.js';
import { coverOf } from './modifiers.js';
import { goblin, kara, karaFirst, ogre, send } from '../test-kit.js';

/** The Ogre 10 m east of Kara, who shoots her longbow (defense 13 without cover: 8 + 3 + Agility 2). */
const farOgre = { ...ogre, position: { x: 10, y: 0 } };
const bow = { target: 'ogre', weapon: 'longbow' };

/** The defense Kara's bow shot meets (a scripted miss: the roll of 1 never hits). */
function defenseAgainst(
  entries: readonly Record<string, unknown>[],
  options: Record<string, unknown> = {},
  prepare?: (c: ReturnType<typeof karaFirst>) => void,
) {
  const c = karaFirst(entries, options);
  prepare?.(c);
  const events = send(c, { type: 'Attack', data: bow, meta: { faces: [1] } });
  const d = events.find((e) => e.type === 'Attacked')?.data;
  return { defense: d?.['defense'], cover: d?.['cover'] };
}

describe('seed 001: cover', () => {
  it("seed 001: 'A character can use his surroundings to help protect himself from attacks': no cover in the open", () => {
    expect(defenseAgainst([kara, farOgre])).toEqual({ defense: 13, cover: undefined });
  });

  it("seed 001: 'A character hiding behind an object such as a tree, corner, or window gains a +2 bonus to defense from cover' (an obstacle across the line of the attack)", () => {
    const tree = { name: 'oak', x: 6, y: 0.5, radius: 1 };
    expect(defenseAgainst([kara, farOgre], { obstacles: [tree] })).toEqual({
      defense: 15,
      cover: 2,
    });
    const wall = { name: 'window sill', from: { x: 8, y: -3 }, to: { x: 8, y: 3 } };
    expect(defenseAgainst([kara, farOgre], { obstacles: [wall] }).defense).toBe(15);
    // An obstacle beside the line gives nothing.
    const aside = { name: 'oak', x: 6, y: 3, radius: 1 };
    expect(defenseAgainst([kara, farOgre], { obstacles: [aside] }).defense).toBe(13);
    const short = { name: 'corner', from: { x: 8, y: 1 }, to: { x: 8, y: 3 } };
    expect(defenseAgainst([kara, farOgre], { obstacles: [short] }).defense).toBe(13);
  });

  it("seed 001: '... hiding behind an object ...': the GM's condition `cover` (AddCondition) gives the same +2", () => {
    const r = defenseAgainst([kara, farOgre], {}, (c) =>
      send(c, {
        type: 'AddCondition',
        data: { id: 'ogre', condition: { id: 'behind-the-cart', name: 'cover' } },
      }),
    );
    expect(r).toEqual({ defense: 15, cover: 2 });
  });

  it("seed 001: '... hiding behind an object ...': a condition of another name is no cover", () => {
    const r = defenseAgainst([kara, farOgre], {}, (c) =>
      send(c, {
        type: 'AddCondition',
        data: { id: 'ogre', condition: { id: 'hiding', name: 'hidden' } },
      }),
    );
    expect(r).toEqual({ defense: 13, cover: undefined });
  });

  it("seed 001: 'Characters who have other creatures between them and their attacker also gain a +2 bonus to cover' (found from positions)", () => {
    const between = { ...goblin, position: { x: 5, y: 0.5 } };
    expect(defenseAgainst([kara, farOgre, between])).toEqual({ defense: 15, cover: 2 });
    // Any creature, friend or foe of either side: a second warrior of Kara's side in the way.
    const friend = { ...goblin, id: 'ally', side: 'heroes', position: { x: 4, y: -0.6 } };
    expect(defenseAgainst([kara, farOgre, friend]).defense).toBe(15);
    // Off the line (beyond the option creatureRadius, 0.75 m) or behind the target: no cover.
    expect(defenseAgainst([kara, farOgre, { ...goblin, position: { x: 5, y: 1 } }]).defense).toBe(
      13,
    );
    expect(defenseAgainst([kara, farOgre, { ...goblin, position: { x: 12, y: 0 } }]).defense).toBe(
      13,
    );
    // A wider creatureRadius counts it.
    expect(
      defenseAgainst([kara, farOgre, { ...goblin, position: { x: 5, y: 1 } }], {
        creatureRadius: 1,
      }).defense,
    ).toBe(15);
  });

  it("seed 001: '... other creatures between them ...': the fallen (collapsed) shield no one", () => {
    const fallen = { ...goblin, position: { x: 5, y: 0 }, wounds: 15 };
    expect(defenseAgainst([kara, farOgre, fallen]).defense).toBe(13);
  });

  it("seed 001: 'A character in melee with another creature does NOT have cover from that creature'", () => {
    // Kara 2 m from the Ogre (melee range): the goblin between them and the tree give nothing.
    const near = { ...ogre, position: { x: 2, y: 0 } };
    const between = { ...goblin, position: { x: 1, y: 0 } };
    const tree = { name: 'sapling', x: 1, y: 0.2, radius: 0.3 };
    expect(defenseAgainst([kara, near, between], { obstacles: [tree] })).toEqual({
      defense: 13,
      cover: undefined,
    });
  });

  it('cover from an object and from creatures: +2 in all by default; option coverStacks adds them (+4)', () => {
    const tree = { name: 'oak', x: 6, y: 0.5, radius: 1 };
    const between = { ...goblin, position: { x: 3, y: 0 } };
    expect(defenseAgainst([kara, farOgre, between], { obstacles: [tree] }).defense).toBe(15);
    expect(
      defenseAgainst([kara, farOgre, between], { obstacles: [tree], coverStacks: true }),
    ).toEqual({ defense: 17, cover: 4 });
  });

  it('option coverStacks adds only what there is: an object alone or creatures alone is still +2', () => {
    const tree = { name: 'oak', x: 6, y: 0.5, radius: 1 };
    const between = { ...goblin, position: { x: 3, y: 0 } };
    expect(defenseAgainst([kara, farOgre], { obstacles: [tree], coverStacks: true })).toEqual({
      defense: 15,
      cover: 2,
    });
    expect(defenseAgainst([kara, farOgre, between], { coverStacks: true })).toEqual({
      defense: 15,
      cover: 2,
    });
  });

  it("seed 001: cover 'from an object' and 'other creatures between': coverOf names what gives it", () => {
    const tree = { name: 'oak', x: 6, y: 0.5, radius: 1 };
    const between = { ...goblin, position: { x: 3, y: 0 } };
    const from = (entries: readonly Record<string, unknown>[], options = {}) => {
      const c = karaFirst(entries, options);
      const s = c.state;
      const [k, o] = [s.combatants['kara'], s.combatants['ogre']];
      if (!k || !o) throw new Error('no kara or ogre');
      return coverOf(s, k, o);
    };
    expect(from([kara, farOgre], { obstacles: [tree] })).toEqual({ bonus: 2, from: ['object'] });
    expect(from([kara, farOgre, between])).toEqual({ bonus: 2, from: ['creatures'] });
    expect(from([kara, farOgre, between], { obstacles: [tree] })).toEqual({
      bonus: 2,
      from: ['object', 'creatures'],
    });
    expect(from([kara, farOgre])).toEqual({ bonus: 0, from: [] });
  });

  it('the odds include cover: legalActions shows the lower chance to hit behind the goblin', () => {
    const open = karaFirst([kara, farOgre]);
    const shielded = karaFirst([kara, farOgre, { ...goblin, position: { x: 5, y: 0 } }]);
    const hit = (c: ReturnType<typeof karaFirst>) =>
      elanMoxie
        .legalActions(c.state, 'kara')
        .find(
          (o) =>
            o.command.type === 'Attack' &&
            o.command.data?.['weapon'] === 'longbow' &&
            o.command.data['target'] === 'ogre',
        )?.odds?.hit;
    expect(hit(open)).toBeCloseTo(0.7, 10); // 1d20+6 ≥ 13
    expect(hit(shielded)).toBeCloseTo(0.6, 10); // 1d20+6 ≥ 15
  });

  it('malformed obstacles are refused when the combat is made, with their paths', () => {
    expect(() => karaFirst([kara, farOgre], { obstacles: [{ name: 'oak', x: 1, y: 2 }] })).toThrow(
      /options\.obstacles\[0\]/,
    );
    expect(() => karaFirst([kara, farOgre], { creatureRadius: 0 })).toThrow(/creatureRadius/);
  });
});
