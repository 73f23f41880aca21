/**
 * One simulated fight (issue 7, "One fight"): policy → decide → evolve until the rule set's outcome
 * or a round cap (reported as a draw). Pure: the same rule set, state, seed and policies always give
 * the same fight. Dice on the compiled fast path; events are kept only when asked.
 */
import { deriveRng, type Rng, type Seed } from '../dice/index.js';
import {
  copyState,
  refuse,
  step,
  type ActionOption,
  type CombatantId,
  type CombatState,
  type Command,
  type GameEvent,
  type Mutable,
  type Policy,
  type PolicyContext,
  type Result,
  type RuleSet,
} from '../engine/index.js';

export interface FightOptions {
  /** The fight's own seed: the combat's dice and the policies' choices derive from it. */
  readonly seed: Seed;
  /** The policy of each combatant. */
  readonly policyOf: (id: CombatantId) => Policy;
  /** Stop after this round and call it a draw (default 100). */
  readonly roundCap?: number;
  /** Keep every event (default false: the simulator needs only the end). */
  readonly keepEvents?: boolean;
  /**
   * The encounter's setup, sent before StartCombat with the fight's own dice: the commands of the
   * file's script before its StartCombat (an ambush, stances picked before Initiative, a duel).
   */
  readonly setup?: readonly Command[];
  /** Keep every command sent (`fray run --sim` replays them through a logged combat). */
  readonly keepCommands?: boolean;
  /**
   * Called after every command with the state before, the events and the state after (the
   * `--check` invariants): a message stops the fight with `sim/invariant`, naming the seed.
   */
  readonly check?: (
    before: CombatState,
    events: readonly GameEvent[],
    after: CombatState,
  ) => string | undefined;
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
  /**
   * By combatant: the harm (the rule set's `sim.harmUnit`) he dealt to foes, counted when a foe's
   * harm grows during his command or reaction. Empty for a rule set without `sim` hooks.
   */
  readonly dealt: Readonly<Record<CombatantId, number>>;
  /** By combatant: the harm he took in this fight (net of healing). */
  readonly taken: Readonly<Record<CombatantId, number>>;
  readonly events?: readonly GameEvent[];
  /** The commands sent, StartCombat first, when asked (`keepCommands`). */
  readonly script?: readonly Command[];
}

export const DEFAULT_ROUND_CAP = 100;
/** The simulator's dice: totals only, on the compiled fast path. */
const FAST = { fast: true } as const;
const SENT: Result<true> = { ok: true, value: true };
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
  // The policies' stream is made on first use: most tactics never draw from it, and deriving it
  // costs a hash of the seed (twice: the dice's stream must then hash the seed again).
  let rng: Rng | undefined;
  const policyRng = (): Rng => (rng ??= deriveRng(options.seed, 'policies'));
  const events: GameEvent[] | undefined = options.keepEvents ? [] : undefined;
  const script: Command[] | undefined = options.keepCommands ? [] : undefined;
  // A copy of one fixed shape (engine/copy.ts), as every later state of the fight.
  const first = copyState(initial);
  first.seed = options.seed;
  let state: CombatState = first;
  let commands = 0;
  const harm = new HarmCounter(rs, state);
  /**
   * `label` names the sender of the setup and StartCombat; a combatant is named from his record,
   * only in a message (not looked up for every command).
   */
  const send = (command: Command, actor: CombatantId | null, label?: string): Result<true> => {
    const before = state;
    let r: ReturnType<typeof step>;
    try {
      r = step(rs, state, command, FAST);
    } catch (e) {
      // An engine bug (or, under --check, a change to a frozen state): reported with the seed.
      return refuse(
        'sim/engine-failed',
        `seed ${JSON.stringify(options.seed)}, round ${state.round}: ${label ?? nameOf(before, actor)}'s ${JSON.stringify(command)} threw: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    if (!r.ok)
      return refuse(
        'sim/illegal-action',
        `seed ${JSON.stringify(options.seed)}, round ${state.round}: ${label ?? nameOf(before, actor)}'s ${JSON.stringify(command)} was refused: ${r.error.code}: ${r.error.message}`,
      );
    // The state a command leads to is a new object made by its fold, no one else's yet: its
    // version is set in place, saving a copy per command. A command that changed nothing (the
    // same state), or a state frozen by --check, is copied first.
    const after = r.value.state;
    const next =
      after === state || Object.isFrozen(after)
        ? copyState(after)
        : (after as Mutable<CombatState>);
    next.version = state.version + 1;
    state = next;
    commands++;
    script?.push(command);
    if (events) for (const e of r.value.events) events.push(e);
    harm.after(state, actor);
    const broken = options.check?.(before, r.value.events, state);
    if (broken !== undefined)
      return refuse(
        'sim/invariant',
        `seed ${JSON.stringify(options.seed)}, round ${before.round}, after ${label ?? nameOf(before, actor)}'s ${JSON.stringify(command)}: ${broken}`,
      );
    return SENT;
  };
  for (const command of state.status === 'setup' ? (options.setup ?? []) : []) {
    const done = send(command, null, 'the setup');
    if (!done.ok) return refuse('sim/setup-refused', done.error.message);
  }
  if (state.status === 'setup') {
    const started = send({ type: 'StartCombat' }, null, 'the GM');
    if (!started.ok) return started;
  }
  const commandCap = roundCap * COMMANDS_PER_ROUND;
  while (state.status === 'active' && state.round <= roundCap && commands < commandCap) {
    const actor = actorOf(state);
    if (actor === null) return refuse('sim/stuck', `seed ${String(options.seed)}: nobody can act`);
    const policy = options.policyOf(actor);
    const chosen = choose(policy, new Context(rs, state, actor, policyRng));
    if (!chosen.ok)
      return refuse(
        chosen.error.code,
        `seed ${JSON.stringify(options.seed)}, round ${state.round}: ${nameOf(state, actor)}'s policy "${policy.name}" ${chosen.error.message}`,
      );
    const sent = send(chosen.value, actor);
    if (!sent.ok) return sent;
  }
  const ended = state.status === 'ended';
  const result: FightResult = {
    seed: options.seed,
    winner: ended ? (state.outcome?.winner ?? null) : null,
    reason: ended
      ? (state.outcome?.reason ?? 'ended')
      : `round cap: still fighting after ${roundCap} ${roundCap === 1 ? 'round' : 'rounds'} (a draw)`,
    rounds: Math.min(state.round, roundCap),
    commands,
    final: state,
    dealt: harm.dealt,
    taken: harm.taken(state),
  };
  if (!events && !script) return { ok: true, value: result };
  return {
    ok: true,
    value: { ...result, ...(events ? { events } : {}), ...(script ? { script } : {}) },
  };
}

