/**
 * Typed views of the kernel's untyped slots: combatant.sheet is a {@link Sheet} (checked by
 * setup), combatant.data is an {@link EmData}, state.game an {@link EmGame}. Updates are immutable
 * and touch one combatant.
 *
 * `state.game` of elan-moxie: what concerns several combatants at once.
 * - `queue`: attacks of opportunity waiting for the pending one to be answered (a move can
 *   provoke several; the kernel holds one pending reaction at a time, engine/reactions.ts).
 * - `grapples`: who holds whom (seed 001, Grapple). The `attacker` pins the `defender`.
 */
import {
  copyCombatant,
  copyState,
  own,
  withCombatant,
  type Combatant,
  type CombatantId,
  type CombatState,
  type Mutable,
  type Pending,
  type Position,
} from '../../engine/index.js';
import { COLLAPSE_AT, DEATH_AT, type EmData, type Sheet } from './sheet.js';

/** An attack of opportunity offered to `reactor` (state.pending while it waits for an answer). */
export interface Offer extends Pending {
  readonly trigger: 'attack-of-opportunity';
  readonly data: OfferData;
}

export interface OfferData {
  /** Who provoked it by moving. */
  readonly provoker: CombatantId;
  /** Where the provoker was when he provoked it (he falls there if the attack stops him). */
  readonly at: Position;
  /** Where the provoking move started (for the log of a move cut short). */
  readonly from?: Position;
  /** Why: moving past a creature in melee, or out of its melee range. */
  readonly cause: 'moved-past' | 'left-melee';
  /** The reactor's weapons that reach `at`, and abilities usable as an Attack of Opportunity. */
  readonly weapons: readonly string[];
  readonly abilities: readonly string[];
}

export interface Grapple {
  readonly attacker: CombatantId;
  readonly defender: CombatantId;
}

export interface EmGame {
  readonly queue: readonly Offer[];
  readonly grapples: readonly Grapple[];
}

export const initialGame = (): EmGame => ({ queue: [], grapples: [] });

/** The grapple `id` is in, as attacker or defender. */
export function grappleOf(game: EmGame, id: CombatantId): Grapple | undefined {
  for (const g of game.grapples) if (g.attacker === id || g.defender === id) return g;
  return undefined;
}

export type Health = 'fighting' | 'collapsed' | 'dead';

/** Health by the wound track (sheet.ts): fighting below 15 wounds, collapsed at 15, dead at 20. */
export function health(wounds: number): Health {
  if (wounds >= DEATH_AT) return 'dead';
  if (wounds >= COLLAPSE_AT) return 'collapsed';
  return 'fighting';
}

export const sheetOf = (c: Combatant): Sheet => c.sheet as Sheet;
export const dataOf = (c: Combatant): EmData => c.data as EmData;
export const gameOf = (s: CombatState): EmGame => s.game as EmGame;

/** The state with a new `game`. */
export function withGame(state: CombatState, game: EmGame): CombatState {
  const next = copyState(state);
  next.game = game;
  return next;
}

export function healthOf(c: Combatant): Health {
  return health(dataOf(c).wounds);
}

/** Replaces part of one combatant's data; the state itself when the combatant is unknown. */
export function patchData(
  state: CombatState,
  id: CombatantId,
  patch: Partial<EmData>,
): CombatState {
  const c = own(state.combatants, id);
  if (!c) return state;
  return withCombatant(state, withData(c, patch));
}

/** A copy of the data, written out field by field (one fixed shape), to set fields on. */
export function copyData(d: EmData): Mutable<EmData> {
  return {
    wounds: d.wounds,
    surprised: d.surprised,
    moves: d.moves,
    attacks: d.attacks,
    full: d.full,
    free: d.free,
    prone: d.prone,
    dropped: d.dropped,
    channeling: d.channeling,
  };
}

/** The combatant with part of its data replaced (one fixed object shape: the fold stays fast). */
export function withData(c: Combatant, patch: Partial<EmData>): Combatant {
  const d = dataOf(c);
  const data: EmData = {
    wounds: patch.wounds ?? d.wounds,
    surprised: patch.surprised ?? d.surprised,
    moves: patch.moves ?? d.moves,
    attacks: patch.attacks ?? d.attacks,
    full: patch.full ?? d.full,
    free: patch.free ?? d.free,
    prone: patch.prone ?? d.prone,
    dropped: patch.dropped ?? d.dropped,
    channeling: patch.channeling ?? d.channeling,
  };
  const n = copyCombatant(c);
  n.data = data;
  return n;
}

/** The combatant put at `p` (where an Attack of Opportunity stopped him). */
export function withPosition(c: Combatant, p: Position): Combatant {
  const n = copyCombatant(c);
  n.position = { x: p.x, y: p.y };
  return n;
}

/** The combatant's name for messages and log lines. */
export function nameOf(state: CombatState, id: unknown): string {
  return typeof id === 'string' ? (own(state.combatants, id)?.name ?? id) : String(id);
}
