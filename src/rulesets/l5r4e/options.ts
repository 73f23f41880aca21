/**
 * The GM's options of l5r4e (seed 000: "at the GM's option", "the GM may rule"), with the defaults
 * of the reference (shared/rules/l5r4e-reference.md §0.3, §2, §4, §13). The kernel fills in the
 * defaults and checks the choices before the hooks see `state.options`; `readOptions` turns them
 * into a typed view once per options object.
 */
import type { CombatState, OptionSpec } from '../../engine/index.js';
import { actionOptions } from './opts/actions.js';
import { attackOptions } from './opts/attacks.js';
import { conditionOptions } from './opts/conditions.js';
import { duelOptions } from './opts/duel.js';
import { grappleOptions } from './opts/grapple.js';
import { stanceOptions } from './opts/stances.js';
import { STANCES, type Stance } from './stances/stance.js';

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
