/**
 * The rule set's options (every "within reasonable limit" the seed leaves to the table, and every
 * reading where tables differ), with their defaults. The kernel fills defaults in, rejects unknown
 * options and values outside `choices`, and runs each `check` when the combat is made;
 * `readOptions` gives typed access.
 */
import { z } from 'zod';
import type { OptionSpec, Position, ValidationIssue } from '../../engine/index.js';

export const TIE_BREAKS = ['agility-then-roll', 'elan-then-roll', 'roll'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];
export const ESCAPE_ACTIONS = ['attack', 'move', 'full'] as const;
export type EscapeAction = (typeof ESCAPE_ACTIONS)[number];
export const AREA_ROLLS = ['each', 'once'] as const;
export type AreaRoll = (typeof AREA_ROLLS)[number];

/** An object on the map that gives cover: a circle (a tree, a pillar) or a segment (a wall, a window sill). */
const point = z.strictObject({ x: z.number(), y: z.number() });
export const obstacleSchema = z.union([
  z.strictObject({
    name: z.string().min(1),
    x: z.number(),
    y: z.number(),
    radius: z.number().positive(),
  }),
  z.strictObject({ name: z.string().min(1), from: point, to: point }),
]);
export type Obstacle =
  | { readonly name: string; readonly x: number; readonly y: number; readonly radius: number }
  | { readonly name: string; readonly from: Position; readonly to: Position };

const isLimit = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isRadius = (v: unknown): v is number => typeof v === 'number' && v > 0 && v <= 5;

function issuesOf(key: string, result: z.ZodSafeParseResult<unknown>): ValidationIssue[] {
  if (result.success) return [];
  return result.error.issues.map((i) => ({
    path: `options.${key}${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}`,
    message: i.message,
  }));
}

export const options: Readonly<Record<string, OptionSpec>> = {
  initiativeTieBreak: {
    description:
      'How equal Initiative scores are ordered (the seed does not say): the higher Agility, ' +
      'then a d20 roll-off (default); the higher Elan, then a roll-off; or a roll-off only.',
    default: 'agility-then-roll',
    choices: TIE_BREAKS,
  },
  freeActionLimit: {
    description:
      'seed 001: "as many Free actions each round as he desires, within reasonable limit": ' +
      'the limit per turn, a whole number ≥ 0.',
    default: 5,
    check: (v) =>
      isLimit(v)
        ? []
        : [{ path: 'options.freeActionLimit', message: 'a whole number ≥ 0, e.g. 5' }],
  },
  turnEndsWithLastAction: {
    description:
      'seed 001: "as many Free actions each round as he desires". Default (false): the turn stays ' +
      'open for Free actions (speaking, Release, StopChanneling) once the last Move or Attack ' +
      'action is spent, until EndTurn or freeActionLimit; true: it ends by itself with the last ' +
      'Move or Attack action (Free actions come before it).',
    default: false,
    choices: [false, true],
  },
  coverStacks: {
    description:
      'seed 001: cover from an object (+2) and from creatures in between ("also gain a +2 bonus") ' +
      'do not add up by default (at most +2); true: they add up to +4.',
    default: false,
    choices: [false, true],
  },
  creatureRadius: {
    description:
      'How close (metres) a creature must stand to the line from attacker to target to be ' +
      '"between" them and give cover (seed 001).',
    default: 0.75,
    check: (v) =>
      isRadius(v)
        ? []
        : [{ path: 'options.creatureRadius', message: 'metres, more than 0 and at most 5' }],
  },
  obstacles: {
    description:
      'Objects on the map that give cover when the line of an attack crosses them (seed 001: ' +
      '"a tree, corner, or window"): circles { name, x, y, radius } and walls { name, from, to }.',
    default: [],
    check: (v) => issuesOf('obstacles', z.array(obstacleSchema).safeParse(v)),
  },
  maxChannels: {
    description:
      'How many channeled abilities one character may maintain at once (the seed does not say).',
    default: 1,
    check: (v) =>
      isLimit(v) && v >= 1
        ? []
        : [{ path: 'options.maxChannels', message: 'a whole number ≥ 1, e.g. 1' }],
  },
  ownMoveEndsChanneling: {
    description:
      'seed 001: channeling ends when an attack "moves the character". Default: only forced ' +
      "movement does; true: the channeler's own Move and Withdraw end it too.",
    default: false,
    choices: [false, true],
  },
  escapeAction: {
    description:
      'The action a pinned defender spends to escape (Agility) or reverse (Strength) a grapple ' +
      '(the seed does not say): an Attack action (default), a Move action, or a Full action.',
    default: 'attack',
    choices: ESCAPE_ACTIONS,
  },
  areaAttackRoll: {
    description:
      'An area ability with an attack roll: one hit roll per creature in the area (default), or ' +
      "one roll compared with every creature's defense.",
    default: 'each',
    choices: AREA_ROLLS,
  },
};

export interface EmOptions {
  readonly initiativeTieBreak: TieBreak;
  readonly freeActionLimit: number;
  readonly turnEndsWithLastAction: boolean;
  readonly coverStacks: boolean;
  readonly creatureRadius: number;
  readonly obstacles: readonly Obstacle[];
  readonly maxChannels: number;
  readonly ownMoveEndsChanneling: boolean;
  readonly escapeAction: EscapeAction;
  readonly areaAttackRoll: AreaRoll;
}

const pick = <T>(list: readonly T[], v: unknown, d: T): T => list.find((x) => x === v) ?? d;

const cache = new WeakMap<object, EmOptions>();

/** Typed options (memoised per options object); values were checked when the combat was made. */
export function readOptions(o: Readonly<Record<string, unknown>>): EmOptions {
  let r = cache.get(o);
  if (r) return r;
  const limit = o['freeActionLimit'];
  const radius = o['creatureRadius'];
  const channels = o['maxChannels'];
  const obstacles = o['obstacles'];
  r = {
    initiativeTieBreak: pick(TIE_BREAKS, o['initiativeTieBreak'], 'agility-then-roll'),
    freeActionLimit: isLimit(limit) ? limit : 5,
    turnEndsWithLastAction: o['turnEndsWithLastAction'] === true,
    coverStacks: o['coverStacks'] === true,
    creatureRadius: isRadius(radius) ? radius : 0.75,
    obstacles: Array.isArray(obstacles) ? (obstacles as Obstacle[]) : [],
    maxChannels: isLimit(channels) && channels >= 1 ? channels : 1,
    ownMoveEndsChanneling: o['ownMoveEndsChanneling'] === true,
    escapeAction: pick(ESCAPE_ACTIONS, o['escapeAction'], 'attack'),
    areaAttackRoll: pick(AREA_ROLLS, o['areaAttackRoll'], 'each'),
  };
  cache.set(o, r);
  return r;
}
