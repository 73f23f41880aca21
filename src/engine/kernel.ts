/**
 * `decide`: the kernel's half of every command. It checks who may act, runs the turn loop (rounds,
 * turns, delays, skips, condition durations, the end of the fight) and the GM's hand, and hands
 * every other command to the rule set. Pure: dice come from the context, nothing else is read.
 */
import { DiceError } from '../dice/index.js';
import { TypedDice, commandDice } from './dice.js';
import { unalias } from './aliases.js';
import { commandProblem } from './command-shape.js';
import { Flow } from './flow.js';
import { gmCommand } from './gm.js';
import { hasOwn, own } from './own.js';
import { ok, refuse } from './result.js';
import type {
  Combatant,
  CombatantId,
  Command,
  CombatState,
  Condition,
  Dice,
  GameEvent,
  Outcome,
  Result,
  RuleSet,
  Violation,
} from './types.js';

export interface DecideOptions {
  /** Totals only, from the compiled fast path (the simulator). */
  readonly fast?: boolean;
  /** Dice to use instead of the seeded ones (tests, or a caller with its own stream). */
  readonly dice?: Dice;
}

/** Decides a command: the events it produces, or the rule it breaks (and then nothing changes). */
export function decide(
  ruleSet: RuleSet,
  state: CombatState,
  command: Command,
  options: DecideOptions = {},
): Result<readonly GameEvent[]> {
  const r = step(ruleSet, state, command, options);
  return r.ok ? { ok: true, value: r.value.events } : r;
}

/**
 * Decides a command and returns its events together with the state they lead to (the fold that
 * deciding already computed), so callers need not evolve the events again. The version is not
 * advanced: that is the log's business.
 */
export function step(
  ruleSet: RuleSet,
  state: CombatState,
  sent: Command,
  options: DecideOptions = {},
): Result<{ readonly events: readonly GameEvent[]; readonly state: CombatState }> {
  // Entry check (hostile input): the command's shape and meta.actor, before any rule runs.
  const shape = commandProblem(state, sent);
  if (shape) return shape;
  // An alias (AdjustHarm) is decided as the rule set's own command; the log keeps it as sent.
  const unaliased = unalias(ruleSet, sent);
  if (!unaliased.ok) return unaliased;
  const command = unaliased.value;
  const typed = command.meta?.faces ? new TypedDice(command.meta.faces) : undefined;
  const dice = typed ?? options.dice ?? commandDice(state.seed, state.version, options.fast);
  try {
    const result = decideWith(ruleSet, state, command, dice);
    if (!result.ok) return result;
    typed?.finish();
    return { ok: true, value: { events: result.value.events, state: result.value.state } };
  } catch (e) {
    if (e instanceof DiceError) return refuse(e.code, e.message);
    throw e;
  }
}

/** The kernel's commands of the GM's hand: only `meta.actor` 'gm' (or none) may send them. */
export const GM_COMMANDS: ReadonlySet<string> = new Set([
  'StartCombat',
  'AddCondition',
  'RemoveCondition',
  'MoveToken',
  'SetInitiative',
  'AddCombatant',
  'RemoveCombatant',
  'EndCombat',
]);

function decideWith(rs: RuleSet, state: CombatState, command: Command, dice: Dice): Result<Flow> {
  const actor = command.meta?.actor ?? 'gm';
  if (state.status === 'ended') {
    if (!rs.afterEnd?.includes(command.type))
      return refuse('combat/ended', 'the combat has ended; undo to go back, or start a new one');
    // Outside the fight: the rule set's own commands (healing, falling, ...), no turn loop.
    const after = rs.decide(state, command, { dice });
    if (!after.ok) return after;
    const flow = new Flow(rs, state);
    flow.emitAll(after.value);
    return ok(flow);
  }
  if (GM_COMMANDS.has(command.type)) {
    if (actor !== 'gm') return refuse('turn/gm-only', `only the GM may ${command.type}`);
    return gmCommand(new Flow(rs, state), command, dice, { advance, checkOutcome });
  }
  if (state.status === 'setup') {
    // Before the fight: the rule set's own preparations (l5r4e stances, an ambush roll, ...).
    const prepared = rs.decide(state, command, { dice });
    if (!prepared.ok) return prepared;
    const flow = new Flow(rs, state);
    flow.emitAll(prepared.value);
    return ok(flow);
  }
  const who = state.pending ? state.pending.reactor : state.current;
  const cutsIn = command.type === 'ActNow' && actor === command.data?.['id'];
  // The rule set's commands any combatant may send on anyone's turn (RuleSet.anyTime); it checks
  // who may. Not while a reaction waits: that answer comes first.
  const anyTime = !state.pending && rs.anyTime?.includes(command.type) === true;
  if (actor !== 'gm' && actor !== who && !cutsIn && !anyTime) {
    return { ok: false, error: notYourTurn(rs, state, actor) };
  }
  const flow = new Flow(rs, state);
  switch (command.type) {
    case 'EndTurn':
      if (state.pending)
        return refuse('turn/reaction-pending', 'answer the pending reaction first');
      if (!state.current) return refuse('turn/no-turn', 'nobody is taking a turn');
      endTurn(flow, state.current, dice);
      return ok(flow);
    case 'Delay':
      return delay(flow, command, dice);
    case 'ActNow':
      return actNow(flow, command, dice);
    case 'DeclineReaction':
      if (!state.pending) return refuse('turn/no-reaction', 'no reaction is pending');
      flow.emit({ type: 'ReactionDeclined', data: { id: state.pending.reactor } });
      afterAction(flow, dice);
      return ok(flow);
    default: {
      const decided = rs.decide(state, command, { dice });
      if (!decided.ok) return decided;
      flow.emitAll(decided.value);
      afterAction(flow, dice);
      return ok(flow);
    }
  }
}

