/**
 * A command's events being built: every event emitted is also applied to a working state, so that
 * later decisions in the same command (who acts next, did the fight end) see the earlier ones.
 */
import { evolve } from './evolve.js';
import type { CombatState, GameEvent, RuleSet } from './types.js';

/**
 * Turn bookkeeping that cannot change who is still in the fight (RuleSet.inFight): after these the
 * outcome need not be checked again.
 */
const BOOKKEEPING = new Set([
  'TurnStarted',
  'TurnEnded',
  'TurnSkipped',
  'TurnDelayed',
  'TurnInterrupted',
  'ConditionTicked',
  'InitiativeRolled',
  'InitiativeSet',
  'InitiativeHeld',
  'ReactionDeclined',
]);

/** Kernel events that change who is in the fight whatever the rule set says. */
const ROSTER = new Set(['CombatantAdded', 'CombatantRemoved']);

/**
 * The events after which a rule set with `outcomeEvents` must check the outcome: its own and the
 * roster's, as one set (one look-up per event instead of two). The last one made is remembered:
 * a run plays one rule set.
 */
let lastOnly: ReadonlySet<string> | undefined;
let lastStale: ReadonlySet<string> = ROSTER;
function staleAfter(only: ReadonlySet<string>): ReadonlySet<string> {
  if (only !== lastOnly) {
    lastStale = new Set([...only, ...ROSTER]);
    lastOnly = only;
  }
  return lastStale;
}

export class Flow {
  readonly events: GameEvent[] = [];
  /** True when an event since the last outcome check may have changed who is in the fight. */
  outcomeStale = false;
  /** The events that make the outcome stale (undefined: all but the kernel's bookkeeping). */
  private readonly stale: ReadonlySet<string> | undefined;

  constructor(
    readonly ruleSet: RuleSet,
    public state: CombatState,
  ) {
    this.stale = ruleSet.outcomeEvents ? staleAfter(ruleSet.outcomeEvents) : undefined;
  }

  emit(event: GameEvent): void {
    this.events.push(event);
    this.state = evolve(this.ruleSet, this.state, event);
    const stale = this.stale;
    if (stale ? stale.has(event.type) : !BOOKKEEPING.has(event.type)) this.outcomeStale = true;
  }

  emitAll(events: readonly GameEvent[]): void {
    for (const e of events) this.emit(e);
  }
}
