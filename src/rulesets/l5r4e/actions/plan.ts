/**
 * What the small Actions share (actions/minor.ts, actions/gear.ts): a checked, costed plan
 * whose events resolveMinor makes, the hands a character has free, and the Skill Mastery option
 * that makes some of them cheaper (reference §3.1, S9).
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Result,
} from '../../../engine/index.js';
import { gate, type Spent } from './budget.js';
import { optionOf } from '../options.js';
import type { ActionKind, Level } from '../sheet.js';
import { dataOf, skillRank } from '../state.js';

/** The events of the small Actions (seed 000's Free and Simple lists, and the Complex ones). */
export type MinorEvent =
  | 'Spoke'
  | 'WeaponDropped'
  | 'WeaponPickedUp'
  | 'OffHandDropped'
  | 'OffHandPickedUp'
  | 'WeaponDrawn'
  | 'WeaponSheathed'
  | 'ItemDropped'
  | 'ItemPickedUp'
  | 'ScrollPulledOut'
  | 'ScrollPutAway'
  | 'HorseMounted'
  | 'HorseDismounted'
  | 'BowStrung'
  | 'KataActivated'
  | 'StoodUp';

export interface MinorPlan {
  readonly type: MinorEvent;
  readonly data: Readonly<Record<string, unknown>>;
  readonly spent: Spent;
  /** Conditions the Action ends (Prone). */
  readonly removes: readonly string[];
}

/** Costs an Action through budget.gate (Stances, Crippled, Down, Free Actions once per Round). */
export function costed(
  state: CombatState,
  c: Combatant,
  kind: ActionKind,
  type: MinorEvent,
  data: Readonly<Record<string, unknown>> = {},
  removes: readonly string[] = [],
): Result<MinorPlan> {
  const spent = gate(state, c, kind);
  if (!spent.ok) return spent;
  return ok({ type, data: { actor: c.id, ...data }, spent: spent.value, removes });
}

/** An Action of `level`, named `kind` (each Free Action once per Round, by kind). */
export const action = (level: Level, kind: string): ActionKind => ({ level, kind });

/** Option skillMasteryActions: Skill Mastery makes drawing, stringing and mounting cheaper. */
export const masteryOn = (state: CombatState): boolean =>
  optionOf(state, 'skillMasteryActions', true, [true, false]);

/** The Skill rank when option skillMasteryActions is on, else 0. */
export const masteryRank = (state: CombatState, c: Combatant, skill: string): number =>
  masteryOn(state) ? skillRank(c, skill) : 0;

/** Hands holding something: the weapon, the off-hand weapon, a spell scroll (two hands). */
export function handsFull(c: Combatant): boolean {
  const d = dataOf(c);
  return (d.armed ? 1 : 0) + (d.offArmed ? 1 : 0) + (d.scroll !== null ? 1 : 0) >= 2;
}

export const noFreeHand = (c: Combatant): Result<never> =>
  refuse(
    'l5r4e/hands-full',
    `${c.name} has no free hand (two hands: the weapon, the off-hand weapon, a spell scroll)`,
  );

export type Hand = 'main' | 'off';

/** The `hand` of a command: main (default) or off. */
export function handOf(data: Readonly<Record<string, unknown>>): Result<Hand> {
  const hand = data['hand'] ?? 'main';
  if (hand !== 'main' && hand !== 'off')
    return refuse('l5r4e/bad-hand', 'hand: main (the weapon) or off (the off-hand weapon)');
  return ok(hand);
}
