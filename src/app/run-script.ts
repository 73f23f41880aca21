/**
 * Running an encounter's script: its commands in order, stopping at the first one the rules
 * refuse (nothing of that command is applied; the ones before it stay).
 */
import type { Combat, Command, CombatState, GameEvent, Violation } from '../engine/index.js';

export interface Step {
  /** 0-based index of the command in the script. */
  readonly index: number;
  readonly command: Command;
  readonly before: CombatState;
  readonly events: readonly GameEvent[];
}

export interface Refusal {
  readonly index: number;
  readonly command: Command;
  readonly violation: Violation;
}

export interface ScriptRun {
  readonly steps: readonly Step[];
  readonly refused?: Refusal;
}

export function runScript(combat: Combat, script: readonly Command[]): ScriptRun {
  const steps: Step[] = [];
  for (const [index, command] of script.entries()) {
    const before = combat.state;
    const r = combat.send(command);
    if (!r.ok) return { steps, refused: { index, command, violation: r.error } };
    steps.push({ index, command, before, events: r.value });
  }
  return { steps };
}
