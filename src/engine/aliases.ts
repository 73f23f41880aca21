/**
 * Commands sent under another name (`RuleSet.commandAliases`). One mechanism instead of a copy of
 * each command in each rule set: the kernel rewrites an alias into the rule set's own command
 * before deciding, so the rules, the events and their refusals stay in one place. The log keeps
 * the command as sent (a replay never decides again).
 */
import { hasOwn } from './own.js';
import { ok, refuse } from './result.js';
import type { Command, CommandAlias, Result, RuleSet } from './types.js';

/** The command the rule set decides for `command`: itself, or what its alias stands for. */
export function unalias(rs: RuleSet, command: Command): Result<Command> {
  const aliases = rs.commandAliases;
  // hasOwn: a command type is a stranger's text (`constructor`, `__proto__` are no aliases).
  const alias = aliases && hasOwn(aliases, command.type) ? aliases[command.type] : undefined;
  if (!alias) return ok(command);
  const made = alias(command.data ?? {});
  if (!made.ok) return made;
  return ok(command.meta === undefined ? made.value : { ...made.value, meta: command.meta });
}

/** How a rule set counts harm, for `AdjustHarm { id, amount }` (docs/engine.md, "The GM's hand"). */
export interface HarmCommand {
  /** The rule set's own command, e.g. `AdjustWounds`. */
  readonly type: string;
  /** Its field for the change, e.g. `wounds`. */
  readonly field: string;
  /** 1 when the field counts harm (Wounds taken), -1 when it counts what is left (health). */
  readonly sign: 1 | -1;
  /** What `amount` counts, for the error message: `Wounds to add`, `health to take away`. */
  readonly means: string;
}

/**
 * `AdjustHarm { id, amount }`: the one name of the GM's harm outside the rules in every rule set.
 * A positive amount harms, a negative one heals, in the rule set's own unit; the rule set's
 * command (AdjustWounds, AdjustHealth) checks the rest and decides the same events.
 */
export function adjustHarm(to: HarmCommand): CommandAlias {
  return (data) => {
    const amount = data['amount'];
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount === 0)
      return refuse(
        'gm/bad-amount',
        `amount is a whole number of ${to.means}, not 0 (a negative amount heals), e.g. AdjustHarm { id: akodo, amount: 5 }`,
      );
    // `0 - x` and not `-x`: a harm of 0 is refused above, and -0 would be a different number.
    const change = to.sign === 1 ? amount : 0 - amount;
    return ok({ type: to.type, data: { id: data['id'], [to.field]: change } });
  };
}
