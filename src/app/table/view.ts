/**
 * PLACEHOLDER until the player view lands (issue 17, part "view"): the exports the service uses.
 * Players see nothing of anyone's sheet here; the real projection replaces this file.
 */
import type {
  ActionOption,
  CombatantId,
  CombatState,
  LogEntry,
  RuleSet,
} from '../../engine/index.js';
import type { TableSettings } from './store.js';

export interface Viewer {
  readonly mine: readonly CombatantId[];
}

export interface ViewEntry {
  readonly command: unknown;
  readonly events: readonly unknown[];
}

export function visibleTo(_state: CombatState, table: TableSettings): (id: string) => boolean {
  return (id) => !table.hidden.includes(id);
}

export function playerState(
  _rs: RuleSet,
  state: CombatState,
  table: TableSettings,
  viewer: Viewer,
): unknown {
  const seen = visibleTo(state, table);
  return {
    version: state.version,
    status: state.status,
    combatants: Object.fromEntries(
      Object.values(state.combatants)
        .filter((c) => seen(c.id))
        .map((c) => [
          c.id,
          { id: c.id, name: c.name, side: c.side, mine: viewer.mine.includes(c.id) },
        ]),
    ),
  };
}

export function playerEntry(
  _rs: RuleSet,
  _after: CombatState,
  _table: TableSettings,
  _viewer: Viewer,
  entry: LogEntry,
): ViewEntry {
  return { command: { type: entry.command.type }, events: [] };
}

export function playerActions(
  actions: readonly ActionOption[],
  _state: CombatState,
  _table: TableSettings,
): readonly ActionOption[] {
  return actions;
}
