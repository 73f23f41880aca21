/**
 * Attack { target, weapon? }: an Attack action (seed 001). Rolls to hit; on a hit, the defender
 * rolls to soak; both rolls are stored in the one `Attacked` event (result miss, soaked or
 * wounded), with the wounds dealt and the defender's wounds after it (attack/strike.ts). Refused while
 * grappling (actions/restrictions.ts).
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
import { planAttack } from './plan.js';
import { cannotSpend, cannotAttack, ableActor } from '../actions/index.js';
import { rollStrike, strikeEvents } from './strike.js';

export function attack(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const able = ableActor(state);
  if (!able.ok) return able;
  const { c, data } = able.value;
  const why = cannotSpend(data, 'attack');
  if (why) return refuse('elan-moxie/no-attack-left', `${c.name} ${why}`);
  const held = cannotAttack(state, c);
  if (held) return { ok: false, error: held };
  const planned = planAttack(state, c, command);
  if (!planned.ok) return planned;
  const p = planned.value;
  return ok(strikeEvents(state, rollStrike(p, dice), p.weapon.disruptsChanneling === true));
}
