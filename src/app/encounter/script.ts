/**
 * The `script` of an encounter file: commands run in order after loading (docs/encounters.md).
 * Only their shape is checked here; whether the rules allow them is decided when they run.
 */
import type { Command, CommandMeta } from '../../engine/index.js';
import { isRecord, type Issues } from '../file-issue.js';
import { didYouMean } from '../suggest.js';

const COMMAND_FIELDS = ['type', 'data', 'meta'];
const META_FIELDS = ['actor', 'faces'];
const EXAMPLE =
  'a command is { type: Attack, data: { target: bayushi }, meta: { actor: akodo, faces: [10, 3] } }; only type is required';

/** The commands of `script`, each checked; problems go to `issues`. */
export function readScript(value: unknown, issues: Issues): Command[] {
  if (!Array.isArray(value)) {
    issues.add(['script'], 'script is a list of commands', `${EXAMPLE} (docs/encounters.md)`);
    return [];
  }
  const commands: Command[] = [];
  value.forEach((item, i) => {
    const command = readCommand(item, i, issues);
    if (command) commands.push(command);
  });
  return commands;
}

function readCommand(item: unknown, i: number, issues: Issues): Command | undefined {
  const at = ['script', i];
  if (!isRecord(item)) {
    issues.add(at, 'a command is a map with a type', EXAMPLE);
    return undefined;
  }
  const before = issues.list.length;
  for (const key of Object.keys(item)) {
    if (!COMMAND_FIELDS.includes(key))
      issues.add(
        [...at, key],
        `unknown command field "${key}"`,
        `${didYouMean(key, COMMAND_FIELDS)}${EXAMPLE}`,
      );
  }
  const { type, data, meta } = item;
  if (typeof type !== 'string' || type === '')
    issues.add(
      [...at, 'type'],
      'a command needs a type, e.g. StartCombat, Attack, EndTurn',
      EXAMPLE,
    );
  if (data !== undefined && !isRecord(data))
    issues.add([...at, 'data'], 'data is a map of the command fields', EXAMPLE);
  const m = readMeta(meta, at, issues);
  if (issues.list.length > before) return undefined;
  return {
    type: type as string,
    ...(data === undefined ? {} : { data: data as Record<string, unknown> }),
    ...(m === undefined ? {} : { meta: m }),
  };
}

function readMeta(
  meta: unknown,
  at: readonly (string | number)[],
  issues: Issues,
): CommandMeta | undefined {
  if (meta === undefined) return undefined;
  const path = [...at, 'meta'];
  if (!isRecord(meta)) {
    issues.add(path, 'meta is a map: { actor, faces }', EXAMPLE);
    return undefined;
  }
  for (const key of Object.keys(meta)) {
    if (!META_FIELDS.includes(key))
      issues.add(
        [...path, key],
        `unknown meta field "${key}"`,
        `${didYouMean(key, META_FIELDS)}meta has actor (a combatant id or gm) and faces (physical dice)`,
      );
  }
  const { actor, faces } = meta;
  if (actor !== undefined && (typeof actor !== 'string' || actor === ''))
    issues.add(
      [...path, 'actor'],
      'actor is a combatant id or gm',
      'without an actor the command is the GM’s',
    );
  const facesOk =
    Array.isArray(faces) && faces.every((f) => typeof f === 'number' && Number.isSafeInteger(f));
  if (faces !== undefined && !facesOk)
    issues.add(
      [...path, 'faces'],
      'faces is a list of whole numbers',
      'the dice as rolled, in the order the command rolls them, e.g. faces: [10, 3, 8]',
    );
  return {
    ...(typeof actor === 'string' ? { actor } : {}),
    ...(facesOk ? { faces: faces as number[] } : {}),
  };
}
