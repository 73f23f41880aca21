/**
 * Text of a fight for the terminal: one line per event (the rule set's `describe`, or the kernel's
 * phrasing of its own events), and a summary of the state. Pure: values in, strings out.
 */
import {
  evolve,
  type Combatant,
  type CombatLog,
  type CombatState,
  type Command,
  type GameEvent,
  type Outcome,
  type RuleSet,
} from '../../engine/index.js';
import { decimal, table } from '../render.js';

/** The lines of a command's events, given the state before it. */
export function eventLines(
  rs: RuleSet,
  before: CombatState,
  events: readonly GameEvent[],
  log?: CombatLog,
): string[] {
  return describedEvents(rs, before, events, log).map((e) => e.text);
}

/** Each event of a command with its line, folding the events from the state before it. */
export function describedEvents(
  rs: RuleSet,
  before: CombatState,
  events: readonly GameEvent[],
  log?: CombatLog,
): { event: GameEvent; text: string }[] {
  let state = before;
  return events.map((event) => {
    // Undo and redo are folded by the log (engine replay), not by evolve.
    const after =
      event.type === 'Undone' || event.type === 'Redone' ? state : evolve(rs, state, event);
    const text = eventLine(rs, event, state, after, log);
    state = after;
    return { event, text };
  });
}

/**
 * One event: the rule set's line (given the state after the event, where the names and figures
 * it reports are current), else the kernel's, else the event's type and data.
 */
export function eventLine(
  rs: RuleSet,
  event: GameEvent,
  before: CombatState,
  after: CombatState,
  log?: CombatLog,
): string {
  return (
    rs.describe(event, after) ??
    kernelLine(event, before, after, log) ??
    `${event.type} ${JSON.stringify(event.data)}`
  );
}

const nameIn = (s: CombatState, id: unknown): string =>
  typeof id === 'string' ? (s.combatants[id]?.name ?? id) : String(id);

const roundsLeft = (n: unknown): string =>
  typeof n === 'number' ? ` (${n} ${n === 1 ? 'round' : 'rounds'})` : '';

/** The kernel's events in words; undefined for events it does not know. */
export function kernelLine(
  event: GameEvent,
  before: CombatState,
  after: CombatState,
  log?: CombatLog,
): string | undefined {
  const d = event.data;
  const who = nameIn(after.combatants[d['id'] as string] ? after : before, d['id']);
  const condition = (d['condition'] as { name?: unknown } | undefined)?.name;
  const conditionName = (): string =>
    before.combatants[d['id'] as string]?.conditions.find((c) => c.id === d['conditionId'])?.name ??
    String(d['conditionId']);
  switch (event.type) {
    case 'InitiativeRolled': {
      const roll = d['roll'] as { expression?: string; total?: number } | undefined;
      const rolled = roll ? `${roll.expression ?? '?'} = ${roll.total ?? '?'}, ` : '';
      return `${who} rolls initiative: ${rolled}score ${String(d['score'])}`;
    }
    case 'CombatStarted':
      return `The combat starts. Initiative: ${initiativeList(after)}`;
    case 'InitiativeSet':
      return `GM sets ${who}'s initiative to ${String(d['score'])}. Initiative: ${initiativeList(after)}`;
    case 'InitiativeHeld':
      return `${who} holds until initiative ${String(d['score'])}`;
    case 'RoundStarted':
      return `-- Round ${String(d['round'])} --`;
    case 'RoundEnded':
      return `End of round ${String(d['round'])}`;
    case 'TurnStarted':
      return d['resumed'] === true ? `${who}'s turn resumes` : `${who}'s turn`;
    case 'TurnEnded':
      return turnEndedLine(who, d['reason']);
    case 'TurnSkipped':
      return `${who}'s turn is skipped (${typeof d['reason'] === 'string' ? d['reason'] : 'cannot act'})`;
    case 'TurnDelayed':
      return `${who} delays`;
    case 'TurnInterrupted':
      return `${nameIn(before, d['by'])} acts now, before ${who}`;
    case 'ConditionAdded':
      return `${who} is ${String(condition)}${roundsLeft((d['condition'] as { rounds?: unknown }).rounds)}`;
    case 'ConditionTicked':
      return `${who}: ${conditionName()}, ${String(d['rounds'])} left`;
    case 'ConditionRemoved':
      return d['reason'] === 'expired'
        ? `${who}'s ${conditionName()} expires`
        : `${who} is no longer ${conditionName()}`;
    case 'TokenMoved':
      return `GM moves ${who} to ${at(d['to'])}`;
    case 'Moved':
      return `${who} moves to ${at(d['to'])}`;
    case 'CombatantAdded': {
      const c = d['combatant'] as Combatant;
      return `${c.name} joins the fight on side ${c.side}`;
    }
    case 'CombatantRemoved':
      return `${who} leaves the fight`;
    case 'ReactionOffered': {
      const p = d['pending'] as { reactor?: unknown; trigger?: unknown };
      return `${nameIn(after, p.reactor)} may react (${String(p.trigger)})`;
    }
    case 'ReactionDeclined':
      return `${who} does not react`;
    case 'ReactionTaken':
      return `${who} reacts`;
    case 'CombatEnded':
      return `The combat ends: ${outcomeText(d['outcome'] as Outcome)}`;
    case 'Undone':
      return `Undo: takes back ${entriesText(d['entries'], log)}`;
    case 'Redone':
      return `Redo: puts back ${entriesText(d['entries'], log)}`;
    default:
      return undefined;
  }
}

