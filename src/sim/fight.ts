/**
 * One simulated fight (issue 7, "One fight"): policy → decide → evolve until the rule set's outcome
 * or a round cap (reported as a draw). Pure: the same rule set, state, seed and policies always give
 * the same fight. Dice on the compiled fast path; events are kept only when asked.
 */
import { deriveRng, type Seed } from '../dice/index.js';
import {
  refuse,
  step,
  type CombatantId,
  type CombatState,
  type Command,
  type GameEvent,
  type Result,
  type RuleSet,
} from '../engine/index.js';
import type { Policy } from './policy.js';

export interface FightOptions {
  /** The fight's own seed: the combat's dice and the policies' choices derive from it. */
  readonly seed: Seed;
  /** The policy of each combatant. */
  readonly policyOf: (id: CombatantId) => Policy;
  /** Stop after this round and call it a draw (default 100). */
  readonly roundCap?: number;
  /** Keep every event (default false: the simulator needs only the end). */
  readonly keepEvents?: boolean;
  /** Called on the state after every command (the `--check` invariants); throws to fail. */
  readonly check?: (state: CombatState) => void;
}

export interface FightResult {
  readonly seed: Seed;
  /** The winning side, or null for a draw. */
  readonly winner: string | null;
  /** How it ended: the rule set's outcome reason, or the round cap. */
  readonly reason: string;
  readonly rounds: number;
  readonly commands: number;
  readonly final: CombatState;
  readonly events?: readonly GameEvent[];
}

export const DEFAULT_ROUND_CAP = 100;
/** Far more commands than any fight of `roundCap` rounds takes: a policy that never ends a turn. */
const COMMANDS_PER_ROUND = 400;

/** Who must act now: the pending reactor, else whoever's turn it is. */
export const actorOf = (s: CombatState): CombatantId | null => s.pending?.reactor ?? s.current;

/**
 * Plays one fight from `initial` (a combat in setup, e.g. from createCombat) with the seed of
 * `options`. A policy's command the engine refuses is an error (`sim/illegal-action`) naming the
 * seed, the actor and the command, so that `fray run --seed` can replay it; the fight is not
 * silently skipped.
 */
export function runFight(
  rs: RuleSet,
  initial: CombatState,
  options: FightOptions,
): Result<FightResult> {
  const roundCap = options.roundCap ?? DEFAULT_ROUND_CAP;
  const rng = deriveRng(options.seed, 'policies');
  const events: GameEvent[] | undefined = options.keepEvents ? [] : undefined;
  let state: CombatState = { ...initial, seed: options.seed };
  let commands = 0;
  const send = (command: Command, who: string): Result<true> => {
    const r = step(rs, state, command, { fast: true });
    if (!r.ok)
      return refuse(
        'sim/illegal-action',
        `seed ${JSON.stringify(options.seed)}, round ${state.round}: ${who}'s ${JSON.stringify(command)} was refused: ${r.error.code}: ${r.error.message}`,
      );
    state = { ...r.value.state, version: state.version + 1 };
    commands++;
    if (events) for (const e of r.value.events) events.push(e);
    options.check?.(state);
    return { ok: true, value: true };
  };
  if (state.status === 'setup') {
    const started = send({ type: 'StartCombat' }, 'the GM');
    if (!started.ok) return started;
  }
  const commandCap = roundCap * COMMANDS_PER_ROUND;
  while (state.status === 'active' && state.round <= roundCap && commands < commandCap) {
    const actor = actorOf(state);
    if (actor === null) return refuse('sim/stuck', `seed ${String(options.seed)}: nobody can act`);
    const choices = rs.legalActions(state, actor);
    const command = options.policyOf(actor).choose(state, actor, choices, rng);
    const sent = send(command, state.combatants[actor]?.name ?? actor);
    if (!sent.ok) return sent;
  }
  const ended = state.status === 'ended';
  const result: FightResult = {
    seed: options.seed,
    winner: ended ? (state.outcome?.winner ?? null) : null,
    reason: ended
      ? (state.outcome?.reason ?? 'ended')
      : `round cap: still fighting after ${roundCap} rounds (a draw)`,
    rounds: Math.min(state.round, roundCap),
    commands,
    final: state,
  };
  return { ok: true, value: events ? { ...result, events } : result };
}
