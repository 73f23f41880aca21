/**
 * Typed views of the rule set's parts of the combat state: `combatant.data` (health, the action
 * budget, surprise) and `state.game` (the ambush, reactions waiting their turn). Plain JSON only.
 */
import {
  copyCombatant,
  copyState,
  withCombatant,
  type Combatant,
  type CombatantId,
  type CombatState,
  type Pending,
} from '../../engine/index.js';
import type { Sheet } from './sheet.js';

/**
 * seed 002: "There are four basic types of actions; move, standard, bonus, and reaction."
 * move, action and bonus refresh at the start of one's turn; reaction at the start of each round.
 * `attacks` counts the attacks left of an Attack action already begun (extra attack, 15th-level warrior).
 */
export interface Budget {
  readonly move: number;
  readonly action: number;
  readonly bonus: number;
  readonly reaction: number;
  readonly attacks: number;
}

export interface ChaosData {
  /** What is left of the health pool (0 = down). */
  readonly health: number;
  readonly budget: Budget;
  /** Ambushed with surprise: neither acts nor reacts in round 1 (seed 002, Ambush). */
  readonly surprised: boolean;
}

/** Why an attack of opportunity is offered. */
export type Provocation = 'fumble' | 'left-reach';

export interface OfferData {
  /** Whom the attack of opportunity is against. */
  readonly provoker: CombatantId;
  readonly cause: Provocation;
  /** The reactor's weapons that can make it. */
  readonly weapons: readonly string[];
}

/** A reaction offered to a combatant: what `state.pending` holds while it waits for an answer. */
export interface Offer extends Pending {
  readonly trigger: 'attack-of-opportunity';
  readonly data: OfferData;
}

export interface AmbushResult {
  readonly ambushers: string;
  readonly ambushed: string;
  readonly surprised: boolean;
}

export interface ChaosGame {
  readonly ambush: AmbushResult | null;
  /** Reactions waiting for the one pending now to be answered, first first. */
  readonly queue: readonly Offer[];
}

export const initialGame = (): ChaosGame => ({ ambush: null, queue: [] });

export const NO_BUDGET: Budget = { move: 0, action: 0, bonus: 0, reaction: 1, attacks: 0 };

export const sheetOf = (c: Combatant): Sheet => c.sheet as Sheet;
export const dataOf = (c: Combatant): ChaosData => c.data as ChaosData;
export const gameOf = (s: CombatState): ChaosGame => s.game as ChaosGame;

export const isUp = (c: Combatant): boolean => dataOf(c).health > 0;

/** Can take a turn: up, and not surprised (surprise lasts round 1; it is cleared as round 2 starts). */
export const canTakeTurn = (c: Combatant): boolean => dataOf(c).health > 0 && !dataOf(c).surprised;

/** seed 002: "Reactions can be taken anytime, as long as their triggering conditions are met." */
export function canReact(c: Combatant): boolean {
  const d = dataOf(c);
  return d.health > 0 && !d.surprised && d.budget.reaction > 0;
}

export const nameOf = (s: CombatState, id: CombatantId): string => s.combatants[id]?.name ?? id;

/** A new state with one combatant's data replaced. */
export function withData(s: CombatState, c: Combatant, data: ChaosData): CombatState {
  const n = copyCombatant(c);
  n.data = data;
  return withCombatant(s, n);
}

export function withGame(s: CombatState, game: ChaosGame): CombatState {
  const next = copyState(s);
  next.game = game;
  return next;
}