/** After a rule-set action: the fight may be over, or the actor may have nothing left to do. */
function afterAction(flow: Flow, dice: Dice): void {
  if (checkOutcome(flow)) return;
  const s = flow.state;
  if (!s.pending && s.current && !flow.ruleSet.canAct(s, s.current)) {
    endTurn(flow, s.current, dice, 'cannot-act');
  } else if (!s.pending && s.current && flow.ruleSet.autoEndTurn?.(s, s.current)) {
    endTurn(flow, s.current, dice, 'no-actions-left');
  } else if (!s.pending && !s.current && s.status === 'active') {
    advance(flow, dice);
  }
}

function name(state: CombatState, id: CombatantId): string {
  return own(state.combatants, id)?.name ?? id;
}

/**
 * Why `actor` may not act now: the real reason (he cannot act at all, his turn this round is
 * over), else whose turn it is.
 */
function notYourTurn(rs: RuleSet, state: CombatState, actor: CombatantId): Violation {
  if (state.pending)
    return {
      code: 'turn/not-your-turn',
      message: `waiting for ${name(state, state.pending.reactor)} to decide on a reaction`,
    };
  const who = state.current;
  const now = who ? `it is ${name(state, who)}'s turn` : 'nobody is taking a turn';
  if (hasOwn(state.combatants, actor)) {
    const me = name(state, actor);
    if (!rs.inFight(state, actor) || !rs.canAct(state, actor))
      return { code: 'turn/not-your-turn', message: `${cannotAct(rs, state, actor, me)}; ${now}` };
    if (state.acted.includes(actor))
      return { code: 'turn/turn-over', message: `${me}'s turn is over; ${now}` };
  }
  return {
    code: 'turn/not-your-turn',
    message: who ? `${now}, not ${name(state, actor)}'s` : now,
  };
}

/** `Al is down and cannot act`, from the rule set's plight where it has one. */
function cannotAct(rs: RuleSet, state: CombatState, id: CombatantId, who: string): string {
  const plight = rs.sim?.plight(state, id);
  if (plight === 'dead') return `${who} is dead and cannot act`;
  if (plight === 'down') return `${who} is down and cannot act`;
  if (!rs.inFight(state, id)) return `${who} is out of the fight and cannot act`;
  return `${who} cannot act now`;
}

/** Ends the fight when the rule set says so, or when at most one side has anyone in the fight. */
function checkOutcome(flow: Flow): boolean {
  const s = flow.state;
  if (s.status !== 'active') return s.status === 'ended';
  // The state a command starts from was checked when the previous command ended.
  if (!flow.outcomeStale) return false;
  flow.outcomeStale = false;
  const outcome = flow.ruleSet.outcome?.(s) ?? defaultOutcome(flow.ruleSet, s);
  if (!outcome) return false;
  flow.emit({ type: 'CombatEnded', data: { outcome } });
  return true;
}

function defaultOutcome(rs: RuleSet, s: CombatState): Outcome | undefined {
  // The first side with anyone in the fight; a second one means the fight goes on.
  let winner: string | undefined;
  const all = s.combatants;
  // for-in visits the same combatants in the same order as Object.values, without an array.
  for (const key in all) {
    const c = all[key];
    if (!c || c.side === winner || !rs.inFight(s, c.id)) continue;
    if (winner !== undefined) return undefined;
    winner = c.side;
  }
  return winner === undefined
    ? { winner: null, reason: 'no one is left standing' }
    : { winner, reason: 'no other side is left in the fight' };
}

