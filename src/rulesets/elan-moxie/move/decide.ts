/**
 * Move { to }: a Move action (seed 001): "with a Move action, a character can move up to 10m"
 * (the sheet's movement score, with the movement modifiers of his conditions), in one straight
 * line. The move is atomic: "He must make his full movement and then spend his Attack action, or
 * spend his Attack action and then spend his full movement" (the budget in actions/budget.ts). Refused
 * while prone or grappling (actions/restrictions.ts). A move that passes a creature in melee or leaves its
 * melee range offers it an Attack of Opportunity (opportunity/offers.ts), in initiative order; with the
 * option `ownMoveEndsChanneling`, moving ends the mover's channels. Withdraw shares all of this
 * but the offers (move/withdraw.ts).
 */
import {
  distance,
  offerEvents,
  ok,
  refuse,
  withinReach,
  type Combatant,
  type Command,
  type CombatState,
  type GameEvent,
  type Position,
  type Result,
} from '../../../engine/index.js';
import { cannotSpend, cannotMove, ableActor, type Actor } from '../actions/index.js';
import { endChanneling } from '../channel/index.js';
import { event } from '../events.js';
import { movementOf } from '../attack/index.js';
import { opportunityOffers } from '../opportunity/index.js';
import { readOptions } from '../options.js';
import { isPosition } from '../ranges/index.js';

/** The current combatant, able-bodied and with no reaction waiting (shared by Move, Withdraw, Stand, PickUp). */
export const moverNow = (state: CombatState): Result<Actor> => ableActor(state);

/** What Move and Withdraw check alike; `action` picks the budget and the distance (×1, ×2). */
function ownMove(
  state: CombatState,
  command: Command,
  action: 'move' | 'withdraw',
): Result<{
  readonly c: Combatant;
  readonly to: Position;
  readonly length: number;
  readonly via?: Position;
}> {
  const found = moverNow(state);
  if (!found.ok) return found;
  const { c, data } = found.value;
  const why = cannotSpend(data, action === 'move' ? 'move' : 'full');
  if (why)
    return action === 'move'
      ? refuse('elan-moxie/no-move-left', `${c.name} ${why}`)
      : refuse(
          'elan-moxie/no-full-action-left',
          `${c.name} ${why}: Withdraw is a Full action, taken instead of all other actions of the turn`,
        );
  const held = cannotMove(state, c);
  if (held) return { ok: false, error: held };
  const to = command.data?.['to'];
  const verb = action === 'move' ? 'Move' : 'Withdraw';
  if (!isPosition(to))
    return refuse(
      'elan-moxie/bad-position',
      `${verb} needs a destination: { to: { x, y } } in metres`,
    );
  const via = command.data?.['via'];
  if (via !== undefined) return bentWithdraw(c, to, via, action);
  const length = distance(c.position, to);
  if (length === 0) return refuse('elan-moxie/bad-position', `${c.name} is already there`);
  const movement = movementOf(c);
  const limit = action === 'move' ? movement : 2 * movement;
  if (!withinReach(c.position, to, limit)) {
    const how =
      action === 'move'
        ? `with a Move action (Withdraw, a Full action, goes twice as far)`
        : `when Withdrawing (twice his movement of ${movement} m)`;
    return refuse(
      'elan-moxie/too-far',
      `${c.name} moves up to ${limit} m ${how}, not ${length.toFixed(1)} m`,
    );
  }
  return { ok: true, value: { c, to: { x: to.x, y: to.y }, length } };
}

/**
 * Withdraw { to, via }: seed 001, "as if taking two Move actions": two straight legs, from → via →
 * to, each at most one Move action's movement (two Moves may bend once; so may a Withdraw).
 */
function bentWithdraw(c: Combatant, to: Position, via: unknown, action: 'move' | 'withdraw') {
  if (action !== 'withdraw')
    return refuse(
      'elan-moxie/bad-position',
      'a Move action is one straight line: leave via out (a second Move, or Withdraw { to, via }, bends)',
    );
  if (!isPosition(via))
    return refuse(
      'elan-moxie/bad-position',
      'Withdraw { to, via }: via is the point { x, y } where the withdrawal bends',
    );
  const first = distance(c.position, via);
  const second = distance(via, to);
  if (first === 0 || second === 0)
    return refuse(
      'elan-moxie/bad-position',
      `via is where the withdrawal bends: a point apart from where ${c.name} stands and from where he goes (or leave via out)`,
    );
  const movement = movementOf(c);
  if (!withinReach(c.position, via, movement) || !withinReach(via, to, movement))
    return refuse(
      'elan-moxie/too-far',
      `${c.name} withdraws "as if taking two Move actions": each leg is at most ${movement} m, not ${first.toFixed(1)} m then ${second.toFixed(1)} m`,
    );
  return {
    ok: true as const,
    value: { c, to: { x: to.x, y: to.y }, length: first + second, via: { x: via.x, y: via.y } },
  };
}

/** The events of an own move: Moved, then the end of his channels under `ownMoveEndsChanneling`. */
export function ownMoveEvents(
  state: CombatState,
  command: Command,
  action: 'move' | 'withdraw',
): Result<{ readonly c: Combatant; readonly to: Position; readonly events: GameEvent[] }> {
  const checked = ownMove(state, command, action);
  if (!checked.ok) return checked;
  const { c, to, length, via } = checked.value;
  const from = c.position;
  const events = [
    event(
      'Moved',
      via
        ? { actor: c.id, id: c.id, from, to, distance: length, action, via }
        : { actor: c.id, id: c.id, from, to, distance: length, action },
    ),
  ];
  if (readOptions(state.options).ownMoveEndsChanneling)
    events.push(...endChanneling(state, c.id, 'moved'));
  return { ok: true, value: { c, to, events } };
}

export function move(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const moved = ownMoveEvents(state, command, 'move');
  if (!moved.ok) return moved;
  const { c, to, events } = moved.value;
  const offers = opportunityOffers(state, c, c.position, to);
  if (offers.length === 0) return ok(events);
  return ok(events.concat(offerEvents(offers, false)));
}
