/**
 * The wound track (seed 001): "A character who suffers a wound is damaged, but still capable of
 * fighting until he reaches 15 wounds. At 15 wounds, the character collapses ... If a character
 * reaches 20 wounds, he immediately dies". Wounds are kept between 0 and 20: nothing counts past
 * death. The thresholds are the sheet's (sheet.ts), health by them the state's (state.ts).
 */
import { DEATH_AT } from '../sheet.js';
import { health } from '../state.js';

/** Wounds after a change, kept within 0..20. */
export function addWounds(wounds: number, delta: number): number {
  return Math.min(DEATH_AT, Math.max(0, wounds + delta));
}

/**
 * seed 001: "A character is cured of 1 wound each day, or 3 if he receives medical treatment."
 * Wounds healed by `days` of rest (never more than the character has).
 */
export function healed(wounds: number, days: number, treated: boolean): number {
  return Math.min(wounds, days * (treated ? 3 : 1));
}

/** A short phrase when a change of wounds crosses a threshold, for the log. */
export function healthChange(before: number, after: number): string {
  const was = health(before);
  const now = health(after);
  if (was === now) return '';
  if (now === 'dead') return ' — dies';
  if (now === 'collapsed') return was === 'dead' ? ' — back from death, collapsed' : ' — collapses';
  return ' — back on his feet';
}
