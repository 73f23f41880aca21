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

export class Flow {
  readonly events: GameEvent[] = [];
  /** True when an event since the last outcome check may have changed who is in the fight. */
  outcomeStale = false;

  constructor(
    readonly ruleSet: RuleSet,
    public state: CombatState,
  ) {}

  emit(event: GameEvent): void {
    this.events.push(event);
    this.state = evolve(this.ruleSet, this.state, event);
    const only = this.ruleSet.outcomeEvents;
    if (only ? only.has(event.type) || ROSTER.has(event.type) : !BOOKKEEPING.has(event.type))
      this.outcomeStale = true;
  }

  emitAll(events: readonly GameEvent[]): void {
    for (const e of events) this.emit(e);
  }
}
