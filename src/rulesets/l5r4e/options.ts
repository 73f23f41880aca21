/**
 * The GM's options of l5r4e (seed 000: "at the GM's option", "the GM may rule"), with the defaults
 * of the reference (shared/rules/l5r4e-reference.md §0.3, §2, §4, §13). The kernel fills in the
 * defaults and checks the choices before the hooks see `state.options`; `readOptions` turns them
 * into a typed view once per options object.
 */
import type { CombatState, OptionSpec, ValidationIssue } from '../../engine/index.js';
import { STANCES, type Stance } from './sheet.js';
// The check of the option `terrain` at encounter load, with field paths (move/terrain.ts reads the zones).

const CORNERS = ['x1', 'y1', 'x2', 'y2'] as const;
const KEYS: ReadonlySet<string> = new Set(['kind', 'name', ...CORNERS]);

/** What is wrong with the option `terrain` (paths like `options.terrain[1].x2`). */
export function terrainIssues(raw: unknown): ValidationIssue[] {
  const path = 'options.terrain';
  if (raw === undefined) return [];
  if (!Array.isArray(raw))
    return [{ path, message: 'a list of { kind: moderate | difficult, x1, y1, x2, y2 } in feet' }];
  const issues: ValidationIssue[] = [];
  raw.forEach((z: unknown, i) => {
    const at = `${path}[${i}]`;
    if (typeof z !== 'object' || z === null || Array.isArray(z)) {
      issues.push({ path: at, message: 'a zone is { kind, x1, y1, x2, y2 }' });
      return;
    }
    const o = z as Record<string, unknown>;
    if (o['kind'] !== 'moderate' && o['kind'] !== 'difficult')
      issues.push({ path: `${at}.kind`, message: 'moderate or difficult (seed 000)' });
    for (const k of CORNERS)
      if (typeof o[k] !== 'number' || !Number.isFinite(o[k]))
        issues.push({ path: `${at}.${k}`, message: 'a number of feet' });
    if (o['name'] !== undefined && typeof o['name'] !== 'string')
      issues.push({ path: `${at}.name`, message: 'a name is text' });
    for (const k of Object.keys(o))
      if (!KEYS.has(k))
        issues.push({
          path: `${at}.${k}`,
          message: 'unknown field; a zone has kind, x1, y1, x2, y2, name',
        });
  });
  return issues;
}

/** Options of the other Actions, spells and techniques */

export const actionOptions: Readonly<Record<string, OptionSpec>> = {
  spellNeedsScroll: {
    description:
      'seed 000 lists "pull out spell scroll" as a Free Action: true: a spell is cast only with its scroll in hand (PullOutScroll), unless the spell has the keyword memorized or innate; false: the scroll is not checked (tables differ)',
    default: false,
    choices: [false, true],
  },
  skillMasteryActions: {
    description:
      'reference §3.1 (S9): Skill Mastery makes Actions cheaper — drawing a sword is Free at Kenjutsu 5, a katana at Iaijutsu 3; stringing a bow is Simple at Kyujutsu 3; mounting is Simple at Horsemanship 5 and Free at 7, dismounting Free at Horsemanship 5',
    default: true,
    choices: [true, false],
  },
  kataInOwnStance: {
    description:
      'seed 000: "Activate kata" is a Simple Action. true: a kata that names a Stance may be activated in it even where that Stance allows no Simple Action (Full Attack, Full Defense, Center); false: the Stance\'s limits apply to it too',
    default: true,
    choices: [true, false],
  },
};

/** Options of attacks, maneuvers, off-hand fighting and Void Points */

export const attackOptions: Readonly<Record<string, OptionSpec>> = {
  offHandPenaltySmall: {
    description:
      'seed 000: an off-hand attack with a Small weapon is at −5 (reference §0.3 #3: configurable)',
    default: 5,
  },
  offHandPenaltyMedium: {
    description: 'seed 000: an off-hand attack with a Medium weapon is at −10',
    default: 10,
  },
  offHandPenaltyLarge: {
    description: 'seed 000: an off-hand attack with a Large weapon is at −15',
    default: 15,
  },
  mainHandPenaltyWithOffHand: {
    description:
      'seed 000: "While holding a weapon in your off-hand, you also suffer a -5 penalty to attacks with your primary hand"',
    default: 5,
  },
  dualWieldArmorTN: {
    description:
      'seed 000: "A character wielding two weapons gets a bonus to Armor TN equal to their Insight Rank" (none: off)',
    default: 'insightRank',
    choices: ['insightRank', 'none'],
  },
  feintRounding: {
    description:
      'reference §5: the Feint bonus is half the margin; rounding is not stated (floor or ceil)',
    default: 'floor',
    choices: ['floor', 'ceil'],
  },
  disarmBreaksWood: {
    description:
      'seed 000: "At the GM\'s discretion, a wood-hafted weapon struck by a steel blade (e.g. sword on spear) may be broken": on a successful Disarm of a wood-hafted weapon by a steel one, the weapon breaks',
    default: false,
    choices: [false, true],
  },
  contestedFreeRaise: {
    description: 'reference §1.6 (S15 opinion): what a Free Raise adds to a contested roll',
    default: 5,
  },
};

