// @ts-check
/** The character sheet (README sentence 1), checked by setup. */
import { describe, expect, it } from 'vitest';
import { twoSixes } from './index.js';
import { fighter } from './test-kit.js';

describe('sentence 1: "Hit Points (1–99), Skill (0–6), Armor (0–6), Speed (1–6) and one weapon whose damage is a dice expression"', () => {
  const setup = (/** @type {Record<string, unknown>} */ over) => {
    const { id: _id, side: _side, ...sheet } = fighter('x', 'a', over);
    return twoSixes.setup(sheet, {});
  };

  it('a full sheet starts at full Hit Points', () => {
    expect(setup({})).toMatchObject({ ok: true, value: { data: { hp: 10, acted: false } } });
  });

  it.each([
    [{ hp: 0 }, 'hp'],
    [{ skill: 7 }, 'skill'],
    [{ armor: -1 }, 'armor'],
    [{ speed: 1.5 }, 'speed'],
    [{ weapon: { name: 'axe', damage: '1d' } }, 'weapon.damage'],
    [{ weapon: 'axe' }, 'weapon'],
    [{ luck: 3 }, 'luck'],
  ])('refuses %j at %s', (over, path) => {
    const r = setup(over);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((i) => i.path)).toContain(path);
  });
});
