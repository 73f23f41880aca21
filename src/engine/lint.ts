/**
 * What the rule sets' `lint` hooks share (fray check): an option changed from its default that
 * nothing in the fight uses, e.g. a spell option with nobody casting. Each rule set lists its
 * options with what they need (`needs`) and asks here.
 */
import type { LintWarning, OptionSpec } from './types.js';

/** An option and who needs it: [option, whether this subject makes it matter, why it does not]. */
export type OptionNeed<T> = readonly [string, (subject: T) => boolean, string];

/** `<ruleSet>/idle-option` for every option set off its default that no subject needs. */
export function idleOptions<T>(
  ruleSet: string,
  options: Readonly<Record<string, unknown>>,
  specs: Readonly<Record<string, OptionSpec>>,
  needs: readonly OptionNeed<T>[],
  subjects: readonly T[],
): LintWarning[] {
  return needs.flatMap(([key, need, why]) => {
    const spec = specs[key];
    const changed =
      spec !== undefined && JSON.stringify(options[key]) !== JSON.stringify(spec.default);
    return changed && !subjects.some(need)
      ? [
          {
            code: `${ruleSet}/idle-option`,
            message: `option ${key} does nothing in this fight: ${why}`,
            hint: 'remove it from options, or give a combatant what it is about',
          },
        ]
      : [];
  });
}