/** Options of Fear, conditions and what happens outside the fight */

export const conditionOptions: Readonly<Record<string, OptionSpec>> = {
  armorRollPenalties: {
    description:
      'reference §8: Light armor +5 TN to Athletics and Stealth, Heavy +5 TN to Agility and Reflexes Skill rolls (riding armor when not mounted)',
    default: true,
    choices: [true, false],
  },
  fearOverwhelmed: {
    description:
      'seed 000: "A character who fails the roll by 15 or more is overwhelmed, and either cowers or flees in terror": which one (cower: cannot act; flee: cannot act and no longer counts for their side). The Fear command\'s `overwhelmed` overrides it for one roll',
    default: 'cower',
    choices: ['cower', 'flee'],
  },
};

/** Options of the iaijutsu duel (reference §6, §0.3 #5). */

export const duelOptions: Readonly<Record<string, OptionSpec>> = {
  duelFirstBlood: {
    description:
      'seed 000: "(In a duel to first blood, it is dishonorable to strike second if you were wounded.)". endsAtFirstBlood (reference §0.3 #5, S5): the duel ends at the first blood drawn, the one struck loses and strikes no more; secondStrikeDishonorable (the seed\'s reading): the wounded duelist may still strike back, the strike is marked dishonorable, and the first blood still decides the duel',
    default: 'endsAtFirstBlood',
    choices: ['endsAtFirstBlood', 'secondStrikeDishonorable'],
  },
  duelNoBlood: {
    description:
      'not in the seed: a duel to first blood whose strikes draw no blood. skirmish: it goes on as a regular combat until a duelist takes Wounds (the one wounded loses); draw: the duel ends with no victor',
    default: 'skirmish',
    choices: ['skirmish', 'draw'],
  },
  duelFreeRaises: {
    description:
      "reference §1.6: what the Free Raises won on Focus do on the strike: increasedDamage (+1k0 damage each, seed 000's Increased Damage) or lowerTN (−5 to the strike's TN each)",
    default: 'increasedDamage',
    choices: ['increasedDamage', 'lowerTN'],
  },
  magicDuelDamage: {
    description:
      'seed 000: the magic duel rolls "damage using the Ring the shugenja has Affinity for". ringKRing: a Ring roll, (Affinity Ring)k(Affinity Ring); ringForStrength: the weapon\'s DR with the Affinity Ring added to the rolled dice in place of Strength',
    default: 'ringKRing',
    choices: ['ringKRing', 'ringForStrength'],
  },
};

/** Options of grapples */

export const grappleOptions: Readonly<Record<string, OptionSpec>> = {
  grappleMemberActions: {
    description:
      'what those in a grapple may do besides the control roll (no Move Actions either way). controlOnly: the controller takes one of the control options (Hit, Throw, Break, Pass, reference §7) and Free Actions, a member not in control only Free Actions, and a member holding Free Raises to Disarm (seed 000) may attack another member; any: members may take any Action but Moves, attacking only other members',
    default: 'controlOnly',
    choices: ['controlOnly', 'any'],
  },
  grappleJoinControl: {
    description:
      'seed 000: "A grapple can involve more than two combatants": who controls when someone grapples a member of a grapple. joiner: the new attacker ("The attacker starts out in control of the grapple"); keep: the controller keeps control',
    default: 'joiner',
    choices: ['joiner', 'keep'],
  },
  grappleMastery: {
    description:
      'reference §5, §7 (Skill Mastery, S9): Jiujutsu 5 gives a Free Raise on starting a grapple; Jiujutsu 3 adds +1k0 and Jiujutsu 7 +1k1 to unarmed Hit damage; Chain Weapons 5 adds +1k0 to control rolls with a chain weapon',
    default: true,
    choices: [true, false],
  },
};

/** Options of Stances, movement and terrain */

export const stanceOptions: Readonly<Record<string, OptionSpec>> = {
  centerBonus: {
    description:
      'reference §3.4: the Center Stance\'s bonus "1k1 plus his Void Ring": +1k1 and +Void to the total (flatVoid, S17/S18), or +(1 + Void)k1 (voidDice)',
    default: 'flatVoid',
    choices: ['flatVoid', 'voidDice'],
  },
  difficultTerrainPenalty: {
    description:
      'seed 000: in difficult terrain "the GM may assign penalties (usually -5 or -10) to physical Skill Rolls"',
    default: 0,
    choices: [0, 5, 10],
  },
  terrain: {
    description:
      "the map's terrain zones (seed 000: moderate −1 Water, difficult −2 Water for movement, to a minimum of 1): a list of { kind: moderate | difficult, x1, y1, x2, y2, name? } rectangles in feet; a Move takes the worst terrain its path touches",
    default: [],
    check: terrainIssues,
  },
};

export type GroupRoll = 'cooperative' | 'cumulative';
export type TieBreak = 'reflexes-insight-roll' | 'reflexes-insight' | 'roll';
export type Escalation = 'allActions' | 'moveActionsOnly';
export type DownMoves = 'freeMoveForVoid' | 'none';

