/** CastSpell { spell, target }: the spell's action or bonus action, a target in range (cast.ts rolls it). */
import {
  distance,
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { targetArg, turnTaker } from '../actions/index.js';
import { event } from '../events.js';
import { resolveSpell } from './cast.js';
import { dataOf, sheetOf } from '../state.js';

export const ft = (n: number): string => `${Math.round(n * 10) / 10} ft`;

/**
 * CastSpell { spell, target }: the spell's action or bonus action; the target another combatant
 * still up within the spell's range (feet). spells.ts rolls it.
 */
export function decideCastSpell(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const name = command.data?.['spell'];
  const spells = sheetOf(me).spells;
  const spell = spells.find((sp) => sp.name === name);
  if (!spell)
    return refuse(
      'combat-chaos/no-such-spell',
      spells.length
        ? `${me.name} has no spell ${JSON.stringify(name)}; they know ${spells.map((sp) => sp.name).join(', ')}`
        : `${me.name} knows no spells`,
    );
  const b = dataOf(me).budget;
  if (spell.action === 'bonus' && b.bonus < 1)
    return refuse(
      'combat-chaos/no-bonus',
      `${spell.name} takes a bonus action: ${me.name} has none left this turn`,
    );
  if (spell.action === 'action' && b.action < 1)
    return refuse(
      'combat-chaos/no-action',
      `${spell.name} takes an action: ${me.name} has no action left this turn`,
    );
  const target = targetArg(state, me, command.data?.['target']);
  if (!target.ok) return target;
  const away = distance(me.position, target.value.position);
  if (away > spell.range + 1e-9)
    return refuse(
      'combat-chaos/out-of-range',
      `${target.value.name} is ${ft(away)} away; ${spell.name} reaches ${ft(spell.range)}`,
    );
  return ok([event('SpellCast', resolveSpell(state, me, target.value, spell, dice))]);
}
