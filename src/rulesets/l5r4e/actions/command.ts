/** What every decide shares: who performs a turn Action, and who counts as the GM. */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';

/** The GM: a command without an actor, or with actor 'gm' (docs/engine.md). */
export const isGm = (actor: string): boolean => actor === 'gm';

/**
 * The combatant taking a turn Action: always the current one. During the fight the kernel only
 * passes commands from the current combatant or from the GM acting for them.
 */
export function performer(state: CombatState): Result<Combatant> {
  if (state.status !== 'active') return notStarted();
  const c = state.current === null ? undefined : own(state.combatants, state.current);
  if (!c) return refuse('turn/no-turn', 'nobody is taking a turn');
  return ok(c);
}

export const notStarted = (): Result<never> =>
  refuse(
    'l5r4e/not-started',
    "the fight has not started: before StartCombat only the GM's preparations (SetStance, Ambush, DeclareSurprise, StartDuel, AdjustWounds, Fear, and what happens outside a fight: Rest, Medicine, Fall, Swim)",
  );

export const gmOnly = (type: string): Result<never> =>
  refuse('turn/gm-only', `only the GM may ${type}`);

export const isPoint = (p: unknown): p is { x: number; y: number } =>
  typeof p === 'object' &&
  p !== null &&
  Number.isFinite((p as { x?: unknown }).x) &&
  Number.isFinite((p as { y?: unknown }).y);

/**
 * A turn Action's decide from one that takes the performer: the current combatant does it (the
 * kernel has already checked the command's actor).
 */
export const byCurrent =
  (
    decide: (
      state: CombatState,
      c: Combatant,
      data: Readonly<Record<string, unknown>>,
      dice: Dice,
    ) => Result<readonly GameEvent[]>,
  ) =>
  (
    state: CombatState,
    _actor: string,
    data: Readonly<Record<string, unknown>>,
    dice: Dice,
  ): Result<readonly GameEvent[]> => {
    const c = performer(state);
    return c.ok ? decide(state, c.value, data, dice) : c;
  };

/** A combatant named by a command field, or a coded refusal. */
export function combatantArg(state: CombatState, id: unknown, what: string): Result<Combatant> {
  const c = typeof id === 'string' ? own(state.combatants, id) : undefined;
  if (!c) return refuse('l5r4e/no-such-combatant', `no combatant ${JSON.stringify(id)} (${what})`);
  return ok(c);
}

/** Outside a fight a character may send a command for themself; the GM for anyone. */
export function gmOrSelf(actor: string, id: string, type: string): Result<true> {
  if (isGm(actor) || actor === id) return ok(true);
  return refuse('turn/gm-only', `only the GM or the character may ${type} outside a fight`);
}

export const gmCheck = (actor: string, type: string): Result<true> =>
  isGm(actor) ? ok(true) : gmOnly(type);
