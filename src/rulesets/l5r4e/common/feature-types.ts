/**
 * A feature of the rule set (maneuvers, the duel, grapples, Fear, …): the commands it decides,
 * the events it evolves and describes, its menu entries and its hooks. The rule set's decide,
 * evolve, describe, legalActions, canAct, budget and outcome consult every feature (registry.ts),
 * so a feature lives in its own files.
 */
import type {
  ActionOption,
  Combatant,
  CombatState,
  Dice,
  GameEvent,
  Outcome,
  Result,
} from '../../../engine/index.js';

export type CommandData = Readonly<Record<string, unknown>>;

/** Decides one command: `actor` is the command's actor ('gm' when none was given). */
export type FeatureDecide = (
  state: CombatState,
  actor: string,
  data: CommandData,
  dice: Dice,
) => Result<readonly GameEvent[]>;

export interface Feature {
  readonly name: string;
  /** Commands this feature decides, by command type. */
  readonly commands?: Readonly<Record<string, FeatureDecide>>;
  /** Of those, the ones allowed before StartCombat (the others are refused there as not started). */
  readonly setupCommands?: readonly string[];
  /** Of those, the ones allowed after the combat ended (healing, falling, … outside a fight). */
  readonly afterEnd?: readonly string[];
  /**
   * Applies events by type: this feature's own, and others' it reacts to (kernel events such as
   * TurnEnded or RoundEnded too). Several features may evolve the same type: each in turn.
   */
  readonly evolve?: Readonly<Record<string, (state: CombatState, event: GameEvent) => CombatState>>;
  /** One log line per event of this feature, by event type. */
  readonly describe?: Readonly<
    Record<string, (event: GameEvent, state: CombatState) => string | undefined>
  >;
  /** Menu entries for the current combatant (every one must be accepted by decide). */
  readonly legal?: (state: CombatState, c: Combatant) => Iterable<ActionOption>;
  /** Events at the start of each Round, after RoundStarted (e.g. Center's +10 Initiative). */
  readonly onRoundStart?: (state: CombatState, dice: Dice) => readonly GameEvent[];
  /** Events at the start of a combatant's Turn (e.g. the grapple's control roll). */
  readonly onTurnStart?: (state: CombatState, id: string, dice: Dice) => readonly GameEvent[];
  /** False when the combatant cannot take a Turn now (e.g. Stunned, drowning). */
  readonly canAct?: (state: CombatState, c: Combatant) => boolean;
  /** False when the combatant no longer counts for their side (e.g. fled in terror). */
  readonly inFight?: (state: CombatState, c: Combatant) => boolean;
  /** The fight's outcome when this feature decides it (e.g. a duel to first blood). */
  readonly outcome?: (state: CombatState) => Outcome | undefined;
}
