import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { l5r4e, sheetSchema, type Sheet } from './index.js';
import { insightRankOf } from './setup.js';

function made(sheet: Record<string, unknown>, options: Record<string, unknown> = {}) {
  const r = l5r4e.setup(sheet, { woundMultiplier: 2, ...options });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as { sheet: Sheet; data: Record<string, unknown> };
}

describe('the l5r4e sheet', () => {
  it('reference §1.7: each Ring is the lower of its two Traits, Void its own; Traits default to 2', () => {
    const { sheet } = made({
      traits: { reflexes: 4, awareness: 3, stamina: 3, willpower: 5, agility: 2, strength: 3 },
      void: 3,
    });
    expect(sheet.rings).toEqual({ air: 3, earth: 3, fire: 2, water: 2, void: 3 });
    expect(sheet.traits.intelligence).toBe(2);
  });

  it('reference §1.8: Insight Rank is computed from Rings and Skills when not given', () => {
    // Rings all 3: 150 points + 5 skill ranks = 155 → Rank 2; 174 → 2; 175 → 3; 149 → 1.
    const rings = { air: 3, earth: 3, fire: 3, water: 3, void: 3 };
    expect(insightRankOf(rings, { kenjutsu: 3, defense: 2 })).toBe(2);
    expect(insightRankOf(rings, { a: 10, b: 10, c: 4 })).toBe(2);
    expect(insightRankOf(rings, { a: 10, b: 10, c: 5 })).toBe(3);
    expect(insightRankOf({ ...rings, void: 2 }, { a: 9 })).toBe(1);
    expect(made({ insightRank: 4 }).sheet.insightRank).toBe(4);
  });

  it('Void Points start at the Void Ring unless given; the weapon defaults to bare hands', () => {
    const { sheet, data } = made({ void: 3 });
    expect(sheet.voidPoints).toBe(3);
    expect(data['voidPoints']).toBe(3);
    expect(made({ voidPoints: 1 }).data['voidPoints']).toBe(1);
    expect(sheet.weapon).toMatchObject({ name: 'unarmed', damage: '0k1', skill: 'jiujutsu' });
  });

  it('initial data: no Wounds, Attack Stance, a full budget, not surprised, armed', () => {
    const { data } = made({});
    expect(data).toMatchObject({
      wounds: 0,
      dead: false,
      stance: 'attack',
      slots: 2,
      freeUsed: [],
      moved: 0,
      surprised: false,
      armed: true,
    });
  });

  it('a weapon: melee rolls Agility with 5 ft reach by default, ranged (with a range) Reflexes', () => {
    const katana = made({ weapon: { name: 'katana', damage: '3k2' } }).sheet.weapon;
    expect(katana).toMatchObject({ skill: 'kenjutsu', reach: 5, trait: 'agility' });
    const yumi = made({
      weapon: { name: 'yumi', damage: '2k2', skill: 'kyujutsu', range: 250, strength: 3 },
    }).sheet.weapon;
    expect(yumi).toMatchObject({ trait: 'reflexes', range: 250, strength: 3 });
  });

  it('bad sheets are refused with the path of the field and what to fix', () => {
    const r = l5r4e.setup(
      { traits: { reflexes: 0 }, weapon: { name: 'katana', damage: '3d2' }, skils: {} },
      {},
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.error.map((i) => i.path);
    expect(paths).toContain('traits.reflexes');
    expect(paths).toContain('weapon.damage');
    expect(r.error.find((i) => i.path === 'weapon.damage')?.message).toMatch(/3k2/);
    expect(r.error.some((i) => i.message.includes('skils'))).toBe(true);
  });

  it('any Skill name is allowed, with ranks 0 to 10', () => {
    expect(made({ skills: { 'chain weapons': 2, iaijutsu: 10 } }).sheet.skills).toEqual({
      'chain weapons': 2,
      iaijutsu: 10,
    });
    expect(l5r4e.setup({ skills: { kenjutsu: 11 } }, {}).ok).toBe(false);
  });

  it('sheetSchema turns into JSON Schema (for the encounter loader)', () => {
    const schema = z.toJSONSchema(sheetSchema, { io: 'input' }) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['traits', 'void', 'skills', 'weapon', 'armor', 'voidPoints']),
    );
  });
});
