/**
 * The player view (issue 17, "The player view"): what a player's link may see of a combat, as a
 * pure projection of the state, of each log entry and of the menu. No I/O; the service calls it
 * for every player's read and for every message of a player's stream. The GM sees the full state.
 *
 * The viewer is a player with some combatants of their own (`mine`: their grant's combatant, or
 * every combatant of their side). The rules:
 * - **Hidden combatants** (`table.hidden`, until the GM reveals them) are absent from `combatants`,
 *   `order`, `acted`, `delayed` and `suspended`; `current` is null (and `turnUsed` false) on a
 *   hidden one's turn, `pending` null when a hidden one is asked. A player's own combatant is
 *   never hidden from that player. Any event whose data mentions a hidden id (any string value or
 *   key, however deep) or name is dropped; a command whose data or `meta.actor` mentions one
 *   becomes null; a menu option whose command or label mentions one is dropped, the words of
 *   its odds that name one are taken out (playerActions).
 *   Free text that names a hidden combatant goes too: a status line, a condition (its source, id
 *   or data; the condition itself stays, as `{ id: "concealed-<n>", name }`), an outcome's reason,
 *   a pending question's data.
 * - **Allies** (`ally`: on the side of one of `mine`, `mine` included) show health exact (the rule
 *   set's {@link Health}), the status line and conditions; only `mine` show `sheet` and `data`
 *   (where a string names a hidden combatant, it reads `hidden`: l5r4e's `lastHit.turn`).
 * - **Enemies** (every other side) show name, position, conditions and initiative, and health as
 *   the GM chose (`table.health`): `exact` the {@link Health}, `descriptive` only `{ label }` (the
 *   L5R Wound Rank, "Bloodied", …), `hidden` nothing. No status line (it carries numbers), no
 *   sheet, no data. A question pending for an enemy keeps no data.
 * - **Events**: an object with a `sheet` key (a whole combatant, as CombatantAdded carries) whose
 *   id is not one of `mine` loses `sheet` and `data`. When `table.health` is not `exact`, an event
 *   that mentions an enemy id loses every number and roll record deep in its data except {x, y}
 *   positions, and gets `redacted: true`. Its command then loses `meta.faces` (the dice typed in)
 *   and the numbers of its data too (AdjustHarm's amount is the harm), and is marked `redacted`.
 *   A command's combatant entry (AddCombatant) of someone not `mine` keeps only id, name, side and
 *   position.
 * - **Never**: the seed (it would let a player foresee every roll), the rule set's `game` (its
 *   bookkeeping of the whole fight), the GM's notes (`table.notes`: not in the state at all).
 *
 * Ids and names are found inside text too (a condition id `slow-by-<id>`, "pinned by <name>"), as
 * whole words of 3 characters or more (view/deep.ts `within`): a visible "Goblin Archer" (or
 * `orc-2`) beside a hidden "Goblin" (or `orc`) loses its status line and events too; safe rather
 * than sorry, so give hidden combatants ids and names that are no word of another's.
 */
import type {
  ActionOption,
  CombatState,
  Combatant,
  CombatantId,
  Command,
  Condition,
  GameEvent,
  Health,
  LogEntry,
  Odds,
  Outcome,
  Pending,
  Position,
  RuleSet,
  Status,
} from '../../engine/index.js';
import { hasOwn } from '../../engine/index.js';
import type { TableSettings } from './store.js';
import {
  masked,
  mentions,
  textMentions,
  withoutMentions,
  withoutNumbers,
  withoutOthersEntries,
  withoutOthersSheets,
  type Watch,
} from './view/deep.js';

/** Who looks: the player's combatants (none for a spectator: then everyone is an enemy). */
export interface Viewer {
  readonly mine: readonly CombatantId[];
}

/** One combatant as a player sees them. */
export interface CombatantView {
  readonly id: CombatantId;
  readonly name: string;
  readonly side: string;
  readonly position: Position;
  readonly conditions: readonly Condition[];
  readonly initiative: number | null;
  /** One of the viewer's own. */
  readonly mine: boolean;
  /** On the side of one of the viewer's own (their own included). */
  readonly ally: boolean;
  /** Exact for allies; for enemies as the GM chose: exact, `{ label }` only, or absent. */
  readonly health?: Health | { readonly label: string };
  /** The rule set's status line: allies only. */
  readonly status?: string;
  /** The sheet and the changing data: the viewer's own only. */
  readonly sheet?: unknown;
  readonly data?: unknown;
}

/** The state as a player sees it: no seed, no rule set's `game`, only the combatants they may see. */
export interface PlayerState {
  readonly ruleSet: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly version: number;
  readonly status: Status;
  readonly round: number;
  readonly order: readonly CombatantId[];
  readonly current: CombatantId | null;
  readonly turnUsed: boolean;
  readonly acted: readonly CombatantId[];
  readonly delayed: readonly CombatantId[];
  readonly suspended?: readonly CombatantId[];
  readonly pending: Pending | null;
  readonly combatants: Readonly<Record<CombatantId, CombatantView>>;
  readonly outcome: Outcome | null;
}

