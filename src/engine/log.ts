/**
 * The combat log: every command with the events it produced, undo and redo included. The state at
 * any point is the fold of the events of the commands still in force up to that point.
 * - `Undo` (GM): takes back the last command in force, or every command from version `to` on.
 * - `Redo` (GM): puts back what the last Undo took back, with the same events (the same dice).
 * - Any other command after an Undo makes the undone commands final (nothing is erased from the log).
 */
import { commandProblem } from './command-shape.js';
import { evolve } from './evolve.js';
import { step, type DecideOptions } from './kernel.js';
import { refuse } from './result.js';
import type { Command, CombatState, GameEvent, Result, RuleSet } from './types.js';

export interface LogEntry {
  readonly command: Command;
  readonly events: readonly GameEvent[];
}

export interface CombatLog {
  readonly initial: CombatState;
  readonly entries: readonly LogEntry[];
}

/**
 * A log's replay at a version: the state, and which commands are in force (what undo and redo
 * need). Saved as a snapshot, it lets a long fight open without folding every event again.
 */
export interface Replay {
  readonly state: CombatState;
  /** Indices of the entries in force, oldest first. */
  readonly applied: readonly number[];
  /** Groups taken back by undo, most recent last (what Redo puts back). */
  readonly undone: readonly (readonly number[])[];
}

/** Folds the first `upTo` entries of the log (all by default), following undo and redo. */
export function replay(rs: RuleSet, log: CombatLog, upTo = log.entries.length): Replay {
  let applied: number[] = [];
  let undone: number[][] = [];
  for (let i = 0; i < upTo; i++) {
    const entry = log.entries[i];
    if (!entry) break;
    if (entry.command.type === 'Undo') {
      const to = entry.events[0]?.data['entries'] as number[] | undefined;
      const taken = to ?? [];
      applied = applied.filter((a) => !taken.includes(a));
      undone = [...undone, taken];
    } else if (entry.command.type === 'Redo') {
      const back = undone[undone.length - 1] ?? [];
      undone = undone.slice(0, -1);
      applied = [...applied, ...back].sort((a, b) => a - b);
    } else {
      applied.push(i);
      undone = [];
    }
  }
  let state = log.initial;
  for (const i of applied)
    for (const e of log.entries[i]?.events ?? []) state = evolve(rs, state, e);
  return { state: { ...state, version: Math.min(upTo, log.entries.length) }, applied, undone };
}

/** The state after the first `upTo` commands ("round 2, Akodo's turn" is a prefix of the log). */
export function stateAt(rs: RuleSet, log: CombatLog, upTo?: number): CombatState {
  return replay(rs, log, upTo).state;
}

export interface Applied {
  readonly log: CombatLog;
  readonly state: CombatState;
  readonly events: readonly GameEvent[];
}

/** Decides a command against the log's current state and appends it; refused commands change nothing. */
export function applyCommand(
  rs: RuleSet,
  log: CombatLog,
  command: Command,
  options: DecideOptions = {},
): Result<Applied> {
  const r = applyTo(rs, log, replay(rs, log), command, options);
  return r.ok
    ? { ok: true, value: { log: r.value.log, state: r.value.now.state, events: r.value.events } }
    : r;
}

/**
 * Applies a command to a log whose replay is `now`. An ordinary command folds its events onto the
 * current state; undo and redo replay the log (they change which commands are in force).
 */
function applyTo(
  rs: RuleSet,
  log: CombatLog,
  now: Replay,
  command: Command,
  options: DecideOptions,
): Result<{ log: CombatLog; now: Replay; events: readonly GameEvent[] }> {
  const shape = commandProblem(now.state, command);
  if (shape) return shape;
  const expected = command.meta?.expectedVersion;
  if (expected !== undefined && expected !== log.entries.length) {
    return refuse(
      'engine/stale-version',
      `the combat is at version ${log.entries.length}, not ${expected}: reload and try again`,
    );
  }
  let events: readonly GameEvent[];
  let after: CombatState | undefined;
  if (command.type === 'Undo' || command.type === 'Redo') {
    if ((command.meta?.actor ?? 'gm') !== 'gm')
      return refuse('turn/gm-only', `only the GM may ${command.type}`);
    const r = command.type === 'Undo' ? undoEvents(now, command) : redoEvents(now);
    if (!r.ok) return r;
    events = r.value;
  } else {
    const r = step(rs, now.state, command, options);
    if (!r.ok) return r;
    events = r.value.events;
    after = r.value.state;
  }
  const index = log.entries.length;
  const next: CombatLog = { initial: log.initial, entries: [...log.entries, { command, events }] };
  if (!after) return { ok: true, value: { log: next, now: replay(rs, next), events } };
  const folded: Replay = {
    state: { ...after, version: index + 1 },
    applied: [...now.applied, index],
    undone: [],
  };
  return { ok: true, value: { log: next, now: folded, events } };
}

