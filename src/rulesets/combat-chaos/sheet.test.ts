import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { combatChaos, sheetSchema } from './index.js';

const minimal = {
  defense: 14,
  health: 11,
  weapons: [{ name: 'greataxe', hitBonus: 5, damage: '1d12+3' }],
};

const setup = (sheet: unknown) => combatChaos.setup(sheet, {});

describe('the sheet (setup)', () => {
  it('fills the documented defaults: soak 0, speed 30 ft, reach 5 ft, skills 0, unarmed 1d4', () => {
    const r = setup(minimal);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sheet).toMatchObject({
      soak: 0,
      speed: 30,
      might: 0,
      unarmedDie: '1d4',
      alertness: 0,
      skills: { athletics: 0, acrobatics: 0, stealth: 0, spellcraft: 0 },
      level: 1,
      extraAttack: false,
      initiativeBonus: 0,
      weapons: [{ name: 'greataxe', hitBonus: 5, damage: '1d12+3', reach: 5, keywords: [] }],
      spells: [],
      save: 0,
      reactions: 'ask',
    });
    // Data: the health pool starts full; nothing to spend before the first turn but a reaction.
    expect(r.value.data).toEqual({
      health: 11,
      budget: { move: 0, action: 0, bonus: 0, reaction: 1, attacks: 0 },
      surprised: false,
      cond: {
        prone: false,
        dropped: [],
        grappledBy: null,
        bracing: false,
        constrictRound: 0,
        charge: null,
      },
    });
  });

  it('names the path of every bad field', () => {
    const r = setup({
      defense: 'high',
      health: 0,
      extra: 1,
      weapons: [{ name: '', hitBonus: 1.5, damage: '1d8' }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.error.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['defense', 'health', 'weapons[0].name', 'weapons[0].hitBonus', '']),
    );
    expect(r.error.find((i) => i.path === '')?.message).toMatch(/extra/);
  });

  it('checks dice notation, unique weapon names and the range of missile weapons', () => {
    const r = setup({
      ...minimal,
      unarmedDie: 'd',
      weapons: [
        { name: 'bow', hitBonus: 3, damage: '1d8+', keywords: ['missile'] },
        { name: 'bow', hitBonus: 3, damage: '1d6' },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => i.path).sort()).toEqual(
      ['unarmedDie', 'weapons[0].damage', 'weapons[0].range', 'weapons[1].name'].sort(),
    );
  });

  it('sheetSchema converts to JSON Schema (the encounter loader needs it)', () => {
    const schema = z.toJSONSchema(sheetSchema, { io: 'input' }) as {
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.required.sort()).toEqual(['defense', 'health', 'weapons']);
    expect(schema.additionalProperties).toBe(false);
    expect(() => z.toJSONSchema(sheetSchema)).not.toThrow();
  });
});
