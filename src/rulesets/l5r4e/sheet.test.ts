import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { l5r4e, sheetSchema, type Sheet } from './index.js';
import { insightRankOf } from './setup/combatant.js';

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

describe('issue 4: the character model', () => {
  it("weapons and armor by name from the reference's tables (§8, §9): katana 3k2 Medium, yari 10 ft reach, yumi Strength 3, light armor +5 / 3", () => {
    const { sheet } = made({ weapon: 'katana', offHand: 'wakizashi', armor: 'light' });
    expect(sheet.weapon).toMatchObject({ name: 'katana', damage: '3k2', size: 'medium' });
    expect(sheet.weapon.keywords).toContain('samurai');
    expect(sheet.offHand).toMatchObject({ name: 'wakizashi', damage: '2k2', size: 'medium' });
    expect(sheet.armor).toEqual({ name: 'light', armorTN: 5, reduction: 3 });
    expect(made({ weapon: 'yari' }).sheet.weapon).toMatchObject({ reach: 10, size: 'large' });
    expect(made({ weapon: 'yumi' }).sheet.weapon).toMatchObject({
      range: 250,
      strength: 3,
      trait: 'reflexes',
      skill: 'kyujutsu',
    });
    expect(made({ armor: 'heavy' }).sheet.armor).toMatchObject({ armorTN: 10, reduction: 5 });
  });

  it('an object weapon takes the table for what it leaves out, and its own values first', () => {
    const { sheet } = made({ weapon: { name: 'katana', damage: '4k2' } });
    expect(sheet.weapon).toMatchObject({ damage: '4k2', skill: 'kenjutsu', size: 'medium' });
    const custom = made({ weapon: { name: 'club', damage: '1k2', keywords: ['large'] } });
    expect(custom.sheet.weapon.size).toBe('large');
  });

  it('a weapon not in the table without a damage, or an unknown armor name, is refused with its path', () => {
    const r = l5r4e.setup(
      { weapon: 'lightsaber', offHand: { name: 'spork' }, armor: 'mithril' },
      {},
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => i.path)).toEqual(['weapon', 'offHand.damage', 'armor']);
    expect(r.error[0]?.message).toMatch(/weapon table/);
  });

  it('NPCs with fixed values: Rings given without their Traits set both Traits', () => {
    const { sheet } = made({ rings: { earth: 4, water: 3 }, void: 2 });
    expect(sheet.rings).toMatchObject({ earth: 4, water: 3 });
    expect(sheet.traits).toMatchObject({ stamina: 4, willpower: 4, strength: 3, perception: 3 });
    expect(sheet.thresholds[0]).toBe(20); // Earth 4 × 5
  });

  it('impossible values are refused with the path: a Ring above its Traits, negative Traits', () => {
    const r = l5r4e.setup({ traits: { stamina: 2, willpower: 3 }, rings: { earth: 3 } }, {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ path: 'rings.earth' });
    const n = l5r4e.setup({ traits: { agility: -1 } }, {});
    expect(!n.ok && n.error[0]?.path).toBe('traits.agility');
  });

  it('Emphases, Honor Rank, School Rank (Insight Rank by default), legs, a horse, techniques, kata and spells are kept', () => {
    const { sheet, data } = made({
      insightRank: 3,
      honorRank: 6.5,
      emphases: { iaijutsu: ['focus'] },
      legs: 4,
      mounted: true,
      techniques: [
        { name: 'The Way of the Lion', effects: { rollBonus: 2, skills: ['kenjutsu'] } },
      ],
      kata: [{ name: 'Striking as Fire', stance: 'attack', effects: { attackDice: '1k0' } }],
      spells: [{ name: 'Jade Strike', ring: 'earth', damage: '4k4' }],
    });
    expect(sheet).toMatchObject({ honorRank: 6.5, schoolRank: 3, legs: 4, horse: true });
    expect(sheet.emphases).toEqual({ iaijutsu: ['focus'] });
    expect(sheet.spells[0]).toMatchObject({ mastery: 1, range: 30, target: 'enemy' });
    expect(sheet.kata[0]?.stance).toBe('attack');
    expect(data['mounted']).toBe(true);
  });

  it('a sheathed weapon (drawn: false) starts out of hand; a bow may start unstrung', () => {
    const { data } = made({ weapon: { name: 'yumi', drawn: false, strung: false } });
    expect(data).toMatchObject({ armed: false, dropped: false, strung: false });
  });
});
