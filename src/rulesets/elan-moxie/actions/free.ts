/**
 * FreeAction { what, text? }: a Free action (seed 001: "as many Free actions each round as he
 * desires, within reasonable limit", the option freeActionLimit per turn). `what` says what it is
 * ("speak", "drop the torch", ...); it has no rule effect in this issue. A collapsed character
 * may still speak: "A character at 15 wounds can take no action except speaking".
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { cannotFree } from './budget.js';
import { readOptions } from '../options.js';
import { health } from '../state.js';
import { textField, turnActor } from './turn.js';

export const SPEAK = 'speak';
const MAX_TEXT = 500;

export function freeAction(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const found = turnActor(state);
  if (!found.ok) return found;
  const { c, data } = found.value;
  const what = textField(command, 'what');
  if (!what || what.length > 60)
    return refuse(
      'elan-moxie/bad-free-action',
      'FreeAction needs { what: "speak" } or another short description',
    );
  const text = command.data?.['text'];
  if (text !== undefined && (typeof text !== 'string' || text.length > MAX_TEXT))
    return refuse('elan-moxie/bad-free-action', `text is at most ${MAX_TEXT} characters`);
  const h = health(data.wounds);
  if (h !== 'fighting' && what !== SPEAK)
    return refuse(`elan-moxie/${h}`, `${c.name} is ${h} and can take no action except speaking`);
  const why = cannotFree(data, readOptions(state.options).freeActionLimit);
  if (why) return refuse('elan-moxie/free-action-limit', `${c.name} ${why}`);
  const event: GameEvent = {
    type: 'FreeActionTaken',
    data: typeof text === 'string' ? { actor: c.id, what, text } : { actor: c.id, what },
  };
  return ok([event]);
}
