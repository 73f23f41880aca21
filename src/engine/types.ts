/**
 * The combat model shared by every rule set: plain, readonly, JSON-safe data (docs/engine.md).
 * The kernel owns rounds, turns, initiative order, delays, conditions and the GM's hand; a rule set
 * (a plain object implementing {@link RuleSet}) owns its sheets, actions, rolls and outcome.
 */
import type { Distribution, Rng, RollRecord, Seed } from '../dice/index.js';

export type CombatantId = string;

/** A point on the battle map, in the rule set's unit (feet, or metres for elan-moxie). */
export interface Position {
  readonly x: number;
  readonly y: number;
}

/**
 * How a condition's duration is counted down:
 * - `source-turn-start`: at the start of the turn of the combatant who caused it (elan-moxie, seed 001);
 * - `own-turn-start` / `own-turn-end`: at the start / end of the affected combatant's turn;
 * - `round-end`: when the round ends.
 */
export type Tick = 'source-turn-start' | 'own-turn-start' | 'own-turn-end' | 'round-end';

export interface Condition {
  /** Unique among the combatant's conditions, e.g. `prone` or `guarded-by-akodo`. */
  readonly id: string;
  /** What it is, e.g. `prone`, `stunned`, `fear`. */
  readonly name: string;
  readonly source?: CombatantId;
  /** Rounds left; absent for a condition that lasts until removed. */
  readonly rounds?: number;
  readonly tick?: Tick;
  /**
   * The round in which the kernel last counted it down (set by `ConditionTicked`): a duration is
   * counted off at most once per round, whatever delays, holds and interruptions happen.
   */
  readonly counted?: number;
  /** Rule-set data, e.g. the Fear rank. */
  readonly data?: unknown;
}

export interface Combatant {
  readonly id: CombatantId;
  readonly name: string;
  readonly side: string;
  readonly position: Position;
  readonly conditions: readonly Condition[];
  /** Initiative score once rolled; tiebreak keys compare in order, higher first. */
  readonly initiative: number | null;
  readonly tiebreak: readonly number[];
  /** The rule set's character sheet, as validated by its `setup`. */
  readonly sheet: unknown;
  /** The rule set's changing state of this combatant (wounds, stance, actions left, ...). */
  readonly data: unknown;
}

export type Status = 'setup' | 'active' | 'ended';

/** A question the engine is waiting on, e.g. whether to take a reaction. */
export interface Pending {
  readonly kind: 'reaction';
  readonly reactor: CombatantId;
  /** What triggered it, e.g. `attack-of-opportunity`. */
  readonly trigger: string;
  readonly data?: unknown;
}

export interface Outcome {
  /** The winning side, or null for a draw or a fight the GM ended. */
  readonly winner: string | null;
  readonly reason: string;
}

export interface CombatState {
  readonly ruleSet: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: Seed;
  /** Number of commands applied so far (undo and redo count as commands). */
  readonly version: number;
  readonly status: Status;
  readonly round: number;
  /** Initiative order, highest first. */
  readonly order: readonly CombatantId[];
  /** Whose turn it is. */
  readonly current: CombatantId | null;
  /** The current combatant has done something this turn (a delayed combatant can no longer cut in). */
  readonly turnUsed: boolean;
  /** Who has had their turn this round. */
  readonly acted: readonly CombatantId[];
  /** Who has delayed their turn this round and not yet acted. */
  readonly delayed: readonly CombatantId[];
  /**
   * Whose turn started this round and was put off before they did anything, by another's ActNow
   * (TurnInterrupted) or a Hold (InitiativeHeld): the turn resumes later as the same turn
   * (TurnStarted with `resumed`). Absent in states saved before issue 14.
   */
  readonly suspended?: readonly CombatantId[];
  readonly pending: Pending | null;
  readonly combatants: Readonly<Record<CombatantId, Combatant>>;
  /** The rule set's state of the whole fight. */
  readonly game: unknown;
  readonly outcome: Outcome | null;
}

