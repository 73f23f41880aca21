/**
 * `--rules <path>` of `fray run`, `play`, `replay` and `sim` (issue 15): one more rule set, loaded
 * from a directory (its package.json main, else index.js) or a module file, beside the built-in
 * ones. Its encounter files name it by its id; a built-in id cannot be replaced. A path that does
 * not exist, a module that throws on import or does not export a RuleSet: exit 2, `[rules/…]`.
 */
import { Option } from 'commander';
import type { RuleSets } from '../app/encounter/file.js';
import { loadRuleSetModule } from '../app/rule-set-module.js';
import { UsageError } from './errors.js';

export function rulesOption(): Option {
  return new Option(
    '--rules <path>',
    'also load the rule set of this directory or module file (docs/rule-sets.md)',
  );
}

/** The rule sets a command can use, and the module of each loaded one (for worker threads). */
export interface CommandRuleSets {
  readonly ruleSets: RuleSets;
  /** The absolute module path of each rule set loaded with --rules, by id. */
  readonly modules: Readonly<Record<string, string>>;
}

/** `ruleSets`, with the rule set at `path` when `--rules` was given. */
export async function withRules(
  ruleSets: RuleSets,
  path: string | undefined,
): Promise<CommandRuleSets> {
  if (path === undefined) return { ruleSets, modules: {} };
  const r = await loadRuleSetModule(path, ruleSets);
  if (!r.ok)
    throw new UsageError(
      r.error.message,
      r.error.code,
      '  hint: --rules takes a directory with an index.js (or a package.json main), or a module file, whose default export is a RuleSet (docs/rule-sets.md)',
    );
  const { ruleSet, module } = r.value;
  return { ruleSets: { ...ruleSets, [ruleSet.id]: ruleSet }, modules: { [ruleSet.id]: module } };
}
