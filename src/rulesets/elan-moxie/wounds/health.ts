/**
 * The `health` hook (issue 17, the player view): wounds taken, the 15 at which a character
 * collapses, and the word of the wound track (seed 001: "A character who suffers a wound is
 * damaged, but still capable of fighting until he reaches 15 wounds. At 15 wounds, the character
 * collapses ... If a character reaches 20 wounds, he immediately dies"): Unhurt at 0, Wounded
 * from 1 to 14, Collapsed from 15, Dead at 20.
 */
import { own, type CombatState, type CombatantId, type Health } from '../../../engine/index.js';
import { COLLAPSE_AT } from '../sheet.js';
import { dataOf, health as track } from '../state.js';

const WORDS = { collapsed: 'Collapsed', dead: 'Dead' } as const;

/** How hurt the combatant is; no harm and no word for an unknown id. */
export function health(state: CombatState, id: CombatantId): Health {
  const c = own(state.combatants, id);
  if (!c) return { harm: 0, label: '' };
  const wounds = dataOf(c).wounds;
  const h = track(wounds);
  const label = h === 'fighting' ? (wounds > 0 ? 'Wounded' : 'Unhurt') : WORDS[h];
  return { harm: wounds, max: COLLAPSE_AT, label };
}
