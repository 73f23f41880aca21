/**
 * UseSkill { skill, trait, tn, raises?, emphasis?, void?, center? }: a Complex Action (seed 000:
 * "Complex Actions: … skill use (non-Weapon Skill)"). A Skill Roll (Skill + Trait)k(Trait) built by
 * planRoll (Wound penalty, Fear, Dazed, Void, Center, Emphasis, armor, terrain, techniques) against
 * the GM's TN + 5 × Raises (reference §1.1, §1.6). Weapon Skills are refused: their use is an
 * attack. The GM judges what a success does.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import type { Spent } from './budget.js';
import { gate } from './budget.js';
import { planRoll, voidField, type PlannedRoll } from '../rolls/index.js';
import type { RingName, TraitName, ActionKind } from '../sheet.js';
import { str } from '../state.js';

/** The Weapon Skills (reference §9, S9): seed 000's "skill use" is of the others only. */
export const WEAPON_SKILLS: readonly string[] = [
  'kenjutsu',
  'kyujutsu',
  'spears',
  'polearms',
  'heavyWeapons',
  'staves',
  'knives',
  'chainWeapons',
  'warFan',
  'jiujutsu',
  'iaijutsu',
  'ninjutsu',
];

/** `heavy weapons`, `Heavy-Weapons` and `heavyWeapons` are one name. */
const key = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');
const WEAPON_KEYS: ReadonlySet<string> = new Set(WEAPON_SKILLS.map(key));
const weaponSkills = new Map<string, boolean>();

/** Memoised: the menu asks for every Skill of the sheet each time. */
export function isWeaponSkill(skill: string): boolean {
  let is = weaponSkills.get(skill);
  if (is === undefined) {
    is = WEAPON_KEYS.has(key(skill));
    if (weaponSkills.size >= 256) weaponSkills.clear();
    weaponSkills.set(skill, is);
  }
  return is;
}

/** Skill use is a Complex Action (seed 000), costed by budget.gate. */
export const SKILL_ACTION: ActionKind = { level: 'complex', kind: 'skill' };

export const TRAITS_AND_RINGS: readonly (TraitName | RingName)[] = [
  'reflexes',
  'awareness',
  'stamina',
  'willpower',
  'strength',
  'perception',
  'agility',
  'intelligence',
  'air',
  'earth',
  'fire',
  'water',
  'void',
];

/** The usual Trait of common non-Weapon Skills (4e core), for the menu's entries. */
export const SKILL_TRAITS: Readonly<Record<string, TraitName | RingName>> = {
  athletics: 'strength',
  investigation: 'perception',
  stealth: 'agility',
  medicine: 'intelligence',
  meditation: 'void',
  etiquette: 'awareness',
  courtier: 'awareness',
  sincerity: 'awareness',
  intimidation: 'awareness',
  horsemanship: 'agility',
  battle: 'perception',
  hunting: 'perception',
  lore: 'intelligence',
  spellcraft: 'intelligence',
  acting: 'awareness',
  artisan: 'awareness',
  perform: 'awareness',
  calligraphy: 'intelligence',
  games: 'intelligence',
  teaCeremony: 'void',
  commerce: 'intelligence',
  engineering: 'intelligence',
  animalHandling: 'awareness',
  sleightOfHand: 'agility',
};

/** The Average TN of the reference's ladder (§1.1), offered by the menu. */
export const MENU_TN = 15;

export interface SkillPlan {
  readonly actor: string;
  readonly skill: string;
  readonly trait: TraitName | RingName;
  readonly roll: PlannedRoll;
  /** The TN given, before Raises and the penalty. */
  readonly baseTN: number;
  /** What the roll must reach: the TN + 5 × Raises + the Wound (and armor) penalty. */
  readonly tn: number;
  readonly spent: Spent;
}

/** Raises, TNs: a whole number ≥ 0 (or absent for Raises). */
export function wholeNumber(raw: unknown, field: string, max: number): Result<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > max)
    return refuse(`l5r4e/bad-${field}`, `${field} must be a whole number from 0 to ${max}`);
  return ok(raw);
}

/** A yes/no field of a command (`void`, `center`): absent is false. */
export function flag(data: Readonly<Record<string, unknown>>, field: string): Result<boolean> {
  const v = data[field] ?? false;
  if (typeof v !== 'boolean') return refuse(`l5r4e/bad-${field}`, `${field} must be true or false`);
  return ok(v);
}

/** The cost with a Void Point spent on the roll (reference §1.5). */
export const withVoid = (spent: Spent, roll: PlannedRoll): Spent =>
  roll.voidSpent ? { ...spent, void: (spent.void ?? 0) + 1 } : spent;

export function planSkill(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<SkillPlan> {
  const skill = str(data, 'skill')?.trim();
  if (!skill) return refuse('l5r4e/bad-skill', 'UseSkill needs a skill: { skill: "…" }');
  if (isWeaponSkill(skill))
    return refuse(
      'l5r4e/weapon-skill',
      `${skill} is a Weapon Skill: seed 000's "skill use" is of non-Weapon Skills (attack instead)`,
    );
  const trait = data['trait'];
  if (!TRAITS_AND_RINGS.includes(trait as TraitName))
    return refuse('l5r4e/bad-trait', `trait: one of ${TRAITS_AND_RINGS.join(', ')}`);
  const tn = wholeNumber(data['tn'], 'tn', 200);
  if (!tn.ok) return tn;
  const raises = wholeNumber(data['raises'] ?? 0, 'raises', 10);
  if (!raises.ok) return raises;
  const emphasis = data['emphasis'];
  if (emphasis !== undefined && typeof emphasis !== 'string')
    return refuse('l5r4e/bad-emphasis', 'emphasis: the name of an Emphasis, e.g. "notice"');
  const spendVoid = voidField(data);
  if (!spendVoid.ok) return spendVoid;
  const center = flag(data, 'center');
  if (!center.ok) return center;
  const roll = planRoll(state, c, {
    skill,
    trait: trait as TraitName | RingName,
    raises: raises.value,
    ...(emphasis !== undefined ? { emphasis: [emphasis] } : {}),
    void: spendVoid.value,
    center: center.value,
  });
  if (!roll.ok) return roll;
  const spent = gate(state, c, SKILL_ACTION);
  if (!spent.ok) return spent;
  return ok({
    actor: c.id,
    skill,
    trait: trait as TraitName | RingName,
    roll: roll.value,
    baseTN: tn.value,
    tn: tn.value + 5 * raises.value + roll.value.tnPenalty,
    spent: withVoid(spent.value, roll.value),
  });
}

export function resolveSkill(plan: SkillPlan, dice: Dice): GameEvent[] {
  const roll = dice.roll(plan.roll.notation, { by: plan.actor, what: 'skill' });
  return [
    {
      type: 'SkillUsed',
      data: {
        actor: plan.actor,
        skill: plan.skill,
        trait: plan.trait,
        raises: plan.roll.raises,
        roll,
        baseTN: plan.baseTN,
        tn: plan.tn,
        penalty: plan.roll.tnPenalty,
        success: roll.total >= plan.tn,
        center: plan.roll.centerUsed,
        spent: plan.spent,
      },
    },
  ];
}
