/**
 * Typed views of the kernel's untyped slots: combatant.sheet is a {@link Sheet} (checked by
 * setup), combatant.data is an {@link EmData}. Updates are immutable and touch one combatant.
 */
import {
  copyCombatant,
  copyState,
  own,
  withCombatant,
  type Combatant,
  type CombatantId,
  type CombatState,
  type Mutable,
  type Position,
} from '../../engine/index.js';
import type { EmData, Sheet } from './sheet.js';
import type { EmGame } from './game.js';
import { health, type Health } from './wounds.js';

export const sheetOf = (c: Combatant): Sheet => c.sheet as Sheet;
export const dataOf = (c: Combatant): EmData => c.data as EmData;
export const gameOf = (s: CombatState): EmGame => s.game as EmGame;

/** The state with a new `game`. */
export function withGame(state: CombatState, game: EmGame): CombatState {
  const next = copyState(state);
  next.game = game;
  return next;
}

export function healthOf(c: Combatant): Health {
  return health(dataOf(c).wounds);
}

/** Replaces part of one combatant's data; the state itself when the combatant is unknown. */
export function patchData(
  state: CombatState,
  id: CombatantId,
  patch: Partial<EmData>,
): CombatState {
  const c = own(state.combatants, id);
  if (!c) return state;
  return withCombatant(state, withData(c, patch));
}

/** A copy of the data, written out field by field (one fixed shape), to set fields on. */
export function copyData(d: EmData): Mutable<EmData> {
  return {
    wounds: d.wounds,
    surprised: d.surprised,
    moves: d.moves,
    attacks: d.attacks,
    full: d.full,
    free: d.free,
    prone: d.prone,
    dropped: d.dropped,
    channeling: d.channeling,
  };
}

/** The combatant with part of its data replaced (one fixed object shape: the fold stays fast). */
export function withData(c: Combatant, patch: Partial<EmData>): Combatant {
  const d = dataOf(c);
  const data: EmData = {
    wounds: patch.wounds ?? d.wounds,
    surprised: patch.surprised ?? d.surprised,
    moves: patch.moves ?? d.moves,
    attacks: patch.attacks ?? d.attacks,
    full: patch.full ?? d.full,
    free: patch.free ?? d.free,
    prone: patch.prone ?? d.prone,
    dropped: patch.dropped ?? d.dropped,
    channeling: patch.channeling ?? d.channeling,
  };
  const n = copyCombatant(c);
  n.data = data;
  return n;
}

/** The combatant put at `p` (where an Attack of Opportunity stopped him). */
export function withPosition(c: Combatant, p: Position): Combatant {
  const n = copyCombatant(c);
  n.position = { x: p.x, y: p.y };
  return n;
}

/** The combatant's name for messages and log lines. */
export function nameOf(state: CombatState, id: unknown): string {
  return typeof id === 'string' ? (own(state.combatants, id)?.name ?? id) : String(id);
}
