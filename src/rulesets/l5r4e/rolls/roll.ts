/**
 * Every roll a character makes (skill, trait, ring, spell, attack) is built here, so that the
 * modifiers of seed 000 and the reference apply to all of them alike:
 * - the Skill rank and Trait, unskilled rolls (reference §1.4), Emphasis (§1.3: reroll 1s once);
 * - "Wound Ranks inflict a penalty, increasing the TN of all rolls" (seed 000);
 * - Fear's "penalty on all rolls equal to -Xk0" (seed 000), Dazed −3k0 (reference §11.3);
 * - Void Points: +1k1, or Skill 0 → 1 on an unskilled roll (reference §1.5), one per Round;
 * - the Center Stance's bonus on one roll of the next Turn (reference §3.4, option centerBonus);
 * - difficult terrain's −5/−10 on physical Skill rolls (seed 000, option difficultTerrainPenalty);
 * - armor's TN penalties (reference §8: Light +5 TN to Athletics and Stealth, Heavy +5 TN to
 *   Agility and Reflexes Skill rolls; option armorRollPenalties);
 * - techniques and the active kata (`rollBonus`, `attackDice`).
 * A roll is planned (checked, notation worked out) without rolling; the caller rolls `notation`
 * and compares the total with its TN + `tnPenalty` + 5 × Raises.
 */
import {
  ok,
  own,
  refuse,
  type Combatant,
  type CombatState,
  type Result,
} from '../../../engine/index.js';
import { optionOf } from '../options.js';
import type { Effects, RingName, TraitName, Weapon } from '../sheet.js';
import {
  dataOf,
  hasCondition,
  lowerCase,
  rankOf,
  sheetOf,
  skillRank,
  traitOrRing,
  woundPenalty,
} from '../state.js';
import { terrainAt } from './terrain.js';

const ON_OFF: readonly boolean[] = [true, false];
const CENTER_BONUSES: readonly string[] = ['flatVoid', 'voidDice'];

/** Traits whose Skill rolls count as physical (difficult terrain's penalty). */
const PHYSICAL: ReadonlySet<string> = new Set(['agility', 'reflexes', 'strength', 'stamina']);

/** A Void Point on a roll: none, the usual use (Skill 0 → 1 when unskilled), or +1k1 always. */
export type VoidOnRoll = boolean | 'dice';

/**
 * A command's `void` field: absent or false (none), true (the usual use: +1k1, or Skill 0 → 1 on
 * an unskilled roll), or 'dice' (+1k1 even on an unskilled roll).
 */
export function voidField(data: Readonly<Record<string, unknown>>): Result<VoidOnRoll> {
  const v = data['void'] ?? false;
  if (typeof v !== 'boolean' && v !== 'dice')
    return refuse(
      'l5r4e/bad-void',
      "void must be true (a Void Point: +1k1, or Skill 1 on an unskilled roll), 'dice' (+1k1 even unskilled) or false",
    );
  return ok(v);
}

export interface RollRequest {
  /** The Skill, or absent for a raw Trait or Ring roll (e.g. Contested STR, Fear's WIL). */
  readonly skill?: string;
  readonly trait: TraitName | RingName;
  /** What the roll is for, matched against the Skill's Emphases (e.g. `assessment`, `katana`). */
  readonly emphasis?: readonly string[];
  /** Raises called (checked against the Void Ring) and Free Raises (not counted). */
  readonly raises?: number;
  readonly freeRaises?: number;
  /** Extra dice (Stance, maneuver, mounted, Prone's −2k0 as negative rolled dice). */
  readonly dice?: { readonly rolled: number; readonly kept: number };
  /** A flat modifier to the total (e.g. −10 ranged into melee, off-hand penalties). */
  readonly flat?: number;
  /**
   * Spend a Void Point on the roll: +1k1, or Skill 0 → 1 when unskilled (true); 'dice': +1k1
   * even when unskilled (reference §1.5: the player chooses; the roll stays unskilled).
   */
  readonly void?: VoidOnRoll;
  /** Use the Center bonus on this roll. */
  readonly center?: boolean;
  /** The weapon of an attack roll (technique filters by weapon keyword). */
  readonly weapon?: Weapon;
  /** An attack roll (techniques' attackDice apply). */
  readonly attack?: boolean;
}

export interface PlannedRoll {
  /** The dice notation to roll, e.g. `6k3`, `3k3u`, `7k4ro1-10`. */
  readonly notation: string;
  /** Added to the roll's TN: the Wound Rank penalty and armor's TN penalties. */
  readonly tnPenalty: number;
  readonly unskilled: boolean;
  /** At most this many Raises may be called (the Void Ring; none unskilled). */
  readonly maxRaises: number;
  readonly raises: number;
  readonly freeRaises: number;
  /** A Void Point is spent (the event's `spent.void`). */
  readonly voidSpent: boolean;
  /** The Center bonus is used (evolve marks it used). */
  readonly centerUsed: boolean;
}

