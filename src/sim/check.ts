/**
 * `fray sim --check` (issue 7, "Invariant checking"): after every command of a simulated fight,
 * the events are folded one at a time from the state before, each intermediate state is checked,
 * and the fold must give the engine's state after; states are frozen, so that a command that
 * changes the state it started from fails. A broken invariant stops the run with the
 * fight's seed, which `fray run <file> --sim --seed <seed>` replays. Pure.
 */
import {
  evolve,
  type CombatState,
  type GameEvent,
  type Plight,
  type RuleSet,
} from '../engine/index.js';

const PLIGHT_NAMES: ReadonlySet<Plight> = new Set(['unhurt', 'wounded', 'down', 'dead']);
const STATUSES: ReadonlySet<string> = new Set(['setup', 'active', 'ended']);

/** The path of the first value JSON cannot carry (NaN, Infinity, a function, a Map, ...). */
export function jsonProblem(value: unknown, path = 'state'): string | undefined {
  return walk(value, path, false);
}

/**
 * jsonProblem's walk; with `freeze`, it also deep-freezes what it visits and skips what is frozen
 * already (checked when it was frozen): states share most of their parts with the state before,
 * so each command freezes and checks only what it made.
 */
function walk(value: unknown, path: string, freeze: boolean): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : `${path} is ${String(value)}`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (freeze) {
    if (Object.isFrozen(value)) return undefined;
    Object.freeze(value);
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === undefined) return `${path}[${i}] is undefined`;
      const p = walk(value[i], `${path}[${i}]`, freeze);
      if (p) return p;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
  for (const [k, v] of Object.entries(value)) {
    const p = walk(v, `${path}.${k}`, freeze);
    if (p) return p;
  }
  return undefined;
}

/** Structural equality of JSON-like values, a missing key equal to an undefined one. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) if (!sameJson(ra[k], rb[k])) return false;
  return true;
}

/** What is wrong with one state, whatever the rule set; undefined when nothing is. */
export function stateProblem(rs: RuleSet, s: CombatState): string | undefined {
  if (!STATUSES.has(s.status)) return `status is ${JSON.stringify(s.status)}`;
  if (!Number.isInteger(s.round) || s.round < 0) return `round is ${String(s.round)}`;
  if (s.current !== null && !(s.current in s.combatants))
    return `the current combatant ${s.current} does not exist`;
  if (s.pending && !(s.pending.reactor in s.combatants))
    return `the pending reactor ${s.pending.reactor} does not exist`;
  if (s.status === 'ended' && !s.outcome) return 'the combat ended without an outcome';
  for (const [id, c] of Object.entries(s.combatants)) {
    if (c.id !== id) return `combatant ${id} calls itself ${c.id}`;
    if (!Number.isFinite(c.position.x) || !Number.isFinite(c.position.y))
      return `${id}'s position is ${JSON.stringify(c.position)}`;
    if (rs.sim) {
      const harm = rs.sim.harm(s, id);
      if (!Number.isFinite(harm) || harm < 0) return `${id}'s harm is ${String(harm)}`;
      const plight = rs.sim.plight(s, id);
      if (!PLIGHT_NAMES.has(plight)) return `${id}'s plight is ${JSON.stringify(plight)}`;
      if (plight === 'unhurt' && harm > 0) return `${id} is unhurt with ${String(harm)} harm`;
    }
  }
  return undefined;
}

/** The check of `--check`: pass it as `check` to runFight or runRange. */
export function invariantCheck(
  rs: RuleSet,
): (before: CombatState, events: readonly GameEvent[], after: CombatState) => string | undefined {
  return (before, events, after) => {
    let s = before;
    for (const e of events) {
      const p = jsonProblem(e.data, `event ${e.type}`);
      if (p) return p;
      s = evolve(rs, s, e);
      const broken = stateProblem(rs, s);
      if (broken) return `after event ${e.type}: ${broken}`;
    }
    if (!sameJson({ ...s, version: 0 }, { ...after, version: 0 }))
      return 'folding the events one by one does not give the state the engine returned';
    // Frozen, a state cannot be changed by a later command: an attempt throws, and runFight
    // reports it with the seed. The state before is frozen too (a fight's first comes from outside).
    const p = walk(before, 'state', true) ?? walk(after, 'state', true);
    if (p) return `${p}: the state must stay JSON-safe`;
    return undefined;
  };
}
