/**
 * A command's events being built: every event emitted is also applied to a working state, so that
 * later decisions in the same command (who acts next, did the fight end) see the earlier ones.
 */
import { evolve } from './evolve.js';
import type { CombatState, GameEvent, RuleSet } from './types.js';

export class Flow {
  readonly events: GameEvent[] = [];

  constructor(
    readonly ruleSet: RuleSet,
    public state: CombatState,
  ) {}

  emit(event: GameEvent): void {
    this.events.push(event);
    this.state = evolve(this.ruleSet, this.state, event);
  }

  emitAll(events: readonly GameEvent[]): void {
    for (const e of events) this.emit(e);
  }
}
