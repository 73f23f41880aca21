/**
 * What the player types at `fray play`'s prompt: a key of the menu (`a`, `a+1`, or the number of a
 * line), `p KEY` (physical dice, asked roll by roll), `d KEY f1,f2,...` (every face at once), `? KEY`
 * (the variants of an action), `s` (the table), `g Type {data}` (a GM command, its data read by the
 * same YAML reader as files, with the same refusals), `u`, `r`, `q`, `?`. Pure.
 */
import type { Command } from '../../engine/index.js';
import { YamlSource } from '../../app/yaml-source.js';

export type Choice =
  | { readonly kind: 'option'; readonly key: string; readonly faces?: readonly number[] }
  | { readonly kind: 'physical' | 'details'; readonly key: string }
  | { readonly kind: 'undo' | 'redo' | 'quit' | 'help' | 'empty' | 'status' }
  | { readonly kind: 'gm'; readonly command: Command }
  | { readonly kind: 'invalid'; readonly message: string };

const KEY = '([a-z][a-z0-9]*(?:[+.]\\d+)?|\\d+)';

/** What the player typed: `a`, `2`, `p a`, `d a 10,3,8`, `? a`, `s`, `g Fear {rank: 2}`, `u`, `r`, `q`, `?`. */
export function parseChoice(line: string): Choice {
  const gm = /^gm?\s+(.+)$/i.exec(line.trim());
  if (gm) return gmCommand(gm[1] ?? '');
  const text = line.trim().toLowerCase();
  if (text === '') return { kind: 'empty' };
  if (text === 'u' || text === 'undo') return { kind: 'undo' };
  if (text === 'r' || text === 'redo') return { kind: 'redo' };
  if (text === 'q' || text === 'quit') return { kind: 'quit' };
  if (text === 's' || text === 'status') return { kind: 'status' };
  if (text === '?' || text === 'h' || text === 'help') return { kind: 'help' };
  const details = new RegExp(`^\\?\\s*${KEY}$`).exec(text);
  if (details) return { kind: 'details', key: details[1] ?? '' };
  const physical = new RegExp(`^p\\s+${KEY}$`).exec(text);
  if (physical) return { kind: 'physical', key: physical[1] ?? '' };
  const dice = new RegExp(`^d\\s*${KEY}\\s+(.+)$`).exec(text);
  if (dice) {
    const faces = (dice[2] ?? '').split(/[\s,]+/).filter((f) => f !== '');
    if (faces.every((f) => /^-?\d+$/.test(f)))
      return { kind: 'option', key: dice[1] ?? '', faces: faces.map(Number) };
    return { kind: 'invalid', message: 'dice are whole numbers: d a 10,3,8' };
  }
  if (new RegExp(`^${KEY}$`).test(text)) return { kind: 'option', key: text };
  return { kind: 'invalid', message: `"${line.trim()}" is not a choice` };
}

/**
 * A GM command typed in: `g Fear {rank: 2, source: oni}` or `g Fear rank: 2` (the data in YAML,
 * flow or block, or JSON), sent with the GM as its actor: anything the rule set accepts that the
 * menu does not list. The data is read as a file is (src/app/yaml-source.ts): what a file may not
 * hold (aliases, `__proto__`) is refused here too.
 */
function gmCommand(rest: string): Choice {
  const m = /^([A-Za-z]+)(?:\s+(.*))?$/.exec(rest.trim());
  if (!m)
    return {
      kind: 'invalid',
      message: 'a GM command is g Type {data}, e.g. g Fear {rank: 2}: the type in letters only',
    };
  const type = m[1] ?? '';
  const body = (m[2] ?? '').trim();
  if (body === '') return { kind: 'gm', command: { type, meta: { actor: 'gm' } } };
  const { source, problems } = YamlSource.parse(body);
  const problem = problems[0];
  if (problem)
    return {
      kind: 'invalid',
      message: `the data of ${type} is not valid YAML at column ${problem.place.column}: ${problem.message}; write it as {field: value, ...}`,
    };
  const data = source.value();
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return {
      kind: 'invalid',
      message: `the data of ${type} is a map of fields, e.g. g ${type} {id: akodo}, not ${body}`,
    };
  return {
    kind: 'gm',
    command: { type, data: data as Record<string, unknown>, meta: { actor: 'gm' } },
  };
}
