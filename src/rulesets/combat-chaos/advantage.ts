/**
 * Advantage and disadvantage (seed 002 names both: missile attacks "suffer disadvantage", Support
 * gives "advantage", Disarm, Grapple, Push and Trip are rolled "at disadvantage"). The rule d20
 * players expect (D&D 5e): a roll with advantage rolls two d20 and keeps the higher, with
 * disadvantage the lower; any advantage and any disadvantage cancel to one d20, however many of
 * each; several of one kind count once. The sources are named, for the log and the odds.
 */
export type Mode = 'normal' | 'advantage' | 'disadvantage';

export interface ModeSources {
  readonly advantage?: readonly string[];
  readonly disadvantage?: readonly string[];
}

/** The mode of a roll from its sources (any of each cancel). */
export function modeOf(sources: ModeSources): Mode {
  const adv = (sources.advantage?.length ?? 0) > 0;
  const dis = (sources.disadvantage?.length ?? 0) > 0;
  if (adv === dis) return 'normal';
  return adv ? 'advantage' : 'disadvantage';
}

/** Both lists of sources together. */
export function mergeSources(a: ModeSources, b: ModeSources | undefined): ModeSources {
  if (!b) return a;
  return {
    advantage: [...(a.advantage ?? []), ...(b.advantage ?? [])],
    disadvantage: [...(a.disadvantage ?? []), ...(b.disadvantage ?? [])],
  };
}

/** The d20 of a roll in `mode`: `1d20`, `2d20kh1`, `2d20kl1` (the kept die is the natural). */
export const d20Of = (mode: Mode): string =>
  mode === 'advantage' ? '2d20kh1' : mode === 'disadvantage' ? '2d20kl1' : '1d20';

/** P(the kept d20 shows n), exactly: 1/20; advantage (2n−1)/400; disadvantage (41−2n)/400. */
export function naturalChance(n: number, mode: Mode): number {
  if (mode === 'advantage') return (2 * n - 1) / 400;
  if (mode === 'disadvantage') return (41 - 2 * n) / 400;
  return 1 / 20;
}
