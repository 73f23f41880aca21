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
import { ok, refuse, type Combatant, type CombatState, type Result } from '../../engine/index.js';
import { optionOf } from './options.js';
import type { Effects, RingName, TraitName, Weapon } from './sheet.js';
import { conditionsNamed, dataOf, rankOf, sheetOf, skillRank, traitOrRing } from './state.js';
import { terrainAt } from './terrain.js';
import { woundPenalty } from './wounds.js';

/** Traits whose Skill rolls count as physical (difficult terrain's penalty). */
const PHYSICAL: ReadonlySet<string> = new Set(['agility', 'reflexes', 'strength', 'stamina']);

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
  /** Spend a Void Point on the roll: +1k1, or Skill 0 → 1 when unskilled. */
  readonly void?: boolean;
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
export const fearPenalty = (c: Combatant): number =>
  conditionsNamed(c, 'fear').reduce((m, x) => {
    const rank = (x.data as { rank?: number } | undefined)?.rank ?? 0;
    return Math.max(m, rank);
  }, 0);

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
  if (req.skill === undefined || !optionOf(state, 'armorRollPenalties', true, [true, false]))
    return 0;
  const armor = sheetOf(c).armor.name.toLowerCase();
  if (armor === 'light' && (req.skill === 'athletics' || req.skill === 'stealth')) return 5;
  const agile = req.trait === 'agility' || req.trait === 'reflexes';
  if (armor === 'heavy' && agile) return 5;
  if (armor === 'riding' && agile && !dataOf(c).mounted) return 5;
  return 0;
}

/** Plans a roll: checks Raises, Void and the Center bonus, and works out the notation. */
export function planRoll(state: CombatState, c: Combatant, req: RollRequest): Result<PlannedRoll> {
  const s = sheetOf(c);
  const trait = traitOrRing(c, req.trait);
  let rank = req.skill === undefined ? 0 : skillRank(c, req.skill);
  const skilled = req.skill === undefined || rank > 0;
  let rolled = rank + trait + (req.dice?.rolled ?? 0);
  let kept = trait + (req.dice?.kept ?? 0);
  let flat = req.flat ?? 0;
  const raises = req.raises ?? 0;
  let freeRaises = req.freeRaises ?? 0;
  if (req.void) {
    const can = canSpendVoid(state, c);
    if (!can.ok) return can;
    // reference §1.5: on an unskilled roll the Void Point makes the Skill 1 (no unskilled
    // penalties); otherwise it adds +1k1.
    if (!skilled) {
      rank = 1;
      rolled += 1;
    } else {
      rolled += 1;
      kept += 1;
    }
  }
  const unskilled = req.skill !== undefined && rank === 0;
  if (unskilled && (raises > 0 || freeRaises > 0)) {
    if (raises > 0)
      return refuse('l5r4e/unskilled-raises', 'no Raises on an unskilled roll (reference §1.4)');
    freeRaises = 0;
  }
  const maxRaises = unskilled ? 0 : s.rings.void;
  if (raises > maxRaises)
    return refuse(
      'l5r4e/too-many-raises',
      `${c.name} may call at most ${maxRaises} Raises (the Void Ring), not ${raises}`,
    );
  // reference §1.6: rank 10 gives a permanent Free Raise on every roll with the Skill.
  if (rank >= 10) freeRaises += 1;
  if (req.center) {
    if (!centerAvailable(state, c))
      return refuse(
        'l5r4e/no-center-bonus',
        `${c.name} has no Center bonus to use (it is for one roll in the Turn after a Round in the Center Stance)`,
      );
    const voidRing = s.rings.void;
    // reference §3.4, option centerBonus: +1k1 and +Void to the total, or +(1 + Void)k1.
    if (optionOf(state, 'centerBonus', 'flatVoid', ['flatVoid', 'voidDice']) === 'voidDice') {
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
  if (conditionsNamed(c, 'dazed').length > 0) rolled -= 3;
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
  const emphases = req.skill === undefined ? [] : (s.emphases[req.skill] ?? []);
  const emphasis = !unskilled && (req.emphasis ?? []).some((e) => emphases.includes(e));
  const notation = `${rolled}k${kept}${unskilled ? 'u' : ''}${emphasis ? 'ro1' : ''}${flat > 0 ? `+${flat}` : flat < 0 ? `${flat}` : ''}`;
  return ok({
    notation,
    tnPenalty: woundPenalty(rankOf(c)) + armorPenalty(state, c, req),
    unskilled,
    maxRaises,
    raises,
    freeRaises,
    voidSpent: req.void === true,
    centerUsed: req.center === true,
  });
}