const notations: string[][] = [];

/**
 * `XkY` for whole X, Y ≥ 1, built once per pair: every attack names its roll and its damage, and
 * the menu plans the same few over and over (the dice module's cache of compiled rolls then finds
 * the same string too).
 */
export function notation(rolled: number, kept: number): string {
  // A bound on the cache's size: the string is the same either way.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: cache bound
  if (rolled > 99 || kept > 99) return `${rolled}k${kept}`;
  const row = (notations[rolled] ??= []);
  return (row[kept] ??= `${rolled}k${kept}`);
}

/** The effects of the character's techniques and active kata that apply now. */
const NO_EFFECTS: readonly Effects[] = [];

export function activeEffects(c: Combatant, weapon?: Weapon): readonly Effects[] {
  const s = sheetOf(c);
  if (s.techniques.length === 0 && s.kata.length === 0) return NO_EFFECTS;
  const d = dataOf(c);
  const out: Effects[] = [];
  const applies = (e: Effects): boolean =>
    (e.when?.stance === undefined || e.when.stance === d.stance) &&
    (e.when?.weaponKeyword === undefined ||
      (weapon?.keywords.includes(e.when.weaponKeyword) ?? false));
  for (const t of s.techniques) if (applies(t.effects)) out.push(t.effects);
  if (d.kata !== null)
    for (const k of s.kata)
      if (
        k.name === d.kata &&
        (k.stance === undefined || k.stance === d.stance) &&
        applies(k.effects)
      )
        out.push(k.effects);
  return out;
}

const dicePair = (xky: string | undefined): [number, number] => {
  if (!xky) return [0, 0];
  const [r = 0, k = 0] = xky.split('k').map(Number);
  return [r, k];
};

/** The highest Fear Rank the character failed against (seed 000: −Xk0 on all rolls). */
export function fearPenalty(c: Combatant): number {
  let worst = 0;
  for (const x of c.conditions)
    if (x.name === 'fear')
      worst = Math.max(worst, (x.data as { rank?: number } | undefined)?.rank ?? 0);
  return worst;
}

/** The Center bonus may be used now: Centered last Round, in one's own Turn, not yet used. */
export function centerAvailable(state: CombatState, c: Combatant): boolean {
  const d = dataOf(c);
  return d.centerRound === state.round && !d.centerUsed && state.current === c.id;
}

/** Checks the Void Point use (reference §1.5: at most one per Round) without spending it. */
export function canSpendVoid(state: CombatState, c: Combatant): Result<true> {
  const d = dataOf(c);
  if (d.voidPoints < 1) return refuse('l5r4e/no-void', `${c.name} has no Void Point left`);
  if (state.status === 'active' && d.voidRound === state.round)
    return refuse('l5r4e/void-per-round', 'at most one Void Point per Round (reference §1.5)');
  return ok(true);
}

/** The TN penalty of armor on a Skill roll (reference §8), when option armorRollPenalties is on. */
function armorPenalty(state: CombatState, c: Combatant, req: RollRequest): number {
  if (req.skill === undefined || !optionOf(state, 'armorRollPenalties', true, ON_OFF)) return 0;
  const armor = lowerCase(sheetOf(c).armor.name);
  if (armor === 'light' && (req.skill === 'athletics' || req.skill === 'stealth')) return 5;
  const agile = req.trait === 'agility' || req.trait === 'reflexes';
  if (armor === 'heavy' && agile) return 5;
  if (armor === 'riding' && agile && !dataOf(c).mounted) return 5;
  return 0;
}

/**
 * A roll worked out up to its Raises: what planRoll computes once whatever the Raises (the attack
 * menu checks many Raise counts and maneuvers against one roll, see attack/decide.ts).
 */
export interface RollBase {
  readonly notation: string;
  readonly tnPenalty: number;
  readonly unskilled: boolean;
  readonly maxRaises: number;
  /** The Skill rank rolled (a Void Point on an unskilled roll makes it 1). */
  readonly rank: number;
  readonly voidSpent: boolean;
  /** The Center bonus is asked for (checked with the Raises: see raisesRefusal). */
  readonly centerUsed: boolean;
}

/** Plans a roll: checks Raises, Void and the Center bonus, and works out the notation. */
export function planRoll(state: CombatState, c: Combatant, req: RollRequest): Result<PlannedRoll> {
  const base = rollBase(state, c, req);
  if (!base.ok) return base;
  const b = base.value;
  const raises = req.raises ?? 0;
  const freeRaises = req.freeRaises ?? 0;
  const refused = raisesRefusal(state, c, b, raises);
  if (refused) return refused;
  return ok({
    notation: b.notation,
    tnPenalty: b.tnPenalty,
    unskilled: b.unskilled,
    maxRaises: b.maxRaises,
    raises,
    freeRaises: freeRaisesOf(b, freeRaises),
    voidSpent: b.voidSpent,
    centerUsed: b.centerUsed,
  });
}

