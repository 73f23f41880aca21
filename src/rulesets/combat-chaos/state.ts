/**
 * Typed views of the rule set's parts of the combat state: `combatant.data` (health, the action
 * budget, surprise) and `state.game` (the ambush, reactions waiting their turn). Plain JSON only.
 */
import {
  copyCombatant,
  copyState,
  own,
  withCombatant,
  type Combatant,
  type CombatantId,
  type CombatState,
  type Pending,
  withinReach,
} from '../../engine/index.js';
import { isMissile, isPolearm, isUnarmed, type Sheet, type Weapon } from './sheet.js';

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
  /** What the maneuvers of issue 6 leave on a combatant ({@link NO_COND} when nothing). */
  readonly cond: Cond;
}

/** A combatant's state from the maneuvers (seed 002, Maneuvers); plain JSON. */
export interface Cond {
  /** Knocked prone (Trip): standing up takes half his speed, or Kipup. */
  readonly prone: boolean;
  /** Weapons knocked out of his hands (Disarm), on the ground. */
  readonly dropped: readonly string[];
  /** Who holds him in a grapple (seed 002: "wrestle your target down and immobilize them"). */
  readonly grappledBy: CombatantId | null;
  /** Bracing a polearm (Brace, a bonus action) until his next turn starts. */
  readonly bracing: boolean;
  /** The round of his last Constrict ("only be done once per round"); 0 = never. */
  readonly constrictRound: number;
  /** This turn's Charge: how far he moved, and whether its first attack has been made. */
  readonly charge: {
    readonly distance: number;
    readonly polearm: boolean;
    readonly used: boolean;
  } | null;
}

export const NO_COND: Cond = {
  prone: false,
  dropped: [],
  grappledBy: null,
  bracing: false,
  constrictRound: 0,
  charge: null,
};

/** Why an attack of opportunity is offered. */
export type Provocation = 'fumble' | 'left-reach' | 'disarm' | 'grapple' | 'trip' | 'stand' | 'gm';

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

/** Defend (seed 002): attacks on `protect` suffer disadvantage for the round `round`. */
export interface Defense {
  readonly by: CombatantId;
  readonly protect: CombatantId;
  readonly round: number;
}

/** Support (seed 002): `ally` has advantage on attacks against `target` for the round `round`. */
export interface Support {
  readonly by: CombatantId;
  readonly ally: CombatantId;
  readonly target: CombatantId;
  readonly round: number;
}

export interface ChaosGame {
  readonly ambush: AmbushResult | null;
  /** Reactions waiting for the one pending now to be answered, first first. */
  readonly queue: readonly Offer[];
  readonly defends: readonly Defense[];
  readonly supports: readonly Support[];
  /**
   * A maneuver rolled and won, waiting for its target's answer to the attack of opportunity
   * (`Deferred` in events.ts; unknown here so that state.ts imports no feature).
   */
  readonly deferred: unknown;
}

export const initialGame = (): ChaosGame => ({
  ambush: null,
  queue: [],
  defends: [],
  supports: [],
  deferred: null,
});

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

/**
 * The combatant of an id that came from outside (a command, an event, a pending offer): an own
 * property only (src/engine/own.ts), so `constructor` or `__proto__` is an unknown id.
 */
export const combatantOf = (s: CombatState, id: unknown): Combatant | undefined =>
  typeof id === 'string' ? own(s.combatants, id) : undefined;

export const nameOf = (s: CombatState, id: CombatantId): string => combatantOf(s, id)?.name ?? id;

/** The data with a new budget (the rest as it was). */
export const withBudget = (d: ChaosData, budget: Budget): ChaosData => ({
  health: d.health,
  budget,
  surprised: d.surprised,
  cond: d.cond,
});

/** A new state with part of one combatant's `cond` replaced. */
export function withCond(s: CombatState, c: Combatant, patch: Partial<Cond>): CombatState {
  const d = dataOf(c);
  return withData(s, c, { ...d, cond: { ...d.cond, ...patch } });
}

/** A new state with one combatant's data replaced. */
export function withData(s: CombatState, c: Combatant, data: ChaosData): CombatState {
  const n = copyCombatant(c);
  n.data = data;
  return withCombatant(s, n);
}

/** The data of some combatants, by id, to replace at once (`patchData`). */
export type Changes = Record<string, ChaosData>;

/**
 * A new state with the data of some combatants replaced, in one copy: the fold copies as little
 * as it can, at most one new `combatants` record per event (the simulator folds thousands of
 * fights a second).
 */
