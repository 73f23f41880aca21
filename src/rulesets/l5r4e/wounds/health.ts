/**
 * The `health` hook (issue 17, the player view): Wounds taken, the Wounds at which the character
 * is Out (the first Wound of the Out Rank: reference §4, "a character is in a rank as soon as
 * damage starts to fill it"), and the Wound Rank's name (seed 000: "Wounds characters suffer fill
 * up the 8 Wound Ranks, after which a character dies"; names from reference §4): Healthy, Nicked,
 * Grazed, Hurt, Injured, Crippled, Down, Out, then Dead.
 */
import { own, type CombatState, type CombatantId, type Health } from '../../../engine/index.js';
import { OUT, dataOf, rankName, rankOf, sheetOf } from '../state.js';

/** How hurt the combatant is; no harm and no word for an unknown id. */
export function health(state: CombatState, id: CombatantId): Health {
  const c = own(state.combatants, id);
  if (!c) return { harm: 0, label: '' };
  const downTop = sheetOf(c).thresholds[OUT - 1];
  return {
    harm: dataOf(c).wounds,
    ...(downTop !== undefined && { max: downTop + 1 }),
    label: rankName(rankOf(c)),
  };
}