/**
 * Why the roll may not be made with these Raises, or undefined; in planRoll's order after the Void
 * Point's check: Raises on an unskilled roll, more Raises than the Void Ring, the Center bonus.
 */
export function raisesRefusal(
  state: CombatState,
  c: Combatant,
  base: RollBase,
  raises: number,
): Result<never> | undefined {
  if (base.unskilled && raises > 0)
    return refuse('l5r4e/unskilled-raises', 'no Raises on an unskilled roll (reference §1.4)');
  if (raises > base.maxRaises)
    return refuse(
      'l5r4e/too-many-raises',
      `${c.name} may call at most ${base.maxRaises} Raises (the Void Ring), not ${raises}`,
    );
  if (base.centerUsed && !centerAvailable(state, c))
    return refuse(
      'l5r4e/no-center-bonus',
      `${c.name} has no Center bonus to use (it is for one roll in the Turn after a Round in the Center Stance)`,
    );
  return undefined;
}

/**
 * The Free Raises that count: none on an unskilled roll (reference §1.4); Skill rank 10 adds a
 * permanent one on every roll with the Skill (reference §1.6).
 */
export const freeRaisesOf = (base: RollBase, freeRaises: number): number =>
  (base.unskilled ? 0 : freeRaises) + (base.rank >= 10 ? 1 : 0);

/** planRoll but the Raises: the Void Point's check and the notation (the Center bonus unchecked). */
export function rollBase(state: CombatState, c: Combatant, req: RollRequest): Result<RollBase> {
  const s = sheetOf(c);
  const trait = traitOrRing(c, req.trait);
  let rank = req.skill === undefined ? 0 : skillRank(c, req.skill);
  const skilled = req.skill === undefined || rank > 0;
  let rolled = rank + trait + (req.dice?.rolled ?? 0);
  let kept = trait + (req.dice?.kept ?? 0);
  let flat = req.flat ?? 0;
  if (req.void) {
    const can = canSpendVoid(state, c);
    if (!can.ok) return can;
    // reference §1.5: on an unskilled roll the Void Point makes the Skill 1 (no unskilled
    // penalties), unless the player takes its +1k1 instead ('dice'); otherwise it adds +1k1.
    if (!skilled && req.void !== 'dice') {
      rank = 1;
      rolled += 1;
    } else {
      rolled += 1;
      kept += 1;
    }
  }
  const unskilled = req.skill !== undefined && rank === 0;
  const maxRaises = unskilled ? 0 : s.rings.void;
  if (req.center) {
    const voidRing = s.rings.void;
    // reference §3.4, option centerBonus: +1k1 and +Void to the total, or +(1 + Void)k1.
    if (optionOf(state, 'centerBonus', 'flatVoid', CENTER_BONUSES) === 'voidDice') {
      rolled += 1 + voidRing;
      kept += 1;
    } else {
      rolled += 1;
      kept += 1;
      flat += voidRing;
    }
  }
  // seed 000: Fear "-Xk0" on all rolls; reference §11.3: Dazed −3k0 on everything.
  rolled -= fearPenalty(c);
  if (hasCondition(c, 'dazed')) rolled -= 3;
  for (const e of activeEffects(c, req.weapon)) {
    if (req.attack) {
      const [r, k] = dicePair(e.attackDice);
      rolled += r;
      kept += k;
    }
    if (e.rollBonus !== undefined && (!e.skills || (req.skill && e.skills.includes(req.skill))))
      flat += e.rollBonus;
  }
  // seed 000: "the GM may assign penalties (usually -5 or -10) to physical Skill Rolls".
  if (
    req.skill !== undefined &&
    PHYSICAL.has(req.trait) &&
    terrainAt(state, c.position) === 'difficult'
  )
    flat -= optionOf(state, 'difficultTerrainPenalty', 0);
  rolled = Math.max(1, rolled);
  kept = Math.max(1, Math.min(kept, rolled));
  // reference §1.3: an Emphasis rerolls 1s once (not on unskilled rolls: no Emphasis without rank).
  const emphases = req.skill === undefined ? undefined : own(s.emphases, req.skill);
  let emphasis = false;
  if (!unskilled && emphases !== undefined && req.emphasis !== undefined)
    for (const e of req.emphasis) if (emphases.includes(e)) emphasis = true;
  return ok({
    notation:
      !unskilled && !emphasis && flat === 0
        ? notation(rolled, kept)
        : `${rolled}k${kept}${unskilled ? 'u' : ''}${emphasis ? 'ro1' : ''}${flat > 0 ? `+${flat}` : flat < 0 ? `${flat}` : ''}`,
    tnPenalty: woundPenalty(rankOf(c)) + armorPenalty(state, c, req),
    unskilled,
    maxRaises,
    rank,
    voidSpent: req.void === true || req.void === 'dice',
    centerUsed: req.center === true,
  });
}