export function patchData(s: CombatState, changes: Changes): CombatState {
  const combatants = { ...s.combatants };
  for (const id in changes) {
    const c = combatants[id];
    const data = changes[id];
    if (c && data) {
      const n = copyCombatant(c);
      n.data = data;
      combatants[id] = n;
    }
  }
  const next = copyState(s);
  next.combatants = combatants;
  return next;
}

/** The same for one combatant (the common case), optionally marking the turn as used. */
export function patchOne(
  s: CombatState,
  c: Combatant,
  data: ChaosData,
  turnUsed = s.turnUsed,
): CombatState {
  const n = copyCombatant(c);
  n.data = data;
  const next = copyState(s);
  next.turnUsed = turnUsed;
  next.combatants = { ...s.combatants, [c.id]: n };
  return next;
}

export function withGame(s: CombatState, game: ChaosGame): CombatState {
  const next = copyState(s);
  next.game = game;
  return next;
}

// ---------------------------------------------------------------------------------------------
// Readings of the weapons in hand (Disarm's `dropped`).

/** The weapons still in hand (Disarm leaves the others on the ground, `cond.dropped`). */
export function inHand(c: Combatant): readonly Weapon[] {
  const dropped = dataOf(c).cond.dropped;
  const weapons = sheetOf(c).weapons;
  return dropped.length === 0 ? weapons : weapons.filter((w) => !dropped.includes(w.name));
}

// ---------------------------------------------------------------------------------------------
// Readings of the maneuver state (grapples, speed, a bonus action's uses, Kipup).

/** An arm's length: the reach of wrestling, shoving and tripping with one's body. */
export const HANDS = 5;

/** How far one grapples, pushes and trips by a test: 5 ft, or an unarmed/natural weapon's reach. */
export function grappleReach(c: Combatant): number {
  let r = HANDS;
  for (const w of sheetOf(c).weapons) if (isUnarmed(w) && !isMissile(w) && w.reach > r) r = w.reach;
  return r;
}

/**
 * Who holds `c` in a grapple now: the grappler, while both are up and within his reach (seed 002
 * says nothing of how a grapple ends: it ends when either goes down or they are pushed apart).
 */
export function grapplerOf(s: CombatState, c: Combatant): Combatant | undefined {
  const by = dataOf(c).cond.grappledBy;
  if (by === null) return undefined;
  const g = combatantOf(s, by);
  if (!g || !isUp(g) || !isUp(c) || !withinReach(g.position, c.position, grappleReach(g)))
    return undefined;
  return g;
}

/** Those `g` holds in a grapple now. */
export function grappledBy(s: CombatState, g: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && dataOf(c).cond.grappledBy === g.id && grapplerOf(s, c) === g) out.push(c);
  }
  return out;
}

/**
 * "if your target is armed": holds a weapon in hand that is not unarmed or natural (fists, claws);
 * a weapon knocked away by a Disarm is not in hand.
 */
export function isArmed(c: Combatant): boolean {
  for (const w of inHand(c)) if (!isUnarmed(w)) return true;
  return false;
}

/**
 * Feet a whole move covers now: 0 while grappled (seed 002 Grapple: "immobilize them"); half the
 * speed while prone (crawling); the sheet's speed otherwise.
 */
export function speedNow(s: CombatState, c: Combatant): number {
  const cond = dataOf(c).cond;
  const speed = sheetOf(c).speed;
  if (cond.grappledBy !== null && grapplerOf(s, c)) return 0;
  return cond.prone ? speed / 2 : speed;
}

/** A bonus action still worth taking on the attack side: a bonus-action spell, or bracing a polearm. */
export function hasBonusAttack(c: Combatant): boolean {
  const d = dataOf(c);
  if (d.budget.bonus < 1) return false;
  if (sheetOf(c).spells.some((sp) => sp.action === 'bonus')) return true;
  return !d.cond.bracing && inHand(c).some(isPolearm);
}

/** A bonus action is left and has a use: Kipup (prone, acrobatics) or a Constrict not yet made this round. */
export function hasBonusUse(s: CombatState, c: Combatant): boolean {
  const d = dataOf(c);
  if (d.budget.bonus < 1) return false;
  if (canKipup(c)) return true;
  return d.cond.constrictRound !== s.round && grappledBy(s, c).length > 0;
}

/** seed 002 Kipup: "If you have the acrobatics skill" (acrobatics above 0), prone, and up. */
export function canKipup(c: Combatant): boolean {
  return dataOf(c).cond.prone && sheetOf(c).skills.acrobatics > 0 && isUp(c);
}
