/**
 * `state.game` of elan-moxie: what concerns several combatants at once.
 * - `queue`: attacks of opportunity waiting for the pending one to be answered (a move can
 *   provoke several; the kernel holds one pending reaction at a time, engine/reactions.ts).
 * - `grapples`: who holds whom (seed 001, Grapple). The `attacker` pins the `defender`.
 */
import type { CombatantId, Pending, Position } from '../../engine/index.js';

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
