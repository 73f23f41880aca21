/**
 * What the conditions feature shares (conditions/feature.ts): the names of its conditions, who
 * may send its commands, the Wound Rank after a change, and the evolve helpers that change one
 * condition's data or pay a Void Point spent on a roll outside an Action.
 */
import {
  copyCombatant,
  ok,
  refuse,
  withCombatant,
  type Combatant,
  type CombatState,
  type Condition,
  type Result,
  type Rolled,
  type Violation,
  own,
} from '../../../engine/index.js';
import { gmOnly, isGm } from '../actions/index.js';
import type { ActionKind } from '../sheet.js';
import {
  copyData,
  dataOf,
  sheetOf,
  updateData,
  applyWounds,
  OUT,
  rankIndex,
  rankName,
} from '../state.js';

/** Condition names (Condition.name) this feature reads. */
export const FEAR = 'fear';
export const OVERWHELMED = 'overwhelmed';
export const STUNNED = 'stunned';
export const DAZED = 'dazed';
export const ENTANGLED = 'entangled';
export const HELPLESS = 'helpless';
export const UNDERWATER = 'underwater';
/** The id of the helpless condition of a drowning character. */
export const DROWNING = 'drowning';

export type Flight = 'cower' | 'flee';

export const named = (c: Combatant, name: string): Condition | undefined =>
  c.conditions.find((x) => x.name === name);

export const conditionData = (x: Condition | undefined): Readonly<Record<string, unknown>> =>
  typeof x?.data === 'object' && x.data !== null ? (x.data as Record<string, unknown>) : {};

/** seed 000: an overwhelmed character who "flees in terror" no longer counts for their side. */
export const hasFled = (c: Combatant): boolean =>
  c.conditions.some((x) => x.name === OVERWHELMED && conditionData(x)['mode'] === 'flee');

/** Neither dead nor Out (reference §4), nor fled. */
export const present = (c: Combatant): boolean =>
  !dataOf(c).dead && rankIndex(sheetOf(c).thresholds, dataOf(c).wounds) < OUT && !hasFled(c);

/** The roll as the log shows it: the dice breakdown, else `expression = total`. */
export const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

/** A combatant named by a command field, or a coded refusal. */
export function combatantArg(state: CombatState, id: unknown, what: string): Result<Combatant> {
  const c = typeof id === 'string' ? own(state.combatants, id) : undefined;
  if (!c) return refuse('l5r4e/no-such-combatant', `no combatant ${JSON.stringify(id)} (${what})`);
  return ok(c);
}

/** Outside a fight a character may send a command for themself; the GM for anyone. */
export function gmOrSelf(actor: string, id: string, type: string): Result<true> {
  if (isGm(actor) || actor === id) return ok(true);
  return refuse('turn/gm-only', `only the GM or the character may ${type} outside a fight`);
}

export const gmCheck = (actor: string, type: string): Result<true> =>
  isGm(actor) ? ok(true) : gmOnly(type);

/** Wounds and the Rank's name after a change of `delta` Wounds (< 0 heals, never below 0). */
export function afterWounds(c: Combatant, delta: number): { wounds: number; rank: string } {
  const t = sheetOf(c).thresholds;
  const after = applyWounds(t, dataOf(c).wounds, delta);
  return { wounds: after.wounds, rank: after.dead ? 'Dead' : rankName(rankIndex(t, after.wounds)) };
}

/** A whole number in [min, max], the fallback when absent, or undefined when bad. */
export function wholeNumber(
  raw: unknown,
  fallback: number,
  min: number,
  max: number,
): number | undefined {
  const v = raw ?? fallback;
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined;
}

/** Evolve: replaces one condition of a combatant (nothing when either is missing). */
export function updateCondition(
  state: CombatState,
  id: string,
  conditionId: string,
  change: (x: Condition) => Condition,
): CombatState {
  const c = own(state.combatants, id);
  if (!c || !c.conditions.some((x) => x.id === conditionId)) return state;
  const n = copyCombatant(c);
  n.conditions = c.conditions.map((x) => (x.id === conditionId ? change(x) : x));
  return withCombatant(state, n);
}

/** Evolve: drops every condition matching `drop` from every combatant. */
export function dropConditions(state: CombatState, drop: (x: Condition) => boolean): CombatState {
  let next = state;
  for (const c of Object.values(state.combatants)) {
    if (!c.conditions.some(drop)) continue;
    const n = copyCombatant(c);
    n.conditions = c.conditions.filter((x) => !drop(x));
    next = withCombatant(next, n);
  }
  return next;
}

/** Evolve: a Void Point spent on a roll (reference §1.5: +1k1), by `id`, this Round. */
export function payVoid(state: CombatState, id: unknown): CombatState {
  if (typeof id !== 'string') return state;
  return updateData(state, id, (d) => {
    const n = copyData(d);
    n.voidPoints = Math.max(0, d.voidPoints - 1);
    n.voidRound = state.round;
    return n;
  });
}

/** The Action of breaking free (reference §11.3), the one an Entangled character may take. */
export const BREAK_FREE: ActionKind = { level: 'complex', kind: 'break-free' };

const BLOCKING: readonly (readonly [string, string])[] = [
  [STUNNED, 'Stunned: a stunned character may take no Actions (reference §11.3)'],
  [HELPLESS, 'helpless and unable to take Actions (seed 000)'],
  [OVERWHELMED, 'overwhelmed by Fear: cowering or fleeing in terror (seed 000)'],
];

/** Why a condition forbids the Action (budget.gate), or undefined. */
export function conditionsForbid(
  _state: CombatState,
  c: Combatant,
  action: ActionKind,
): Violation | undefined {
  if (c.conditions.length === 0) return undefined;
  for (const [name, why] of BLOCKING)
    if (named(c, name)) return { code: `l5r4e/${name}`, message: `${c.name} is ${why}` };
  if (named(c, ENTANGLED) && action.kind !== BREAK_FREE.kind)
    return {
      code: 'l5r4e/entangled',
      message: `${c.name} is Entangled: no Actions other than attempting to break free (reference §11.3)`,
    };
  return undefined;
}
