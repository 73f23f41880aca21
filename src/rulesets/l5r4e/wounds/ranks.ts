/**
 * Wound Ranks (seed 000: "Wounds characters suffer fill up the 8 Wound Ranks, after which a
 * character dies. The first Wound Rank has Earth×5 Wounds, and subsequent Ranks have Earth×2
 * each."; names and TN penalties from reference §4).
 */
export const RANKS = [
  'Healthy',
  'Nicked',
  'Grazed',
  'Hurt',
  'Injured',
  'Crippled',
  'Down',
  'Out',
] as const;
export type RankName = (typeof RANKS)[number] | 'Dead';

export const CRIPPLED = 5;
export const DOWN = 6;
export const OUT = 7;

/** seed 000: "Wound Ranks inflict a penalty, increasing the TN of all rolls" (reference §4). */
const PENALTIES: readonly number[] = [0, 3, 5, 10, 15, 20, 40, 0];

/** Cumulative upper bounds of the 8 Ranks: Earth 2, ×2 → 10, 14, 18, …, 38. */
export function woundThresholds(earth: number, multiplier: number): number[] {
  const out: number[] = [];
  let sum = earth * 5;
  for (let i = 0; i < RANKS.length; i++) {
    out.push(sum);
    sum += earth * multiplier;
  }
  return out;
}

/** The Rank index (0 Healthy … 7 Out) of a number of Wounds; 8 when beyond Out (dead). */
export function rankIndex(thresholds: readonly number[], wounds: number): number {
  // reference §4: "a character is in a rank as soon as damage starts to fill it"; 0 is Healthy.
  for (let i = 0; i < thresholds.length; i++) if (wounds <= (thresholds[i] ?? 0)) return i;
  return thresholds.length;
}

export function rankName(index: number): RankName {
  return RANKS[index] ?? 'Dead';
}

export function woundPenalty(index: number): number {
  return PENALTIES[index] ?? 0;
}

/** Wounds after a change: kept within 0 … the last threshold, with death past it. */
export function applyWounds(
  thresholds: readonly number[],
  wounds: number,
  delta: number,
): { wounds: number; dead: boolean } {
  const max = thresholds[thresholds.length - 1] ?? 0;
  const raw = wounds + delta;
  return { wounds: Math.min(max, Math.max(0, raw)), dead: raw > max };
}