function undoEvents(now: Replay, command: Command): Result<readonly GameEvent[]> {
  if (now.applied.length === 0) return refuse('undo/nothing', 'there is nothing to undo');
  const to = command.data?.['to'];
  let taken: number[];
  if (to === undefined) taken = [now.applied[now.applied.length - 1] ?? 0];
  else if (typeof to === 'number' && Number.isInteger(to) && to >= 0) {
    taken = now.applied.filter((i) => i >= to);
    if (taken.length === 0) return refuse('undo/nothing', `nothing in force from version ${to} on`);
  } else return refuse('undo/bad-version', 'to must be a version number (a command index) ≥ 0');
  return { ok: true, value: [{ type: 'Undone', data: { entries: taken } }] };
}

function redoEvents(now: Replay): Result<readonly GameEvent[]> {
  const back = now.undone[now.undone.length - 1];
  if (!back) return refuse('redo/nothing', 'there is nothing to redo');
  return { ok: true, value: [{ type: 'Redone', data: { entries: back } }] };
}

/**
 * Folds the entries of `log` after the replay `from` (a snapshot of the same log at `from.state.version`),
 * as {@link replay} of the whole log would: an ordinary command folds its events on, an undo or a
 * redo replays the log from its start.
 */
export function replayFrom(rs: RuleSet, log: CombatLog, from: Replay): Replay {
  let now = from;
  for (let i = from.state.version; i < log.entries.length; i++) {
    const entry = log.entries[i];
    if (!entry) break;
    now = advance(rs, log, now, entry, i);
  }
  return now;
}

/** The replay after entry `index` (the next one), given the replay before it. */
function advance(rs: RuleSet, log: CombatLog, now: Replay, entry: LogEntry, index: number): Replay {
  if (entry.command.type === 'Undo' || entry.command.type === 'Redo')
    return replay(rs, log, index + 1);
  let state = now.state;
  for (const e of entry.events) state = evolve(rs, state, e);
  return { state: { ...state, version: index + 1 }, applied: [...now.applied, index], undone: [] };
}

/** A fight in progress: the log and its current state, for callers that keep one in memory. */
export class Combat {
  private now: Replay;

  constructor(
    readonly ruleSet: RuleSet,
    private logValue: CombatLog,
  ) {
    this.now = replay(ruleSet, logValue);
  }

  static start(rs: RuleSet, initial: CombatState): Combat {
    return new Combat(rs, { initial, entries: [] });
  }

  /** The fight of `log`, folded on from a snapshot of it (see {@link Combat.snapshot}). */
  static resume(rs: RuleSet, log: CombatLog, snapshot: Replay): Combat {
    const combat = new Combat(rs, { initial: log.initial, entries: [] });
    combat.logValue = log;
    combat.now = replayFrom(rs, log, snapshot);
    return combat;
  }

  /** The replay now, to save as a snapshot (plain JSON). */
  snapshot(): Replay {
    return this.now;
  }

  /**
   * Appends an entry decided elsewhere (another server node, a stored log) without deciding it
   * again: its events are trusted as the same engine's. It must be the next entry.
   */
  accept(entry: LogEntry): void {
    const index = this.logValue.entries.length;
    this.logValue = { initial: this.logValue.initial, entries: [...this.logValue.entries, entry] };
    this.now = advance(this.ruleSet, this.logValue, this.now, entry, index);
  }

  get state(): CombatState {
    return this.now.state;
  }

  get log(): CombatLog {
    return this.logValue;
  }

  /**
   * Decides a command without applying it: its log entry, the replay it leads to, and `commit` to
   * apply it (a server first stores the entry, then commits). Nothing changes until `commit`.
   */
  prepare(
    command: Command,
    options?: DecideOptions,
  ): Result<{ entry: LogEntry; after: Replay; commit: () => void }> {
    const r = applyTo(this.ruleSet, this.logValue, this.now, command, options ?? {});
    if (!r.ok) return r;
    const { log, now } = r.value;
    const entry = log.entries[log.entries.length - 1] as LogEntry;
    const before = this.logValue;
    return {
      ok: true,
      value: {
        entry,
        after: now,
        commit: () => {
          if (this.logValue !== before) throw new Error('the combat moved on before commit');
          this.logValue = log;
          this.now = now;
        },
      },
    };
  }

  /** Applies a command; returns its events, or the violation (and then nothing changed). */
  send(command: Command, options?: DecideOptions): Result<readonly GameEvent[]> {
    const r = applyTo(this.ruleSet, this.logValue, this.now, command, options ?? {});
    if (!r.ok) return r;
    this.logValue = r.value.log;
    this.now = r.value.now;
    return { ok: true, value: r.value.events };
  }
}
