/**
 * Policies: how a simulated combatant chooses its next command (issue 7, "Tactics"). A policy is a
 * small pure function of a {@link PolicyContext}; its randomness comes only from the context's
 * `Rng`, so a fight is reproducible from its seed. These two work in every rule set; each rule set
 * adds its own named tactics (`ruleSet.sim.tactics`, which may replace these by name).
 */
import type { ActionOption, Command, Policy, Result, RuleSet, Tactic } from '../engine/index.js';
import { refuse } from '../engine/index.js';

const END_TURN: Command = { type: 'EndTurn' };

/** A uniformly random legal action: the fuzzer's policy (issue 7: "random legal action"). */
export const randomPolicy: Policy = {
  name: 'random',
  choose: (ctx) => {
    const options = ctx.options();
    return options[ctx.rng.int(options.length)]?.command ?? END_TURN;
  },
};

/** What an option is expected to do to a foe: P(hit) × the mean damage (or wounds) on a hit. */
function expectedHarm(o: ActionOption): number {
  const odds = o.odds;
  if (!odds) return -1;
  const mean = odds.damage?.mean ?? 0;
  return odds.hit * (mean > 0 ? mean : 0.5);
}

/** The first option that ends the turn or declines a reaction, else the first option. */
export function passOption(options: readonly ActionOption[]): Command {
  const end = options.find(
    (o) => o.command.type === 'EndTurn' || o.command.type === 'DeclineReaction',
  );
  return end?.command ?? options[0]?.command ?? END_TURN;
}

/**
 * Aggressive, for any rule set: the option with the highest expected harm (chance to hit times
 * the mean damage on a hit, from the rule set's exact odds); else the first Move (the rule sets
 * list moves towards foes first); else the first option that ends the turn or declines.
 */
export const aggressivePolicy: Policy = {
  name: 'aggressive',
  choose(ctx) {
    const options = ctx.options();
    let best: ActionOption | undefined;
    let bestHarm = 0;
    for (const o of options) {
      const harm = expectedHarm(o);
      if (harm > bestHarm) {
        best = o;
        bestHarm = harm;
      }
    }
    if (best) return best.command;
    const move = options.find((o) => o.command.type === 'Move');
    return move ? move.command : passOption(options);
  },
};

const fixed = (policy: Policy, description: string): Tactic => ({
  description,
  make: () => policy,
});

/** The tactics every rule set has (a rule set's own tactic of the same name replaces one). */
export const GENERIC_TACTICS: Readonly<Record<string, Tactic>> = {
  random: fixed(randomPolicy, 'a uniformly random legal action (the fuzzer)'),
  aggressive: fixed(
    aggressivePolicy,
    'the legal action with the highest chance to hit times mean damage, else close in',
  ),
};

/** Every tactic of a rule set by name: the generic ones, then the rule set's own. */
export function tacticsOf(rs: RuleSet): Readonly<Record<string, Tactic>> {
  return { ...GENERIC_TACTICS, ...rs.sim?.tactics };
}

/** A tactic's policy with `params` (unknown or out-of-range parameters are refused). */
export function makePolicy(
  rs: RuleSet,
  name: string,
  params: Readonly<Record<string, unknown>> = {},
): Result<Policy> {
  const all = tacticsOf(rs);
  const tactic = all[name];
  if (!tactic)
    return refuse(
      'sim/unknown-tactic',
      `${rs.id} has no tactic "${name}"; its tactics are ${Object.keys(all).join(', ')}`,
    );
  const specs = tactic.params ?? {};
  const values: Record<string, number> = {};
  for (const [key, spec] of Object.entries(specs)) values[key] = spec.default;
  for (const [key, value] of Object.entries(params)) {
    const spec = specs[key];
    if (!spec) {
      const known = Object.keys(specs);
      return refuse(
        'sim/unknown-tactic-param',
        `tactic "${name}" has no parameter "${key}"; ${known.length ? `its parameters are ${known.join(', ')}` : 'it takes none'}`,
      );
    }
    if (typeof value !== 'number' || !(value >= spec.min && value <= spec.max))
      return refuse(
        'sim/bad-tactic-param',
        `${name}.${key} is a number from ${spec.min} to ${spec.max} (${spec.description}), not ${JSON.stringify(value)}`,
      );
    values[key] = value;
  }
  return { ok: true, value: tactic.make(values) };
}