/** An event as a player sees it; `redacted` when its numbers and rolls were taken out. */
export interface ViewEvent {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly redacted?: true;
}

/** A command as a player sees it; `redacted` when its numbers and typed dice were taken out. */
export interface ViewCommand {
  readonly type: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly redacted?: true;
}

/** A log entry as a player sees it: the command null when it concerns a hidden combatant. */
export interface ViewEntry {
  readonly command: ViewCommand | null;
  readonly events: readonly ViewEvent[];
}

/** How the viewer stands to the combatants of a state. */
interface Lens {
  /** The hidden combatants (ids and names) the viewer may not see: table.hidden but their own. */
  readonly hidden: Watch;
  readonly mine: ReadonlySet<string>;
  /** The sides of the viewer's combatants. */
  readonly sides: ReadonlySet<string>;
}

function lensOf(state: CombatState, table: TableSettings, viewer: Viewer): Lens {
  const mine = new Set(viewer.mine);
  const ids = new Set(table.hidden.filter((id) => !mine.has(id)));
  const names: string[] = [];
  const sides = new Set<string>();
  for (const c of Object.values(state.combatants)) {
    if (ids.has(c.id)) names.push(c.name);
    if (mine.has(c.id)) sides.add(c.side);
  }
  return { hidden: { ids, names }, mine, sides };
}

/**
 * Whether players may see a combatant at all: one of the state's combatants that the GM has not
 * hidden (a player's own is visible to that player even when hidden: {@link playerState}).
 */
export function visibleTo(state: CombatState, table: TableSettings): (id: string) => boolean {
  const hidden = new Set(table.hidden);
  return (id) => hasOwn(state.combatants, id) && !hidden.has(id);
}

/** The rule set's health of a combatant; from the simulator's hooks for a rule set without one. */
function healthOf(rs: RuleSet, state: CombatState, id: CombatantId): Health | undefined {
  if (rs.health) return rs.health(state, id);
  if (rs.sim) return { harm: rs.sim.harm(state, id), label: rs.sim.plight(state, id) };
  return undefined;
}

function conditionView(c: Condition, i: number, hidden: Watch): Condition {
  if (!mentions([c.id, c.source ?? '', c.data ?? null], hidden)) return c;
  return {
    id: `concealed-${i}`,
    name: textMentions(c.name, hidden) ? 'condition' : c.name,
    ...(c.rounds !== undefined && { rounds: c.rounds }),
    ...(c.tick !== undefined && { tick: c.tick }),
  };
}

function combatantView(
  rs: RuleSet,
  state: CombatState,
  table: TableSettings,
  lens: Lens,
  c: Combatant,
): CombatantView {
  const mine = lens.mine.has(c.id);
  const ally = lens.sides.has(c.side);
  const base = {
    id: c.id,
    name: c.name,
    side: c.side,
    position: { x: c.position.x, y: c.position.y },
    conditions: c.conditions.map((x, i) => conditionView(x, i, lens.hidden)),
    initiative: c.initiative,
    mine,
    ally,
  };
  const health = healthOf(rs, state, c.id);
  if (!ally) {
    if (health === undefined || table.health === 'hidden') return base;
    return { ...base, health: table.health === 'exact' ? health : { label: health.label } };
  }
  const line = rs.status?.(state, c.id);
  const status = line && !textMentions(line, lens.hidden) ? line : undefined;
  return {
    ...base,
    ...(health !== undefined && { health }),
    ...(status !== undefined && { status }),
    ...(mine && { sheet: masked(c.sheet, lens.hidden), data: masked(c.data, lens.hidden) }),
  };
}

function pendingView(state: CombatState, lens: Lens): Pending | null {
  const p = state.pending;
  if (!p || lens.hidden.ids.has(p.reactor)) return null;
  const reactor = hasOwn(state.combatants, p.reactor) ? state.combatants[p.reactor] : undefined;
  const ally = reactor !== undefined && lens.sides.has(reactor.side);
  const keep = p.data !== undefined && ally && !mentions(p.data, lens.hidden);
  return { kind: p.kind, reactor: p.reactor, trigger: p.trigger, ...(keep && { data: p.data }) };
}

function outcomeView(o: Outcome | null, lens: Lens): Outcome | null {
  if (!o || !textMentions(o.reason, lens.hidden)) return o;
  return { winner: o.winner, reason: 'the fight is over' };
}

