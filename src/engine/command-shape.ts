/**
 * The shape of a command, checked where it enters the kernel: a command is `{ type, data?, meta? }`
 * (docs/engine.md), and from a server it is a stranger's JSON. A wrong shape is refused with
 * `engine/bad-command` before any rule looks at it; `meta.actor` must be `gm` or a combatant's id.
 */
import { hasOwn } from './own.js';
import { refuse } from './result.js';
import type { CombatState, Result } from './types.js';

const isMap = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A refusal for a command of the wrong shape, or undefined when its shape is right. */
export function commandProblem(state: CombatState, command: unknown): Result<never> | undefined {
  const bad = (message: string): Result<never> => refuse('engine/bad-command', message);
  if (!isMap(command)) return bad('a command is { type, data?, meta? }, e.g. { type: "EndTurn" }');
  const { type, data, meta } = command as { type?: unknown; data?: unknown; meta?: unknown };
  if (typeof type !== 'string' || type === '' || type.length > 100)
    return bad('a command needs a type, e.g. StartCombat, Attack, EndTurn');
  if (data !== undefined && !isMap(data)) return bad('data is a map of the command fields');
  if (meta === undefined) return undefined;
  if (!isMap(meta)) return bad('meta is a map: { actor?, faces?, expectedVersion? }');
  const { actor, faces, expectedVersion } = meta as Record<string, unknown>;
  if (actor !== undefined) {
    if (typeof actor !== 'string') return bad('meta.actor is a combatant id or gm');
    if (actor !== 'gm' && !hasOwn(state.combatants, actor))
      return refuse(
        'turn/no-such-actor',
        `no combatant has the id ${JSON.stringify(actor.slice(0, 60))}: meta.actor is a combatant id or gm`,
      );
  }
  if (
    faces !== undefined &&
    (!Array.isArray(faces) || !faces.every((f) => typeof f === 'number' && Number.isSafeInteger(f)))
  )
    return bad('meta.faces is a list of whole numbers, the physical dice in the order rolled');
  if (expectedVersion !== undefined && !Number.isSafeInteger(expectedVersion))
    return bad('meta.expectedVersion is a version number');
  return undefined;
}
