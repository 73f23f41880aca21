/**
 * Attack { target, weapon? }: an Attack action (seed 001). Rolls to hit; on a hit, the defender
 * rolls to soak; both rolls are stored in the one `Attacked` event (result miss, soaked or
 * wounded), with the wounds dealt and the defender's wounds after it.
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { planAttack } from '../attack-plan.js';
import { cannotSpend } from '../budget.js';
import { d20, extraDamage, woundsDealt } from '../resolve.js';
import { dataOf } from '../state.js';
import { addWounds } from '../wounds.js';
import { ableBodied, turnActor } from './turn.js';

export function attack(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const found = turnActor(state);
  if (!found.ok) return found;
  const able = ableBodied(found.value);
  if (!able.ok) return able;
  const { c, data } = able.value;
  const why = cannotSpend(data, 'attack');
  if (why) return refuse('elan-moxie/no-attack-left', `${c.name} ${why}`);
  const planned = planAttack(state, c, command);
  if (!planned.ok) return planned;
  const p = planned.value;
  // Events are written out field by field: an object spread followed by new keys is slow in V8.
  const { target, weapon } = p;
  const roll = dice.roll(d20(p.hitBonus));
  const extra = extraDamage(roll.total, p.defense);
  if (extra === null) {
    return ok([
      {
        type: 'Attacked',
        data: {
          actor: c.id,
          target: target.id,
          weapon: weapon.name,
          kind: weapon.kind,
          damageType: weapon.damageType,
          roll,
          defense: p.defense,
          result: 'miss',
        },
      },
    ]);
  }
  const soak = dice.roll(d20(p.soakBonus));
  const damage = p.damage + extra;
  const wounds = woundsDealt(soak.total, damage);
  const before = dataOf(target).wounds;
  return ok([
    {
      type: 'Attacked',
      data: {
        actor: c.id,
        target: target.id,
        weapon: weapon.name,
        kind: weapon.kind,
        damageType: weapon.damageType,
        roll,
        defense: p.defense,
        result: wounds > 0 ? 'wounded' : 'soaked',
        extraDamage: extra,
        soak,
        damage,
        wounds,
        woundsAfter: addWounds(before, wounds),
      },
    },
  ]);
}
