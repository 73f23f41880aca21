/**
 * Move { to }: a Move action (seed 001): "with a Move action, a character can move up to 10m"
 * (the sheet's movement score), in one straight line. The move is atomic: "He must make his full
 * movement and then spend his Attack action, or spend his Attack action and then spend his full
 * movement" (the budget in budget.ts). Attacks of Opportunity on leaving melee are issue 5.
 */
import {
  distance,
  ok,
  refuse,
  withinReach,
  type Command,
  type CombatState,
  type GameEvent,
  type Position,
  type Result,
} from '../../../engine/index.js';
import { cannotSpend } from '../budget.js';
import { ableBodied, turnActor } from './turn.js';

const isPosition = (p: unknown): p is Position =>
  typeof p === 'object' &&
  p !== null &&
  Number.isFinite((p as Position).x) &&
  Number.isFinite((p as Position).y);

export function move(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const found = turnActor(state);
  if (!found.ok) return found;
  const able = ableBodied(found.value);
  if (!able.ok) return able;
  const { c, sheet, data } = able.value;
  const why = cannotSpend(data, 'move');
  if (why) return refuse('elan-moxie/no-move-left', `${c.name} ${why}`);
  const to = command.data?.['to'];
  if (!isPosition(to))
    return refuse(
      'elan-moxie/bad-position',
      'Move needs a destination: { to: { x, y } } in metres',
    );
  const length = distance(c.position, to);
  if (length === 0) return refuse('elan-moxie/bad-position', `${c.name} is already there`);
  if (!withinReach(c.position, to, sheet.movement)) {
    return refuse(
      'elan-moxie/too-far',
      `${c.name} moves up to ${sheet.movement} m with a Move action, not ${length.toFixed(1)} m`,
    );
  }
  const target = { x: to.x, y: to.y };
  return ok([
    {
      type: 'Moved',
      data: {
        actor: c.id,
        id: c.id,
        from: c.position,
        to: target,
        distance: length,
        action: 'move',
      },
    },
  ]);
}
