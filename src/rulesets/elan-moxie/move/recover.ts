/**
 * Getting back into shape, each a Move action (seed 001):
 * - Stand: Trip "If the target fails, he falls prone and must spend a Move action to stand back
 *   up." Refused when not prone (`elan-moxie/not-prone`) and for a pinned defender (standing up
 *   out of a pin is escaping it: Escape).
 * - PickUp { weapon }: Disarm "his weapon falls to the ground and he must spend a Move action to
 *   pick it back up." Refused when the weapon is not on the ground (`elan-moxie/not-dropped`).
 * Events `StoodUp`, `PickedUp`; evolve spends the Move action.
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { cannotSpend, type Actor } from '../actions/index.js';
import { event, type PickedUpData, type StoodUpData } from '../events.js';
import { grappleOf } from '../state.js';
import { gameOf, nameOf } from '../state.js';
import { moverNow } from './decide.js';

/** The current combatant with a Move action left. */
function withMoveAction(state: CombatState): Result<Actor> {
  const found = moverNow(state);
  if (!found.ok) return found;
  const { c, data } = found.value;
  const why = cannotSpend(data, 'move');
  if (why) return refuse('elan-moxie/no-move-left', `${c.name} ${why}`);
  return found;
}

export function stand(state: CombatState, _command: Command): Result<readonly GameEvent[]> {
  const found = withMoveAction(state);
  if (!found.ok) return found;
  const { c, data } = found.value;
  if (!data.prone)
    return refuse('elan-moxie/not-prone', `${c.name} is not prone: nothing to stand up from`);
  const g = grappleOf(gameOf(state), c.id);
  if (g && g.defender === c.id)
    return refuse(
      'elan-moxie/grappling',
      `${c.name} is pinned by ${nameOf(state, g.attacker)} and cannot stand up: Escape { how: agility | strength } first`,
    );
  const d: StoodUpData = { actor: c.id };
  return ok([event('StoodUp', d)]);
}

export function pickUp(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const found = withMoveAction(state);
  if (!found.ok) return found;
  const { c, sheet, data } = found.value;
  const name = command.data?.['weapon'];
  const weapon = sheet.weapons.find((w) => w.name === name);
  if (!weapon)
    return refuse(
      'elan-moxie/no-such-weapon',
      `${c.name} has no weapon ${JSON.stringify(name)}; on the ground: ${data.dropped.join(', ') || 'nothing'}`,
    );
  if (!data.dropped.includes(weapon.name))
    return refuse(
      'elan-moxie/not-dropped',
      `${c.name}'s ${weapon.name} is not on the ground: only a disarmed weapon is picked up${data.dropped.length ? ` (on the ground: ${data.dropped.join(', ')})` : ''}`,
    );
  const d: PickedUpData = { actor: c.id, weapon: weapon.name };
  return ok([event('PickedUp', d)]);
}
