/**
 * The rule set's state of the whole fight (`state.game`): the iaijutsu duel, if any, and the
 * grapples in progress. Typed view and immutable update.
 */
import { copyState, type CombatState } from '../../../engine/index.js';
import type { Duel } from './duel-types.js';
import type { Grapple } from './grapple-types.js';

export interface Game {
  readonly duel: Duel | null;
  readonly grapples: readonly Grapple[];
}

export const EMPTY_GAME: Game = { duel: null, grapples: [] };

export const gameOf = (state: CombatState): Game => (state.game as Game | null) ?? EMPTY_GAME;

/** Returns the state with the game changed. */
export function withGame(state: CombatState, change: (g: Game) => Game): CombatState {
  const next = copyState(state);
  next.game = change(gameOf(state));
  return next;
}