/**
 * Why the kernel ended a turn by itself (TurnEnded `reason`; absent when the player ended it):
 * the rule set says nothing is left (`autoEndTurn`), or the combatant can no longer act.
 */
export type TurnEndReason = 'no-actions-left' | 'cannot-act';

function endTurn(flow: Flow, id: CombatantId, dice: Dice, reason?: TurnEndReason): void {
  flow.emit({ type: 'TurnEnded', data: reason === undefined ? { id } : { id, reason } });
  tick(flow, endsOwnTurn, id);
  if (checkOutcome(flow)) return;
  advance(flow, dice);
}

/**
 * Which conditions a tick counts down, given the combatant whose turn starts or ends (`id`) and
 * the combatants. Plain functions, not closures: a tick runs at every turn's start and end.
 */
type TickMatch = (
  c: Combatant,
  cond: Condition,
  id: CombatantId | null,
  all: CombatState['combatants'],
) => boolean;
const endsOwnTurn: TickMatch = (c, cond, id) => c.id === id && cond.tick === 'own-turn-end';
const startsTurn: TickMatch = (c, cond, id) =>
  (cond.tick === 'source-turn-start' && cond.source === id) ||
  (c.id === id && cond.tick === 'own-turn-start');
/** A skipped turn passes like a turn: its start and its end are counted. */
const skipsTurn: TickMatch = (c, cond, id, all) =>
  startsTurn(c, cond, id, all) || endsOwnTurn(c, cond, id, all);
/**
 * The round's end, and the effects whose causer has left the fight (RemoveCombatant) or was never
 * in it: they are counted at the end of each round from then on (docs/engine.md, "Conditions").
 */
const endsRound: TickMatch = (_c, cond, _id, all) =>
  cond.tick === 'round-end' || (cond.tick === 'source-turn-start' && !hasOwn(all, cond.source));

/**
 * Counts down matching conditions by one round; those that reach zero expire. A condition is
 * counted at most once per round (`counted`), whatever delays, holds and interruptions happen.
 */
function tick(flow: Flow, matches: TickMatch, id: CombatantId | null): void {
  const all = flow.state.combatants;
  const round = flow.state.round;
  // for-in visits the combatants in the order of Object.values, without an array; the events
  // emitted below replace flow.state, not this map.
  for (const key in all) {
    const c = all[key];
    if (!c || c.conditions.length === 0) continue;
    for (const cond of c.conditions) {
      if (cond.rounds === undefined || cond.counted === round || !matches(c, cond, id, all))
        continue;
      const rounds = cond.rounds - 1;
      if (rounds <= 0)
        flow.emit({
          type: 'ConditionRemoved',
          data: { id: c.id, conditionId: cond.id, reason: 'expired' },
        });
      else flow.emit({ type: 'ConditionTicked', data: { id: c.id, conditionId: cond.id, rounds } });
    }
  }
}

/**
 * Starts `id`'s turn. A turn put off this round (Delay, another's ActNow, Hold) resumes as the
 * same turn: TurnStarted says `resumed`, and neither durations nor the rule set's onTurnStart
 * count again.
 */
function startTurn(flow: Flow, id: CombatantId, dice: Dice): void {
  const s = flow.state;
  if (s.delayed.includes(id) || (s.suspended?.includes(id) ?? false)) {
    flow.emit({ type: 'TurnStarted', data: { id, resumed: true } });
    return;
  }
  flow.emit({ type: 'TurnStarted', data: { id } });
  tick(flow, startsTurn, id);
  const extra = flow.ruleSet.onTurnStart?.(flow.state, id, dice);
  if (extra) flow.emitAll(extra);
}

/**
 * Gives the turn to the next combatant: the first in initiative order who has neither acted nor
 * delayed (skipping those who cannot act); then delayed combatants, lowest initiative first
 * (seed 001: "the characters with the lowest initiative scores must go first"; l5r4e reference §2);
 * then a new round. Turns never carry into the next round.
 */
