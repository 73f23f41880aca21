/** The types of the duel in `state.game.duel` (duel-state.ts has the questions about it). */
/**
 * - `assessment`: waiting for Round One's Assessment (on the higher Initiative);
 * - `focus`: assessed (a concession is possible); waiting for Focus, in a later Round;
 * - `strike`: focused; waiting for the Strike, in a later Round, on the lower Initiative;
 * - `skirmish`: struck, nobody decided it: "the duel transitions into a regular combat";
 * - `over`: decided (`result`).
 */
export type DuelStage = 'assessment' | 'focus' | 'strike' | 'skirmish' | 'over';

export type DuelTo = 'firstBlood' | 'death';
export type DuelKind = 'iaijutsu' | 'magic';

export interface DuelResult {
  /** The winning duelist, or null (a kharmic strike, both fell, no blood drawn). */
  readonly winner: string | null;
  readonly reason: string;
}

export interface Duel {
  readonly duelists: readonly [string, string];
  /** First blood or to the death (seed 000). */
  readonly to: DuelTo;
  /** iaijutsu, or the shugenja's magic duel (Spellcraft, damage with the Affinity Ring). */
  readonly kind: DuelKind;
  readonly stage: DuelStage;
  /** The duelist with the higher Initiative, fixed when the fight starts (null before). */
  readonly higher: string | null;
  /** The Round of the last stage made (Assessment, Focus, Strike); 0 before Assessment. */
  readonly stageRound: number;
  /** Who gains +1k1 on Focus (won Assessment by 10+), or null. */
  readonly focusBonus: string | null;
  /** Who strikes first, or null: simultaneous. */
  readonly first: string | null;
  /** Free Raises on the first strike (one per further 5 on Focus). */
  readonly freeRaises: number;
  /** skirmish: the Round from which the duelists leave the Center Stance (0 before). */
  readonly freeFrom: number;
  /** skirmish to first blood: each duelist's Wounds when the skirmish began (blood = more). */
  readonly baseline: readonly [number, number] | null;
  /** The result once decided: the winner (null: none, e.g. a kharmic strike) and why. */
  readonly result: DuelResult | null;
}