/** A combatant's name for messages (his id when he has no record). */
const nameOf = (s: CombatState, id: CombatantId | null): string =>
  id === null ? 'nobody' : (s.combatants[id]?.name ?? id);

/**
 * A policy's context; the legal actions are worked out only if the policy asks for them, and the
 * policies' generator is made the first time one draws from it.
 */
class Context implements PolicyContext {
  private menu: readonly ActionOption[] | undefined;
  constructor(
    readonly ruleSet: RuleSet,
    readonly state: CombatState,
    readonly actor: CombatantId,
    private readonly rngOf: () => Rng,
  ) {}
  get rng(): Rng {
    return this.rngOf();
  }
  options(): readonly ActionOption[] {
    this.menu ??= this.ruleSet.legalActions(this.state, this.actor);
    return this.menu;
  }
}

/**
 * Who harmed whom: after each command, a foe's harm that grew is credited to the actor. Harm is a
 * function of the combatant's own record (SimHooks.harm), and states are never changed in place,
 * so a combatant whose record is the same object as after the last command is skipped.
 */
class HarmCounter {
  readonly dealt: Record<CombatantId, number> = {};
  private readonly ids: readonly CombatantId[];
  private readonly start: number[];
  private readonly last: number[];
  private readonly seen: unknown[];
  private lastCombatants: unknown;
  constructor(
    private readonly rs: RuleSet,
    state: CombatState,
  ) {
    this.ids = rs.sim ? Object.keys(state.combatants) : [];
    this.start = this.ids.map((id) => rs.sim?.harm(state, id) ?? 0);
    this.last = [...this.start];
    this.seen = this.ids.map((id) => state.combatants[id]);
    this.lastCombatants = state.combatants;
    for (const id of this.ids) this.dealt[id] = 0;
  }
  after(state: CombatState, actor: CombatantId | null): void {
    const sim = this.rs.sim;
    if (!sim || state.combatants === this.lastCombatants) return;
    this.lastCombatants = state.combatants;
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i] as CombatantId;
      const record = state.combatants[id];
      if (record === this.seen[i]) continue;
      this.seen[i] = record;
      const now = sim.harm(state, id);
      const grew = now - (this.last[i] ?? 0);
      this.last[i] = now;
      if (grew <= 0 || actor === null) continue;
      // The actor's side is looked up only when someone's harm grew (most commands harm no one).
      const side = state.combatants[actor]?.side;
      if (side !== undefined && record?.side !== side)
        this.dealt[actor] = (this.dealt[actor] ?? 0) + grew;
    }
  }
  taken(state: CombatState): Record<CombatantId, number> {
    const out: Record<CombatantId, number> = {};
    const sim = this.rs.sim;
    if (!sim) return out;
    this.ids.forEach((id, i) => (out[id] = sim.harm(state, id) - (this.start[i] ?? 0)));
    return out;
  }
}

/** The policy's command, or why there is none (a policy module may throw or return nonsense). */
function choose(policy: Policy, ctx: PolicyContext): Result<Command> {
  let command: unknown;
  try {
    command = policy.choose(ctx);
  } catch (e) {
    return refuse('sim/policy-failed', `failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (
    typeof command !== 'object' ||
    command === null ||
    typeof (command as { type?: unknown }).type !== 'string'
  )
    return refuse(
      'sim/illegal-action',
      `returned ${command === undefined ? 'undefined' : JSON.stringify(command)}, which is not a command ({ type, data })`,
    );
  return { ok: true, value: command as Command };
}
