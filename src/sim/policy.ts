/**
 * Policies: how a simulated combatant chooses its next command (issue 7, "Tactics"). A policy is a
 * small pure function over the rule set's legal actions and the state; its randomness comes only
 * from the `Rng` it is given, so a fight is reproducible from its seed.
 */
import type { Rng } from '../dice/index.js';
import type { ActionOption, CombatantId, CombatState, Command } from '../engine/index.js';

export interface Policy {
  /** A name a GM recognises ("random", "aggressive", ...), for reports. */
  readonly name: string;
  /**
   * The command `actor` sends now. Normally one of `options` (the rule set's legalActions, never
   * empty when the engine asks); any command the engine accepts is allowed.
   */
  choose(
    state: CombatState,
    actor: CombatantId,
    options: readonly ActionOption[],
    rng: Rng,
  ): Command;
}

const END_TURN: Command = { type: 'EndTurn' };

/** A uniformly random legal action: the fuzzer's policy (issue 7: "random legal action"). */
export const randomPolicy: Policy = {
  name: 'random',
  choose: (_s, _a, options, rng) => options[rng.int(options.length)]?.command ?? END_TURN,
};

/** What an option is expected to do to a foe: P(hit) × the mean damage (or wounds) on a hit. */
function expectedHarm(o: ActionOption): number {
  const odds = o.odds;
  if (!odds) return -1;
  const mean = odds.damage?.mean ?? 0;
  return odds.hit * (mean > 0 ? mean : 0.5);
}

/**
 * Aggressive, for any rule set: the option with the highest expected harm (chance to hit times
 * the mean damage on a hit, from the rule set's exact odds); else the first Move (the rule sets
 * list moves towards foes first); else the first option that ends the turn or declines.
 */
export const aggressivePolicy: Policy = {
  name: 'aggressive',
  choose(_s, _a, options) {
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
    if (move) return move.command;
    const end = options.find(
      (o) => o.command.type === 'EndTurn' || o.command.type === 'DeclineReaction',
    );
    return end?.command ?? options[0]?.command ?? END_TURN;
  },
};

export const POLICIES: Readonly<Record<string, Policy>> = {
  random: randomPolicy,
  aggressive: aggressivePolicy,
};
