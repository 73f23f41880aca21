/**
 * `setup`: checks a sheet against {@link sheetSchema} and adds what follows from it (Rings,
 * Insight Rank, weapons and armor from the reference's tables, Void Points, the Wound Rank
 * thresholds of the options), and gives the combatant's initial data.
 */
import { own, type Result, type ValidationIssue } from '../../../engine/index.js';
import { readOptions } from '../options.js';
import {
  sheetSchema,
  UNARMED,
  type Data,
  type RingName,
  type Rings,
  type Sheet,
  type TraitName,
  type Weapon,
} from '../sheet.js';
import type { z } from 'zod';
import { ARMORS, WEAPONS } from './tables.js';
import { woundThresholds } from '../state.js';

/** reference §1.8: Insight = 10 × (sum of Rings) + (sum of Skill ranks); < 150 is Rank 1. */
export function insightRankOf(rings: Rings, skills: Readonly<Record<string, number>>): number {
  const points =
    10 * (rings.air + rings.earth + rings.fire + rings.water + rings.void) +
    Object.values(skills).reduce((a, b) => a + b, 0);
  return points < 150 ? 1 : 2 + Math.floor((points - 150) / 25);
}

type Parsed = z.output<typeof sheetSchema>;
type Issues = ValidationIssue[];

const SIZE_WORDS = ['small', 'medium', 'large'] as const;

function weaponFrom(w: Parsed['weapon'], path: string, issues: Issues): Weapon | undefined {
  if (w === undefined) return undefined;
  const given = typeof w === 'string' ? { name: w } : w;
  const entry = own(WEAPONS, given.name.toLowerCase());
  const damage = ('damage' in given ? given.damage : undefined) ?? entry?.damage;
  if (damage === undefined) {
    issues.push({
      path: typeof w === 'string' ? path : `${path}.damage`,
      message: `"${given.name}" is not in the weapon table: give its damage, e.g. { name: ${given.name}, damage: 2k2 }, or name one of ${Object.keys(WEAPONS).join(', ')}`,
    });
    return undefined;
  }
  const o = typeof w === 'string' ? undefined : w;
  const keywords = o?.keywords ?? entry?.keywords ?? [];
  const range = o?.range ?? entry?.range;
  const strength = o?.strength ?? entry?.strength;
  const size =
    o?.size ?? entry?.size ?? SIZE_WORDS.find((s) => keywords.includes(s)) ?? ('medium' as const);
  return {
    name: given.name,
    damage,
    skill: o?.skill ?? entry?.skill ?? 'kenjutsu',
    size,
    reach: o?.reach ?? entry?.reach ?? 5,
    ...(range !== undefined ? { range } : {}),
    ...(strength !== undefined ? { strength } : {}),
    trait: o?.trait ?? (range !== undefined ? 'reflexes' : 'agility'),
    keywords: keywords.includes(size) ? keywords : [...keywords, size],
  };
}

function armorFrom(a: Parsed['armor'], issues: Issues): Sheet['armor'] {
  if (a === undefined) return { name: 'none', armorTN: 0, reduction: 0 };
  const name = typeof a === 'string' ? a : a.name;
  const entry = own(ARMORS, name.toLowerCase());
  const armorTN = (typeof a === 'string' ? undefined : a.armorTN) ?? entry?.armorTN;
  const reduction = (typeof a === 'string' ? undefined : a.reduction) ?? entry?.reduction;
  if (armorTN === undefined && reduction === undefined && !entry && typeof a === 'string')
    issues.push({
      path: 'armor',
      message: `"${name}" is not in the armor table (ashigaru, light, heavy, riding): give { name, armorTN, reduction }`,
    });
  return { name, armorTN: armorTN ?? 0, reduction: reduction ?? 0 };
}

const RING_TRAITS: Readonly<Record<Exclude<RingName, 'void'>, readonly [TraitName, TraitName]>> = {
  air: ['reflexes', 'awareness'],
  earth: ['stamina', 'willpower'],
  fire: ['agility', 'intelligence'],
  water: ['strength', 'perception'],
};

/** Traits with Rings given directly filled in; a Ring that disagrees with its Traits is an issue. */
function traitsWithRings(p: Parsed, input: unknown, issues: Issues): Record<TraitName, number> {
  const traits = { ...p.traits };
  const given = (input as { traits?: Record<string, unknown> } | null)?.traits ?? {};
  for (const [ring, [a, b]] of Object.entries(RING_TRAITS) as [
    keyof typeof RING_TRAITS,
    readonly [TraitName, TraitName],
  ][]) {
    const value = p.rings?.[ring];
    if (value === undefined) continue;
    if (!(a in given) && !(b in given)) {
      traits[a] = value;
      traits[b] = value;
    } else if (Math.min(traits[a], traits[b]) !== value) {
      issues.push({
        path: `rings.${ring}`,
        message: `the ${ring} Ring is the lower of ${a} and ${b} (${Math.min(traits[a], traits[b])}), not ${value}`,
      });
    }
  }
  return traits;
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
  const issues: Issues = [];
  const t = traitsWithRings(p, input, issues);
  // reference §1.7: each Ring is the lower of its two Traits; Void is its own.
  const rings: Rings = {
    air: Math.min(t.reflexes, t.awareness),
    earth: Math.min(t.stamina, t.willpower),
    fire: Math.min(t.agility, t.intelligence),
    water: Math.min(t.strength, t.perception),
    void: p.void,
  };
  const weapon = weaponFrom(p.weapon, 'weapon', issues) ?? UNARMED;
  const offHand = weaponFrom(p.offHand, 'offHand', issues);
  const armor = armorFrom(p.armor, issues);
  if (issues.length > 0) return { ok: false, error: issues };
  const insightRank = p.insightRank ?? insightRankOf(rings, p.skills);
  const start = {
    drawn: typeof p.weapon === 'object' ? p.weapon.drawn : true,
    offDrawn: typeof p.offHand === 'object' ? p.offHand.drawn : true,
    strung: typeof p.weapon === 'object' ? p.weapon.strung : true,
    mounted: p.mounted,
  };
  const sheet: Sheet = {
    traits: t,
    rings,
    skills: p.skills,
    emphases: p.emphases,
    insightRank,
    ...(p.honorRank !== undefined ? { honorRank: p.honorRank } : {}),
    schoolRank: p.schoolRank ?? insightRank,
    ...(p.affinity !== undefined ? { affinity: p.affinity } : {}),
    weapon,
    ...(offHand ? { offHand } : {}),
    armor,
    voidPoints: p.voidPoints ?? p.void,
    legs: p.legs,
    horse: p.horse ?? p.mounted,
    techniques: p.techniques,
    kata: p.kata,
    spells: p.spells,
    start,
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
    armed: sheet.start.drawn,
    dropped: false,
    offArmed: sheet.offHand !== undefined && sheet.start.offDrawn,
    offDropped: false,
    broken: false,
    strung: sheet.start.strung,
    mounted: sheet.start.mounted,
    scroll: null,
    kata: null,
    fullDefense: 0,
    centerRound: 0,
    centerUsed: false,
    voidArmorRound: 0,
    guarding: null,
    extraAttackUsed: false,
    followUps: 0,
    disarmFreeRaises: 0,
    lastHit: null,
    treated: false,
  };
}
