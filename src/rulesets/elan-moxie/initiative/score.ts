/**
 * Initiative (seed 001): "every participant rolls an Initiative check, 1d20 + their Agility +
 * their Elan. The result is their Initiative score - the character with the highest Initiative
 * actions first". Rolled once, at the start of the fight: the kernel keeps the order every round.
 * Ties are not covered by the seed: option `initiativeTieBreak` (default the higher Agility, then
 * a d20 roll-off). The roll-off die is rolled for everyone right after their Initiative check and
 * kept in the tiebreak of the InitiativeRolled event, so a replay never rolls.
 */
import type { CombatantId, CombatState, Dice, InitiativeRoll } from '../../../engine/index.js';
import { readOptions } from '../options.js';
import { d20 } from '../attack/index.js';
import { sheetOf } from '../state.js';

export function initiative(state: CombatState, id: CombatantId, dice: Dice): InitiativeRoll {
  const c = state.combatants[id];
  if (!c) throw new Error(`initiative for an unknown combatant ${id}`);
  const s = sheetOf(c);
  const roll = dice.roll(d20(s.agility + s.elan), { by: id, what: 'initiative' });
  const rollOff = dice.roll('1d20', { by: id, what: 'tie-break' }).total;
  const tie = readOptions(state.options).initiativeTieBreak;
  const tiebreak =
    tie === 'agility-then-roll'
      ? [s.agility, rollOff]
      : tie === 'elan-then-roll'
        ? [s.elan, rollOff]
        : [rollOff];
  return { score: roll.total, tiebreak, roll };
}
