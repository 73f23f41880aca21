/**
 * `setup`: checks a sheet against {@link sheetSchema} and adds what follows from it (Rings,
 * Insight Rank, the weapon in hand, Void Points, the Wound Rank thresholds of the options), and
 * gives the combatant's initial data.
 */
import type { Result, ValidationIssue } from '../../engine/index.js';
import { readOptions } from './options.js';
import { sheetSchema, UNARMED, type Data, type Rings, type Sheet, type Weapon } from './sheet.js';
import type { z } from 'zod';
import { woundThresholds } from './wounds.js';

/** reference §1.8: Insight = 10 × (sum of Rings) + (sum of Skill ranks); < 150 is Rank 1. */
export function insightRankOf(rings: Rings, skills: Readonly<Record<string, number>>): number {
  const points =
    10 * (rings.air + rings.earth + rings.fire + rings.water + rings.void) +
    Object.values(skills).reduce((a, b) => a + b, 0);
  return points < 150 ? 1 : 2 + Math.floor((points - 150) / 25);
}

type Parsed = z.output<typeof sheetSchema>;

function weaponOf(w: Parsed['weapon']): Weapon {
  if (!w) return UNARMED;
  return {
    name: w.name,
    damage: w.damage,
    skill: w.skill,
    reach: w.reach,
    ...(w.range !== undefined ? { range: w.range } : {}),
    ...(w.strength !== undefined ? { strength: w.strength } : {}),
    trait: w.trait ?? (w.range !== undefined ? 'reflexes' : 'agility'),
    keywords: w.keywords,
  };
}

const pathOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)),
    '',
  );

/** Checks a sheet and returns it with its derived values, and the combatant's initial data. */
export function setup(
  input: unknown,
  raw: Readonly<Record<string, unknown>>,
): Result<{ sheet: Sheet; data: Data }, readonly ValidationIssue[]> {
  const parsed = sheetSchema.safeParse(input);
  if (!parsed.success) {
    const error = parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message }));
    return { ok: false, error };
  }
  const p = parsed.data;
  const t = p.traits;
  // reference §1.7: each Ring is the lower of its two Traits; Void is its own.
  const rings: Rings = {
    air: Math.min(t.reflexes, t.awareness),
    earth: Math.min(t.stamina, t.willpower),
    fire: Math.min(t.agility, t.intelligence),
    water: Math.min(t.strength, t.perception),
    void: p.void,
  };
  const sheet: Sheet = {
    traits: t,
    rings,
    skills: p.skills,
    insightRank: p.insightRank ?? insightRankOf(rings, p.skills),
    ...(p.honorRank !== undefined ? { honorRank: p.honorRank } : {}),
    weapon: weaponOf(p.weapon),
    armor: p.armor ?? { name: 'none', armorTN: 0, reduction: 0 },
    voidPoints: p.voidPoints ?? p.void,
    thresholds: woundThresholds(rings.earth, readOptions(raw).woundMultiplier),
  };
  return { ok: true, value: { sheet, data: initialData(sheet) } };
}

export function initialData(sheet: Sheet): Data {
  return {
    wounds: 0,
    dead: false,
    stance: 'attack', // seed 000 via reference §3.4: Attack is the default Stance
    stanceSet: false,
    slots: 2,
    freeUsed: [],
    moved: 0,
    voidPoints: sheet.voidPoints,
    voidRound: 0,
    surprised: false,
    armed: true,
  };
}
