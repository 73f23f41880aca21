/**
 * Helpers for the l5r4e tests (no test framework here, so it is plain code): sheets of two
 * samurai, a combat in setup, and commands that must pass or must be refused.
 */
import { Combat, createCombat, type CombatState, type GameEvent } from '../../engine/index.js';
import { l5r4e } from './index.js';
import type { Data } from './sheet.js';
import { refusal, send } from '../../testing/combat-kit.js';

type Entry = Record<string, unknown>;

/** Akodo Toshiro: Reflexes 3, Agility 3, Strength 3, Earth 2 (38 Wounds), Kenjutsu 3, katana. */
export const akodo = (extra: Entry = {}): Entry => ({
  id: 'akodo',
  name: 'Akodo',
  side: 'lion',
  position: { x: 0, y: 0 },
  traits: { reflexes: 3, agility: 3, strength: 3, perception: 2 },
  void: 2,
  insightRank: 2,
  skills: { kenjutsu: 3, defense: 2 },
  weapon: { name: 'katana', damage: '3k2', skill: 'kenjutsu', keywords: ['medium', 'samurai'] },
  ...extra,
});

/** Bayushi Kaiju: Reflexes 2, Agility 3, Earth 2, Kenjutsu 2, katana, light armor (+5 TN, 3). */
export const bayushi = (extra: Entry = {}): Entry => ({
  id: 'bayushi',
  name: 'Bayushi',
  side: 'scorpion',
  position: { x: 5, y: 0 },
  traits: { reflexes: 2, agility: 3, strength: 2 },
  void: 2,
  insightRank: 2,
  skills: { kenjutsu: 2, stealth: 3, investigation: 1 },
  weapon: { name: 'katana', damage: '3k2', skill: 'kenjutsu' },
  armor: { name: 'light', armorTN: 5, reduction: 3 },
  ...extra,
});

export function combat(
  combatants: readonly Entry[] = [akodo(), bayushi()],
  options: Record<string, unknown> = {},
  seed = 7,
): Combat {
  const made = createCombat(l5r4e, { ruleSet: 'l5r4e', seed, options, combatants });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return Combat.start(l5r4e, made.value);
}

export { send, refusal as refused };

/**
 * StartCombat with typed-in faces: per combatant (in encounter order) the Initiative pool's faces
 * then the d10 roll-off.
 */
export function start(c: Combat, ...faces: (readonly number[])[]): readonly GameEvent[] {
  return send(c, { type: 'StartCombat', meta: { faces: faces.flat() } });
}

/** Akodo (5k3: 9, 9, 9 kept → 27) goes before Bayushi (4k2: 2, 2 → 4). */
export const AKODO_FIRST = [
  [9, 9, 9, 1, 1, 5],
  [2, 2, 1, 1, 5],
] as const;

export const dataOf = (s: CombatState, id: string): Data => s.combatants[id]?.data as Data;

/** The events of one type in a list. */
export const ofType = (events: readonly GameEvent[], type: string): GameEvent[] =>
  events.filter((e) => e.type === type);