function advance(flow: Flow, dice: Dice): void {
  let emptyRounds = 0;
  for (;;) {
    if (checkOutcome(flow)) return;
    const s = flow.state;
    const next = firstWaiting(s) ?? lowest(s, s.delayed);
    if (next !== undefined) {
      if (flow.ruleSet.canAct(s, next)) {
        startTurn(flow, next, dice);
        if (flow.ruleSet.canAct(flow.state, next)) return;
        flow.emit({ type: 'TurnEnded', data: { id: next, reason: 'cannot-act' } });
        tick(flow, endsOwnTurn, next);
        continue;
      }
      flow.emit({ type: 'TurnSkipped', data: { id: next, reason: 'cannot act' } });
      // The skipped turn passes: what counts at its start or end is counted (once this round).
      tick(flow, skipsTurn, next);
      continue;
    }
    flow.emit({ type: 'RoundEnded', data: { round: s.round } });
    tick(flow, endsRound, null);
    if (checkOutcome(flow)) return;
    if (++emptyRounds > 2) {
      flow.emit({
        type: 'CombatEnded',
        data: { outcome: { winner: null, reason: 'no one can act' } },
      });
      return;
    }
    flow.emit({ type: 'RoundStarted', data: { round: s.round + 1 } });
    const started = flow.ruleSet.onRoundStart?.(flow.state, dice);
    if (started) flow.emitAll(started);
    if (anyoneCanAct(flow)) emptyRounds = 0;
  }
}

/** Whether anyone can act in the state (a loop, not Object.values: this runs every round). */
function anyoneCanAct(flow: Flow): boolean {
  const s = flow.state;
  const all = s.combatants;
  for (const key in all) {
    const c = all[key];
    if (c && flow.ruleSet.canAct(s, c.id)) return true;
  }
  return false;
}

/** The first in initiative order who has neither acted nor delayed this round. */
function firstWaiting(s: CombatState): CombatantId | undefined {
  for (const id of s.order) if (!s.acted.includes(id) && !s.delayed.includes(id)) return id;
  return undefined;
}

function lowest(s: CombatState, ids: readonly CombatantId[]): CombatantId | undefined {
  // s.order is highest first: the last delayed one in it has the lowest initiative.
  if (ids.length === 0) return undefined;
  for (let i = s.order.length - 1; i >= 0; i--) {
    const id = s.order[i];
    if (id !== undefined && ids.includes(id)) return id;
  }
  return undefined;
}

function delay(flow: Flow, command: Command, dice: Dice): Result<Flow> {
  const s = flow.state;
  const id = s.current;
  if (!id) return refuse('turn/no-turn', 'nobody is taking a turn');
  if (s.turnUsed)
    return refuse(
      'turn/already-acted',
      `${name(s, id)} has already acted this turn and cannot delay`,
    );
  if (flow.ruleSet.delay === 'hold') {
    // combat-chaos Hold: act later on a chosen count, after those already on it; this becomes the
    // combatant's initiative in later rounds (seed 002).
    const until = command.data?.['until'];
    const me = s.combatants[id];
    if (typeof until !== 'number' || !Number.isInteger(until)) {
      return refuse('turn/bad-hold', 'Hold needs the initiative count to act on: { until: N }');
    }
    const now = me?.initiative ?? null;
    if (now !== null && until > now) {
      return refuse(
        'turn/bad-hold',
        `Hold can only move later in the round: ${until} is above ${now}`,
      );
    }
    const after = Object.values(s.combatants)
      .filter((c) => c.id !== id && c.initiative === until)
      .map((c) => c.tiebreak[0] ?? 0);
    const tiebreak = [Math.min(0, ...after) - 1];
    flow.emit({ type: 'InitiativeHeld', data: { id, score: until, tiebreak } });
  } else {
    flow.emit({ type: 'TurnDelayed', data: { id } });
  }
  advance(flow, dice);
  return ok(flow);
}

/** A delayed combatant takes their turn now, before the current combatant has done anything. */
function actNow(flow: Flow, command: Command, dice: Dice): Result<Flow> {
  const s = flow.state;
  const id = command.data?.['id'];
  if (typeof id !== 'string')
    return refuse('turn/not-delayed', 'ActNow needs the id of a delayed combatant: { id }');
  if (!s.delayed.includes(id)) {
    return refuse('turn/not-delayed', `${name(s, id)} has not delayed this round`);
  }
  if (s.current && s.turnUsed) {
    // seed 001: "A character cannot delay until the middle of another character's action."
    return refuse(
      'turn/mid-turn',
      `${name(s, s.current)} has already started their turn: wait until it ends`,
    );
  }
  if (s.current) flow.emit({ type: 'TurnInterrupted', data: { id: s.current, by: id } });
  startTurn(flow, id, dice);
  return ok(flow);
}
