/**
 * A rule set loaded from outside the package (`fray run|play|sim|replay --rules <path>`, issue 15):
 * a directory (its package.json `main`, else its index.js) or a module file whose default export
 * (or `ruleSet` export) is a {@link RuleSet}. Only the composition roots call this (the CLI and the
 * simulator's worker threads, which load the same module by its absolute path); the rest of the app
 * takes the rule sets as a lookup. Every failure is an error value with a `rules/…` code.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { own, refuse, type Result, type RuleSet } from '../engine/index.js';

/** A loaded rule set and the absolute path of the module file it came from. */
export interface LoadedRuleSet {
  readonly ruleSet: RuleSet;
  readonly module: string;
}

/** The hooks every RuleSet has (engine/types.ts); the optional ones are checked when present. */
const REQUIRED_HOOKS = [
  'setup',
  'initialGame',
  'decide',
  'evolve',
  'initiative',
  'canAct',
  'inFight',
  'legalActions',
  'describe',
] as const;
const OPTIONAL_HOOKS = ['autoEndTurn', 'outcome', 'onRoundStart', 'onTurnStart', 'odds', 'status'];

/** What is wrong with a value that should be a RuleSet (empty when nothing is). */
export function ruleSetProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null)
    return [`it is ${value === null ? 'null' : typeof value}, not a rule set object`];
  const rs = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof rs['id'] !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(rs['id']))
    problems.push('id is a lower-case name such as "house-rules"');
  if (typeof rs['title'] !== 'string') problems.push('title is a text');
  if (rs['unit'] !== 'ft' && rs['unit'] !== 'm') problems.push('unit is "ft" or "m"');
  if (rs['delay'] !== 'within-round' && rs['delay'] !== 'hold')
    problems.push('delay is "within-round" or "hold"');
  if (typeof rs['options'] !== 'object' || rs['options'] === null)
    problems.push('options is a map of option specs');
  for (const hook of REQUIRED_HOOKS)
    if (typeof rs[hook] !== 'function') problems.push(`${hook} is a function`);
  for (const hook of OPTIONAL_HOOKS)
    if (rs[hook] !== undefined && typeof rs[hook] !== 'function')
      problems.push(`${hook}, when given, is a function`);
  return problems;
}

/** The module file of a `--rules` path: the file itself, or a directory's main or index.js. */
function moduleFile(path: string): Result<string> {
  const abs = resolve(path);
  let isDir: boolean;
  try {
    isDir = statSync(abs).isDirectory();
  } catch {
    return refuse('rules/not-found', `no rule set at ${path}: no such file or directory`);
  }
  if (!isDir) return { ok: true, value: abs };
  let main: unknown;
  try {
    main = (JSON.parse(readFileSync(join(abs, 'package.json'), 'utf8')) as { main?: unknown }).main;
  } catch {
    main = undefined; // no package.json (or an unreadable one): the directory's index.js
  }
  const file = join(abs, typeof main === 'string' ? main : 'index.js');
  try {
    if (statSync(file).isFile()) return { ok: true, value: file };
  } catch {
    // reported below
  }
  return refuse(
    'rules/not-found',
    `no rule set in ${path}: it has no ${typeof main === 'string' ? `${main} (its package.json main)` : 'index.js'}`,
  );
}

/**
 * Loads a rule set module; `builtIn` are the rule sets it may not replace. Errors: `rules/not-found`,
 * `rules/import-failed` (the module threw or does not parse), `rules/not-a-rule-set`,
 * `rules/built-in-id`.
 */
export async function loadRuleSetModule(
  path: string,
  builtIn: Readonly<Record<string, RuleSet>>,
): Promise<Result<LoadedRuleSet>> {
  const file = moduleFile(path);
  if (!file.ok) return file;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(file.value).href)) as Record<string, unknown>;
  } catch (e) {
    return refuse(
      'rules/import-failed',
      `cannot load the rule set ${path}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const value = mod['default'] ?? mod['ruleSet'];
  if (value === undefined)
    return refuse(
      'rules/not-a-rule-set',
      `${path} exports no rule set: export default (or export const ruleSet) a RuleSet object (docs/rule-sets.md)`,
    );
  const problems = ruleSetProblems(value);
  if (problems.length > 0)
    return refuse(
      'rules/not-a-rule-set',
      `${path} does not export a RuleSet: ${problems.join('; ')} (docs/rule-sets.md)`,
    );
  const ruleSet = value as RuleSet;
  if (own(builtIn, ruleSet.id))
    return refuse(
      'rules/built-in-id',
      `${path} is a rule set with the id "${ruleSet.id}" of a built-in rule set, which cannot be replaced; give it its own id`,
    );
  return { ok: true, value: { ruleSet, module: file.value } };
}
