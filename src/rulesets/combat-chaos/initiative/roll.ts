/**
 * seed 002, Initiative: "At the onset of battle, every participant (or a handful) makes an
 * initiative roll to determine their place in the countdown. The combatant with the highest
 * initiative score acts first, and all other combatants act in descending order of initiative."
 * The seed gives no formula: the option `initiativeDie` (default 1d20) plus the sheet's
 * initiativeBonus. Ties per `initiativeTieBreak` (tiebreak keys compare higher first, in order).
 * With `initiativeGroups: side` ("or a handful") one roll per side, with the side's best bonus.
 */
import type {
  Combatant,
  CombatantId,
  CombatState,
  Dice,
  InitiativeRoll,
} from '../../../engine/index.js';
import { initiativeDie, initiativeGroups, tieBreak } from '../options.js';
import { combatantOf, sheetOf } from '../state.js';
import { withBonus } from '../attack/index.js';

function rolled(state: CombatState, by: CombatantId, bonus: number, dice: Dice): InitiativeRoll {
  const roll = dice.roll(withBonus(initiativeDie(state.options), bonus), {
    by,
    what: 'initiative',
  });
  const rule = tieBreak(state.options);
  const tiebreak =
    rule === 'bonus'
      ? [bonus]
      : rule === 'roll'
        ? [dice.roll('1d20', { by, what: 'tie-break' }).total]
        : [bonus, dice.roll('1d20', { by, what: 'tie-break' }).total];
  return { score: roll.total, tiebreak, roll };
}

/** "or a handful": the side shares one score; its members then go by their own bonus. */
function sideInitiative(state: CombatState, me: Combatant, dice: Dice): InitiativeRoll {
  const side = Object.values(state.combatants).filter((c) => c.side === me.side);
  const own = sheetOf(me).initiativeBonus;
  const ally = side.find((c) => c.id !== me.id && c.initiative !== null);
  if (ally?.initiative != null) {
    const score = ally.initiative;
    const base = ally.tiebreak.slice(0, Math.max(0, ally.tiebreak.length - 1));
    return { score, tiebreak: [...base, own], roll: { expression: String(score), total: score } };
  }
  const best = Math.max(...side.map((c) => sheetOf(c).initiativeBonus));
  const r = rolled(state, me.id, best, dice);
  return { ...r, tiebreak: [...r.tiebreak, own] };
}

export function initiative(state: CombatState, id: CombatantId, dice: Dice): InitiativeRoll {
  const me = combatantOf(state, id);
  if (!me) throw new Error(`initiative for unknown combatant ${id}`);
  if (initiativeGroups(state.options) === 'side') return sideInitiative(state, me, dice);
  return rolled(state, id, sheetOf(me).initiativeBonus, dice);
}
