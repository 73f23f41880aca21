/**
 * Fixtures for the rule set's tests: sheets, a duel and a skirmish built through the kernel's
 * createCombat, and `send` helpers that fail loudly. Scripted dice go in `meta.faces`.
 */
import { Combat, createCombat, type CombatState, type GameEvent } from '../../engine/index.js';
import { combatChaos } from './index.js';
import type { AttackMadeData } from './events.js';
import { dataOf, type ChaosData } from './state.js';
import { refusal, send } from '../../testing/combat-kit.js';

export type Entry = Record<string, unknown>;

/** A plain fighter: defense 12, health 20, a longsword (+4, 1d8+2, reach 5), initiative +0. */
export const fighter = (id: string, side: string, x: number, more: Entry = {}): Entry => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  side,
  position: { x, y: 0 },
  defense: 12,
  health: 20,
  weapons: [{ name: 'longsword', hitBonus: 4, damage: '1d8+2' }],
  ...more,
});

export function combat(
  combatants: readonly Entry[],
  options: Record<string, unknown> = {},
  seed = 1,
): Combat {
  const made = createCombat(combatChaos, { ruleSet: 'combat-chaos', seed, options, combatants });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return Combat.start(combatChaos, made.value);
}

/** Akodo (lion, x 0) and Bayushi (scorpion, x 5): within a longsword's reach of each other. */
export const duel = (
  akodo: Entry = {},
  bayushi: Entry = {},
  options: Record<string, unknown> = {},
): Combat =>
  combat([fighter('akodo', 'lion', 0, akodo), fighter('bayushi', 'scorpion', 5, bayushi)], options);

export { send, refusal };

/**
 * StartCombat with initiative faces: with the default tie-break every combatant rolls its d20 and
 * then a d20 roll-off, in the order of the encounter.
 */
export const start = (c: Combat, faces: readonly number[]): readonly GameEvent[] =>
  send(c, { type: 'StartCombat', meta: { faces } });

export const dataIn = (s: CombatState, id: string): ChaosData => {
  const c = s.combatants[id];
  if (!c) throw new Error(`no combatant ${id}`);
  return dataOf(c);
};

export const health = (c: Combat, id: string): number => dataIn(c.state, id).health;

export const ofType = (events: readonly GameEvent[], type: string): GameEvent[] =>
  events.filter((e) => e.type === type);

/**
 * A combat whose combatants act in the order given (initiative 20, 15, 10, …), after `before`
 * (setup commands such as Ambush) when given.
 */
export function fight(entries: Entry[], options: Entry = {}, before: Entry[] = []): Combat {
  const c = combat(entries, options);
  for (const command of before) send(c, command as never);
  start(
    c,
    entries.flatMap((_, i) => [20 - 5 * i, 1]),
  );
  return c;
}

/** The AttackMade of an Attack on `target` with scripted faces (by `actor` when given). */
export const attackMade = (c: Combat, target: string, faces: number[], actor?: string) =>
  ofType(
    send(c, {
      type: 'Attack',
      data: { target },
      meta: actor ? { faces, actor } : { faces },
    }),
    'AttackMade',
  )[0]?.data as AttackMadeData;

export const endTurn = (c: Combat) => send(c, { type: 'EndTurn' });