/** Who issues a command: the GM, or a combatant (the default is whoever's turn it is). */
export interface CommandMeta {
  /** A combatant id, or 'gm'. */
  readonly actor?: string;
  /** Physical dice typed in for the rolls this command makes, in the order it makes them. */
  readonly faces?: readonly number[];
  /** Optimistic concurrency: refuse when the combat has moved on. */
  readonly expectedVersion?: number;
}

export interface Command {
  readonly type: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly meta?: CommandMeta;
}

export interface GameEvent {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** A rule violation: the command was refused and nothing changed. */
export interface Violation {
  readonly code: string;
  readonly message: string;
}

export type Result<T, E = Violation> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A roll made while deciding a command, stored in its event so that a replay never rolls. */
export interface Rolled {
  readonly expression: string;
  readonly total: number;
  /** Every die, when the command rolled with full records (always, except in the simulator). */
  readonly record?: RollRecord;
}

/**
 * What a roll is for, given by the rule set at the roll call: who rolls it and why, so that a
 * prompt can ask the right player for the right dice ("Akodo's attack: 6k3"). It never changes an
 * outcome or an event: seeded dice ignore it, and so do typed-in faces.
 */
export interface RollWhy {
  /** Who rolls: the attacker for an attack, the defender for a soak or a resisted check. */
  readonly by?: CombatantId;
  /** `attack`, `damage`, `soak`, `initiative`, `tie-break`, `contest`, `fear`, `skill`, ... */
  readonly what: string;
}

/** Dice for one command: seeded from (combat seed, version), or the faces the player typed in. */
export interface Dice {
  roll(expression: string, why?: RollWhy): Rolled;
}

export interface DecideContext {
  readonly dice: Dice;
}

/** One legal action for menus, the CLI and simulator policies. */
export interface ActionOption {
  /** The command to send (with `data` filled in for this choice). */
  readonly command: Command;
  /** A short label, e.g. "Attack Bayushi with katana". */
  readonly label: string;
  /** Exact odds, when the action rolls against a target. */
  readonly odds?: Odds;
}

/** Chances before a roll: to hit (per Raise where the system has them) and what damage follows. */
export interface Odds {
  readonly hit: number;
  /** P(hit) with 1, 2, ... Raises called (l5r4e). */
  readonly withRaises?: readonly number[];
  /** The distribution of the damage roll, or of wounds dealt, when it hits. */
  readonly damage?: Distribution;
  /**
   * Expected wounds (misses counting 0) with 0, 1, 2, ... Raises called as extra damage (l5r4e:
   * a plain attack's Increased Damage, after Reduction).
   */
  readonly expectedWounds?: readonly number[];
  readonly note?: string;
  /**
   * What `hit` is the chance of, for display: absent means "to hit" (a roll against a defense);
   * an opposed roll says "to win".
   */
  readonly label?: string;
}

/** A typed validation error of an encounter or command, with the path of the bad field. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

/** The rule set's answer when the kernel asks for a combatant's initiative. */
export interface InitiativeRoll {
  readonly score: number;
  readonly tiebreak: readonly number[];
  readonly roll: Rolled;
}

/** Rewrites a command sent under another name into the rule set's own one, or refuses it. */
export type CommandAlias = (data: Readonly<Record<string, unknown>>) => Result<Command>;

/**
 * A rule set: a plain object of pure functions. The kernel calls it for everything that differs
 * between systems; docs/engine.md says when each hook runs.
 */
export interface RuleSet {
  readonly id: string;
  readonly title: string;
  /** Map unit: 'ft' or 'm'. */
  readonly unit: 'ft' | 'm';
  /** Every GM's option of the seed, with its default (docs/engine.md, "Options"). */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** How delaying works: within the round (l5r4e, elan-moxie) or a Hold that moves one's initiative. */
  readonly delay: 'within-round' | 'hold';
  /** Checks a sheet from an encounter file and returns the combatant's initial data. */
  setup(
    sheet: unknown,
    options: Readonly<Record<string, unknown>>,
  ): Result<{ sheet: unknown; data: unknown }, readonly ValidationIssue[]>;
  /** The rule set's initial state of the whole fight. */
  initialGame(options: Readonly<Record<string, unknown>>): unknown;
  /** Decides a command the kernel does not handle itself. */
  decide(state: CombatState, command: Command, ctx: DecideContext): Result<readonly GameEvent[]>;
  /** Applies an event (the kernel's events too) to the rule set's parts of the state. */
  evolve(state: CombatState, event: GameEvent): CombatState;
  /** Rolls initiative for one combatant at the start of the fight. */
  initiative(state: CombatState, id: CombatantId, dice: Dice): InitiativeRoll;
  /**
   * True when the combatant has nothing left to do this turn: the kernel then ends it
   * (TurnEnded with reason `no-actions-left`).
   */
  autoEndTurn?(state: CombatState, id: CombatantId): boolean;
  /**
   * Commands the rule set still decides after the combat has ended (healing, falling, … outside a
   * fight). Their events are applied with no turn bookkeeping.
   */
  readonly afterEnd?: readonly string[];
  /**
   * Commands of the rule set that a combatant may send during the fight on anyone's turn, not only
   * his own (elan-moxie: Release, "whenever he wishes"): the kernel hands them to `decide` whoever
   * `meta.actor` is (not while a reaction is pending), and the rule set checks who may.
   */
  readonly anyTime?: readonly string[];
  /**
   * Other names for the rule set's commands (`AdjustHarm`, the one name of the GM's harm in every
   * rule set, for l5r4e's AdjustWounds): the kernel rewrites a command of such a type into the
   * command the alias returns (its meta kept), or refuses it, before anything else is decided. The
   * log keeps the command as sent; the events are those of the command it stands for.
   */
  readonly commandAliases?: Readonly<Record<string, CommandAlias>>;
  /** The fight's outcome, when the rule set decides it otherwise than "one side left in the fight". */
  outcome?(state: CombatState): Outcome | undefined;
  /** Events at the start of each round, after RoundStarted (e.g. initiative bonuses for one round). */
  onRoundStart?(state: CombatState, dice: Dice): readonly GameEvent[];
  /**
   * Events at the start of a combatant's turn (reset budgets, expire stances, ...): once per round,
   * not again when a delayed, interrupted or held turn resumes (TurnStarted with `resumed`).
   */
  onTurnStart?(state: CombatState, id: CombatantId, dice: Dice): readonly GameEvent[];
  /** False when a combatant cannot take a turn (down, dead, surprised in round 1, ...): skipped. */
  canAct(state: CombatState, id: CombatantId): boolean;
  /**
   * False when a combatant no longer counts for its side (out, dead, collapsed). It may change
   * only through the rule set's own events or condition changes, not on turn bookkeeping
   * (TurnStarted, TurnEnded, ...): the kernel checks the outcome only after the former.
   */
  inFight(state: CombatState, id: CombatantId): boolean;
  /**
   * Optional: the only event types after which `inFight` can change (besides the kernel's
   * CombatantAdded and CombatantRemoved). Given, the kernel skips the outcome check after every
   * other event (a move, a free action); absent, it checks after every non-bookkeeping event.
   */
  readonly outcomeEvents?: ReadonlySet<string>;
  legalActions(state: CombatState, actor: CombatantId): readonly ActionOption[];
  odds?(state: CombatState, command: Command): Odds | undefined;
  /** A combatant's state in one short line for trackers (`Grazed 12/38 · Attack Stance · 2 Void`). */
  status?(state: CombatState, id: CombatantId): string;
  /** How hurt a combatant is, in numbers and in the game's own word (issue 17: the player view). */
  health?(state: CombatState, id: CombatantId): Health;
  /** One log line per event, given the state after it; undefined when the kernel should phrase it. */
  describe(event: GameEvent, state: CombatState): string | undefined;
  /** What the simulator needs of the rule set (issue 7): how combatants fare, and its tactics. */
  readonly sim?: SimHooks;
  /**
   * Legal but suspicious parts of an encounter, found before the fight (`fray check`, and the
   * warnings of run, play and sim): given the state in setup, as the encounter made it.
   */
  lint?(state: CombatState): readonly LintWarning[];
}

/** A legal but suspicious part of an encounter (issue 16): the fight runs, but likely not as meant. */
export interface LintWarning {
  /** `<rule set>/<what>`, e.g. `l5r4e/unskilled-attack`. */
  readonly code: string;
  /** The combatant it is about; absent for the whole encounter (an option). */
  readonly combatant?: CombatantId;
  readonly message: string;
  /** What to do about it. */
  readonly hint: string;
}

/** How hurt a combatant is, for trackers and the player view (issue 17). */
export interface Health {
  /** Harm taken so far (wounds or damage, as sim.harm counts it). */
  readonly harm: number;
  /** The harm at which the combatant is out of the fight, when there is one. */
  readonly max?: number;
  /**
   * The word a player may be shown instead of numbers: the L5R Wound Rank name (Healthy, Nicked,
   * Grazed, …, Out, Dead), Elan & Moxie's and Combat Chaos's own terms (unhurt, wounded, bloodied,
   * collapsed, down, dead): what a player of that game would expect, said in the rule set's README.
   */
  readonly label: string;
}

/** How a combatant ended a fight, for the simulator's reports (most severe first wins). */
export type Plight = 'unhurt' | 'wounded' | 'down' | 'dead';

/** The rule set's part of the simulator (docs/simulator.md). */
export interface SimHooks {
  /** What `harm` counts, for reports: "wounds" (l5r4e, elan-moxie) or "damage" (combat-chaos). */
  readonly harmUnit: string;
  /** Unhurt, wounded, down (out of the fight, collapsed, unconscious) or dead. */
  plight(state: CombatState, id: CombatantId): Plight;
  /**
   * The wounds or damage the combatant has taken so far (net of healing): a function of his own
   * record only (the simulator skips combatants whose record did not change).
   */
  harm(state: CombatState, id: CombatantId): number;
  /** Named tactics a GM recognises ("aggressive", "defensive", ...), by name. */
  readonly tactics: Readonly<Record<string, Tactic>>;
}

/** What a policy is given each time its combatant must act. */
export interface PolicyContext {
  readonly ruleSet: RuleSet;
  readonly state: CombatState;
  /** Who acts now: the pending reactor, else whoever's turn it is. */
  readonly actor: CombatantId;
  /** The policy's only randomness (derived from the fight's seed, so fights replay). */
  readonly rng: Rng;
  /**
   * The rule set's legal actions with their exact odds, computed on the first call: a policy that
   * builds its command from the state alone never pays for the whole menu.
   */
  options(): readonly ActionOption[];
}

/**
 * How a simulated combatant chooses its next command: a small pure function of the context. Any
 * command the engine accepts is allowed; one it refuses stops the run with `sim/illegal-action`.
 */
export interface Policy {
  readonly name: string;
  choose(ctx: PolicyContext): Command;
}

/** A named tactic: a policy maker with numeric parameters (e.g. a Raise threshold). */
export interface Tactic {
  /** One line for `fray sim --tactics` and reports. */
  readonly description: string;
  readonly params?: Readonly<Record<string, TacticParam>>;
  /** The policy with these parameters (all present: defaults filled in by the simulator). */
  make(params: Readonly<Record<string, number>>): Policy;
}

export interface TacticParam {
  readonly description: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface OptionSpec {
  readonly description: string;
  readonly default: unknown;
  /** Allowed values, when the option is a choice. */
  readonly choices?: readonly unknown[];
  /** What is wrong with a given value (paths from `options.<key>`), for values choices cannot list. */
  readonly check?: (value: unknown) => readonly ValidationIssue[];
}
