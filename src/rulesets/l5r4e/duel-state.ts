/** The iaijutsu (or magic) duel in `state.game.duel` (seed 000: "Round One: Assessment" …). */
export type DuelStage = 'assessment' | 'focus' | 'strike' | 'over';

export interface Duel {
  readonly duelists: readonly [string, string];
  /** First blood or to the death (seed 000). */
  readonly to: 'firstBlood' | 'death';
  /** iaijutsu, or the shugenja's magic duel (Spellcraft, damage with the Affinity Ring). */
  readonly kind: 'iaijutsu' | 'magic';
  readonly stage: DuelStage;
  /** Who gains +1k1 on Focus (won Assessment by 10+), or null. */
  readonly focusBonus: string | null;
  /** Who strikes first, or null: simultaneous. */
  readonly first: string | null;
  /** Free Raises on the first strike (one per further 5 on Focus). */
  readonly freeRaises: number;
  /** The result once decided: the winner (null: none, e.g. a kharmic strike) and why. */
  readonly result: { readonly winner: string | null; readonly reason: string } | null;
}