export const options: Readonly<Record<string, OptionSpec>> = {
  ambushGroupRoll: {
    description:
      'seed 000: ambush rolls are "Cooperative or Cumulative, at the GM\'s option". cooperative: the member with the highest Skill rolls, +1k0 for each other member with rank ≥ 1 (reference §0.3: S15 correction); cumulative: every member rolls and the totals are summed',
    default: 'cooperative',
    choices: ['cooperative', 'cumulative'],
  },
  surpriseNoActionsRound1: {
    description:
      'seed 000: "the GM may rule that the surprised party cannot act in the first Round"',
    default: false,
    choices: [false, true],
  },
  surpriseForbiddenStances: {
    description:
      'seed 000: the GM "may disallow certain Stances (like Full Defense)" to the surprised party in round 1, e.g. ["fullDefense"]',
    default: [],
  },
  surpriseEasierToHit: {
    description:
      'seed 000: "surprised combatants are easier to hit": added to their Armor TN in round 1 (0 = off; −5 suggested)',
    default: 0,
  },
  initiativeTieBreak: {
    description:
      'reference §2: ties in Initiative go to higher Reflexes, then higher Insight Rank, then a d10 roll-off',
    default: 'reflexes-insight-roll',
    choices: ['reflexes-insight-roll', 'reflexes-insight', 'roll'],
  },
  crippledEscalation: {
    description:
      'seed 000: at Crippled "a Simple Action must be spent to take a Free Action, and a Complex Action to take a Simple Action. Complex Actions cannot be taken." allActions (the seed): every Action costs one level more, no Complex Action; moveActionsOnly (reference §0.3 #1, the core book S3): only Move Actions cost one level more, other Actions cost what they say',
    default: 'allActions',
    choices: ['allActions', 'moveActionsOnly'],
  },
  downMoves: {
    description:
      'seed 000: at Down "only Free Actions (and that requires spending a Void Point)", and its Free Actions include "Move Action (5×Water ft.)". freeMoveForVoid (the seed): a Down character may take the Free Move for a Void Point like any Free Action; none (reference §4, "No Move Actions"): no Move at all',
    default: 'freeMoveForVoid',
    choices: ['freeMoveForVoid', 'none'],
  },
  woundMultiplier: {
    description:
      'reference §4: Wounds in each Rank after Healthy = Earth × this (2 is the seed; 3–5 are less lethal)',
    default: 2,
    choices: [2, 3, 4, 5],
  },
  ...attackOptions,
  ...stanceOptions,
  ...conditionOptions,
  ...duelOptions,
  ...actionOptions,
  ...grappleOptions,
};

/**
 * One option's value: the state's (the kernel has filled in defaults and checked choices), or
 * `fallback` when it is missing, of another type, or not among `allowed`.
 */
export function optionOf<T>(
  state: CombatState,
  key: string,
  fallback: T,
  allowed?: readonly T[],
): T {
  const raw = state.options[key];
  if (raw === undefined || typeof raw !== typeof fallback) return fallback;
  if (Array.isArray(fallback) !== Array.isArray(raw)) return fallback;
  if (allowed && !allowed.includes(raw as T)) return fallback;
  return raw as T;
}

export interface Options {
  readonly ambushGroupRoll: GroupRoll;
  readonly surpriseNoActionsRound1: boolean;
  readonly surpriseForbiddenStances: readonly Stance[];
  readonly surpriseEasierToHit: number;
  readonly initiativeTieBreak: TieBreak;
  readonly crippledEscalation: Escalation;
  readonly downMoves: DownMoves;
  readonly woundMultiplier: number;
}

const cache = new WeakMap<object, Options>();

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The typed options; values the kernel could not check (lists, numbers) fall back to defaults. */
export function readOptions(raw: Readonly<Record<string, unknown>>): Options {
  const hit = cache.get(raw);
  if (hit) return hit;
  const stances = raw['surpriseForbiddenStances'];
  const easier = raw['surpriseEasierToHit'];
  const read: Options = {
    ambushGroupRoll: pick(raw['ambushGroupRoll'], ['cooperative', 'cumulative'], 'cooperative'),
    surpriseNoActionsRound1: raw['surpriseNoActionsRound1'] === true,
    surpriseForbiddenStances: Array.isArray(stances)
      ? STANCES.filter((s) => stances.includes(s))
      : [],
    surpriseEasierToHit: typeof easier === 'number' && Number.isFinite(easier) ? easier : 0,
    initiativeTieBreak: pick(
      raw['initiativeTieBreak'],
      ['reflexes-insight-roll', 'reflexes-insight', 'roll'],
      'reflexes-insight-roll',
    ),
    crippledEscalation: pick(
      raw['crippledEscalation'],
      ['allActions', 'moveActionsOnly'],
      'allActions',
    ),
    downMoves: pick(raw['downMoves'], ['freeMoveForVoid', 'none'], 'freeMoveForVoid'),
    woundMultiplier: pick(raw['woundMultiplier'], [2, 3, 4, 5], 2),
  };
  cache.set(raw, read);
  return read;
}
