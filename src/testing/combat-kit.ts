/** Test helpers shared by every rule set's tests: send a command that must pass, or must be refused. */
import type { Combat, Command, GameEvent } from '../engine/index.js';

/** Sends a command that must be accepted; returns its events. */
export function send(c: Combat, command: Command): readonly GameEvent[] {
  const r = c.send(command);
  if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Sends a command that must be refused; returns the violation code and checks nothing changed. */
export function refusal(c: Combat, command: Command): string {
  const before = c.state;
  const r = c.send(command);
  if (r.ok) throw new Error(`${command.type} was accepted: ${JSON.stringify(r.value)}`);
  if (c.state !== before) throw new Error('a refused command changed the state');
  return r.error.code;
}
