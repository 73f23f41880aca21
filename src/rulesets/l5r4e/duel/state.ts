/**
 * The iaijutsu (or magic) duel in `state.game.duel` (seed 000: "Round One: Assessment" …,
 * reference §6), and the questions every part of the rule set asks about it: who duels, whose
 * Turn carries the next stage, whether the duel still holds the duelists in the Center Stance.
 */
import type { CombatState } from '../../../engine/index.js';

export type { Duel, DuelKind, DuelResult, DuelStage, DuelTo } from '../state.js';
export { duelOf, duelRunning, isDuelist, opponentOf } from '../state.js';
import { duelOf, duelRunning, isDuelist, opponentOf, type Duel } from '../state.js';

/** "On the higher Initiative": fixed at StartCombat, else the first of the two in the order. */
export function higherOf(state: CombatState, d: Duel): string {
  if (d.higher !== null) return d.higher;
  const [a, b] = d.duelists;
  const ia = state.order.indexOf(a);
  const ib = state.order.indexOf(b);
  return ib !== -1 && (ia === -1 || ib < ia) ? b : a;
}

export const lowerOf = (state: CombatState, d: Duel): string => opponentOf(d, higherOf(state, d));

/**
 * "both duelists assume Center Stance (lasting through Round Three)": the duel holds them in Center
 * until its stages are done, and through the Round of the Strike when it turns into a skirmish.
 */
export function centerHeld(d: Duel | null, round: number): boolean {
  if (d === null) return false;
  if (duelRunning(d)) return true;
  return d.stage === 'skirmish' && round < d.freeFrom;
}

export type DuelStep = 'Assess' | 'Focus' | 'Strike';

/**
 * The duel command due on this combatant's Turn now, if any: Assess on the higher Initiative,
 * Focus on the higher Initiative in a later Round, Strike on the lower Initiative in a later Round
 * still. (A stage skipped with EndTurn waits for the same Turn of the next Round.)
 */
export function duelStepOf(state: CombatState, id: string): DuelStep | undefined {
  const d = duelOf(state);
  if (d === null || !duelRunning(d) || state.status !== 'active' || !isDuelist(d, id))
    return undefined;
  const higher = higherOf(state, d) === id;
  switch (d.stage) {
    case 'assessment':
      return higher ? 'Assess' : undefined;
    case 'focus':
      return higher && state.round > d.stageRound ? 'Focus' : undefined;
    case 'strike':
      return !higher && state.round > d.stageRound ? 'Strike' : undefined;
    default:
      return undefined;
  }
}

/** The duel holds this combatant in the Center Stance now (no Center bonus, no other Stance). */
export const heldInDuel = (state: CombatState, id: string): boolean => {
  const d = duelOf(state);
  return isDuelist(d, id) && centerHeld(d, state.round);
};

/**
 * Why a duelist may not change Stance now (the duel holds both in Center "lasting through Round
 * Three"), or undefined. For stances/decide.ts (SetStance, in setup and in the fight).
 */
export function duelStanceLock(
  state: CombatState,
  id: string,
): { readonly code: string; readonly message: string } | undefined {
  if (!heldInDuel(state, id)) return undefined;
  return {
    code: 'l5r4e/duel-stance',
    message:
      'the duelists "assume Center Stance (lasting through Round Three)" (seed 000): no other Stance while the duel runs',
  };
}
