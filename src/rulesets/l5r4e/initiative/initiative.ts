/**
 * Initiative (reference §2): "(Insight Rank + Reflexes) k Reflexes", rolled once at StartCombat
 * and kept for the whole fight; seed 000: "A surprised party suffer -10 to their Initiative Roll
 * (affecting their Initiative for the entire combat)". Ties (option initiativeTieBreak): higher
 * Reflexes, then higher Insight Rank, then a d10 roll-off, which is rolled right after the pool.
 */
import type { CombatantId, CombatState, Dice, InitiativeRoll } from '../../../engine/index.js';
import { activeEffects } from '../rolls/index.js';
import { combatant, dataOf, optionsOf, sheetOf } from '../state.js';

export const SURPRISE_INITIATIVE = -10;

export const initiativePool = (insightRank: number, reflexes: number): string =>
  `${insightRank + reflexes}k${reflexes}`;

export function initiative(state: CombatState, id: CombatantId, dice: Dice): InitiativeRoll {
  const c = combatant(state, id);
  const s = sheetOf(c);
  const roll = dice.roll(initiativePool(s.insightRank, s.traits.reflexes), {
    by: id,
    what: 'initiative',
  });
  // Techniques may add to the Initiative score (sheet techniques, `effects.initiative`).
  const bonus = activeEffects(c).reduce((sum, e) => sum + (e.initiative ?? 0), 0);
  const score = roll.total + bonus + (dataOf(c).surprised ? SURPRISE_INITIATIVE : 0);
  const tieBreak = optionsOf(state).initiativeTieBreak;
  const keys = tieBreak === 'roll' ? [] : [s.traits.reflexes, s.insightRank];
  const tiebreak =
    tieBreak === 'reflexes-insight'
      ? keys
      : [...keys, dice.roll('1d10', { by: id, what: 'tie-break' }).total];
  return { score, tiebreak, roll };
}