/** The state as the viewer may see it (the rules: this file's first comment). */
export function playerState(
  rs: RuleSet,
  state: CombatState,
  table: TableSettings,
  viewer: Viewer,
): PlayerState {
  const lens = lensOf(state, table, viewer);
  const seen = (id: CombatantId): boolean => !lens.hidden.ids.has(id);
  const current = state.current !== null && seen(state.current) ? state.current : null;
  return {
    ruleSet: state.ruleSet,
    options: state.options,
    version: state.version,
    status: state.status,
    round: state.round,
    order: state.order.filter(seen),
    current,
    turnUsed: current === null ? false : state.turnUsed,
    acted: state.acted.filter(seen),
    delayed: state.delayed.filter(seen),
    ...(state.suspended !== undefined && { suspended: state.suspended.filter(seen) }),
    pending: pendingView(state, lens),
    // fromEntries: an id such as `__proto__` stays an own key.
    combatants: Object.fromEntries(
      Object.values(state.combatants)
        .filter((c) => seen(c.id))
        .map((c) => [c.id, combatantView(rs, state, table, lens, c)]),
    ),
    outcome: outcomeView(state.outcome, lens),
  };
}

/** The ids of the combatants of `after` on no side of the viewer's (hidden ones included). */
function enemiesOf(after: CombatState, lens: Lens): Watch {
  const ids = new Set<string>();
  for (const c of Object.values(after.combatants)) if (!lens.sides.has(c.side)) ids.add(c.id);
  return { ids, names: [] };
}

function eventView(e: GameEvent, lens: Lens, enemies: Watch, redact: boolean): ViewEvent {
  const data = withoutOthersSheets(e.data, lens.mine) as Readonly<Record<string, unknown>>;
  if (redact && mentions(data, enemies))
    return { type: e.type, data: withoutNumbers(data), redacted: true };
  return data === e.data ? e : { type: e.type, data };
}

function commandView(
  command: Command,
  lens: Lens,
  enemies: Watch,
  redact: boolean,
  eventsRedacted: boolean,
): ViewCommand | null {
  const actor = command.meta?.actor;
  if (
    mentions(command.data ?? null, lens.hidden) ||
    (actor !== undefined && mentions(actor, lens.hidden))
  )
    return null;
  const data =
    command.data === undefined
      ? undefined
      : (withoutOthersEntries(command.data, lens.mine) as Readonly<Record<string, unknown>>);
  const hides =
    redact &&
    (eventsRedacted ||
      mentions(data ?? null, enemies) ||
      (actor !== undefined && enemies.ids.has(actor)));
  const bare = hides && data !== undefined ? withoutNumbers(data) : data;
  const faces = hides && command.meta?.faces !== undefined;
  // Marked only when something was taken out: a plain EndTurn has nothing to hide.
  if (!faces && JSON.stringify(bare) === JSON.stringify(data))
    return {
      type: command.type,
      ...(data !== undefined && { data }),
      ...(command.meta !== undefined && { meta: { ...command.meta } }),
    };
  const meta = Object.fromEntries(
    Object.entries(command.meta ?? {}).filter(([k]) => k !== 'faces'),
  );
  return {
    type: command.type,
    ...(bare !== undefined && { data: bare }),
    ...(Object.keys(meta).length > 0 && { meta }),
    redacted: true,
  };
}

/**
 * A log entry as the viewer may see it, given the state after it (who is whose, the hidden
 * combatants' names): the rules of this file's first comment.
 */
export function playerEntry(
  _rs: RuleSet,
  after: CombatState,
  table: TableSettings,
  viewer: Viewer,
  entry: LogEntry,
): ViewEntry {
  const lens = lensOf(after, table, viewer);
  const enemies = enemiesOf(after, lens);
  const redact = table.health !== 'exact';
  const events = entry.events
    .filter((e) => !mentions(e.data, lens.hidden))
    .map((e) => eventView(e, lens, enemies, redact));
  const eventsRedacted = events.some((e) => e.redacted === true);
  return {
    command: commandView(entry.command, lens, enemies, redact, eventsRedacted),
    events,
  };
}

/**
 * The menu a player may be shown: without the options whose command (its data, `meta.actor`) or
 * label mentions a combatant the GM has hidden, and without the words of the odds that do
 * (Combat Chaos: "disadvantage (threatened in melee by <name>)"). The odds' numbers stay: a
 * hidden one's effect on the chances is not taken out.
 */
export function playerActions(
  actions: readonly ActionOption[],
  state: CombatState,
  table: TableSettings,
): readonly ActionOption[] {
  const lens = lensOf(state, table, { mine: [] });
  return actions
    .filter(
      (a) =>
        !mentions(a.command.data ?? null, lens.hidden) &&
        !mentions(a.command.meta?.actor ?? null, lens.hidden) &&
        !textMentions(a.label, lens.hidden),
    )
    .map((a) =>
      a.odds === undefined || !mentions(a.odds, lens.hidden)
        ? a
        : { ...a, odds: withoutMentions(a.odds, lens.hidden) as Odds },
    );
}