/** A turn the player ended, or one the kernel ended by itself, with why (TurnEnded `reason`). */
function turnEndedLine(who: string, reason: unknown): string {
  if (reason === 'no-actions-left') return `${who}'s turn is over: no actions left`;
  if (reason === 'cannot-act') return `${who}'s turn is over: ${who} can no longer act`;
  if (typeof reason === 'string') return `${who}'s turn is over: ${reason}`;
  return `${who} ends the turn`;
}

/** `Bee 17, A 13, C 6`: the initiative order with scores. */
export function initiativeList(s: CombatState): string {
  return s.order
    .map((id) => {
      const c = s.combatants[id];
      return c ? `${c.name} ${c.initiative === null ? '-' : decimal(c.initiative)}` : id;
    })
    .join(', ');
}

/**
 * `side knights wins (no other side is left in the fight)`: a side is named as "side x", which
 * reads right whether its name is singular ("lion") or plural ("knights").
 */
export function outcomeText(o: Outcome): string {
  return o.winner === null ? `no winner (${o.reason})` : `side ${o.winner} wins (${o.reason})`;
}

/** `#3 Attack`, for messages about entries of the log (numbered from 1). */
function entriesText(entries: unknown, log?: CombatLog): string {
  if (!Array.isArray(entries)) return 'nothing';
  return entries
    .map((i: unknown) => {
      const type = typeof i === 'number' ? log?.entries[i]?.command.type : undefined;
      return `#${typeof i === 'number' ? i + 1 : String(i)}${type ? ` ${type}` : ''}`;
    })
    .join(', ');
}

function at(p: unknown): string {
  const pos = p as { x?: unknown; y?: unknown } | undefined;
  return typeof pos?.x === 'number' && typeof pos.y === 'number'
    ? `(${decimal(pos.x)}, ${decimal(pos.y)})`
    : '?';
}

/** A command in one line: `Attack target=b (by a, faces 10,3)`. */
export function commandText(c: Command): string {
  const data = Object.entries(c.data ?? {}).map(([k, v]) => `${k}=${valueText(v)}`);
  const by = c.meta?.actor === undefined ? [] : [`by ${c.meta.actor}`];
  const faces = c.meta?.faces ? [`faces ${c.meta.faces.join(',')}`] : [];
  const meta = [...by, ...faces];
  return [c.type, ...data].join(' ') + (meta.length ? ` (${meta.join(', ')})` : '');
}

function valueText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Where the fight stands: `Round 2 · Bee's turn`, `Setup: not started`, `Ended: side red wins (...)`. */
export function headline(s: CombatState): string {
  if (s.status === 'setup') return 'Setup: the combat has not started';
  if (s.status === 'ended')
    return `Ended in round ${s.round}: ${s.outcome ? outcomeText(s.outcome) : 'no outcome'}`;
  const pending = s.pending
    ? ` · waiting for ${nameIn(s, s.pending.reactor)} to react (${s.pending.trigger})`
    : '';
  const turn = s.current ? `${nameIn(s, s.current)}'s turn` : 'between turns';
  return `Round ${s.round} · ${turn}${pending}`;
}

/** The headline, then a table of the combatants: side, position, initiative, conditions, status. */
export function summary(rs: RuleSet, s: CombatState): string[] {
  const rows = orderedCombatants(s).map((c) => [
    `${c.id === s.current ? '>' : ' '} ${c.name}`,
    c.side,
    at(c.position),
    c.initiative === null ? '-' : decimal(c.initiative),
    c.conditions.map((x) => `${x.name}${roundsLeft(x.rounds)}`).join(', ') || '-',
    statusLine(rs, s, c),
  ]);
  const columns = [
    { header: '  combatant', align: 'left' },
    { header: 'side', align: 'left' },
    { header: `at (${rs.unit})`, align: 'left' },
    { header: 'init' },
    { header: 'conditions', align: 'left' },
    { header: 'status', align: 'left' },
  ] as const;
  return [headline(s), ...table(columns, rows)];
}

/** Combatants in initiative order, then any not in it. */
function orderedCombatants(s: CombatState): Combatant[] {
  const inOrder = s.order.flatMap((id) => s.combatants[id] ?? []);
  const rest = Object.values(s.combatants).filter((c) => !s.order.includes(c.id));
  return [...inOrder, ...rest];
}

/**
 * A combatant's state in the rule set's terms: its `status` hook, else the rule set's data
 * (`wounds 12 · stance attack`); out-of-fight marked first.
 */
export function statusLine(rs: RuleSet, s: CombatState, c: Combatant): string {
  const out = s.status !== 'setup' && !rs.inFight(s, c.id) ? ['OUT'] : [];
  const own = rs.status ? rs.status(s, c.id) : dataText(c.data);
  return [...out, own].filter((x) => x !== '').join(' · ');
}

/**
 * Plain data in one line: `hp 3 · stance attack · armed` (a true flag by its name; false flags,
 * nulls and empty lists left out, since they say nothing in a summary).
 */
export function dataText(data: unknown): string {
  if (typeof data !== 'object' || data === null) return data === undefined ? '' : valueText(data);
  return Object.entries(data as Record<string, unknown>)
    .filter(([, v]) => !isEmpty(v))
    .map(([k, v]) => (v === true ? k : `${k} ${valueText(v)}`))
    .join(' · ');
}

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === false) return true;
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'object' && Object.keys(v).length === 0;
}

/** A command of a script or log, `#3 Attack target=b (by a)`, then its events, indented. */
export function stepLines(
  rs: RuleSet,
  n: number,
  command: Command,
  before: CombatState,
  events: readonly GameEvent[],
  log?: CombatLog,
  mark = '',
): string[] {
  return [
    `#${n} ${commandText(command)}${mark}`,
    ...eventLines(rs, before, events, log).map((l) => `   ${l}`),
  ];
}
