/**
 * Test support for this rule set's tests (not used by the rules): sample sheets, a combat built
 * from them, `send` that fails loudly, and `step`, the simulator-style fold (kernel decide, then
 * evolve) that the property tests use instead of Combat's replay-per-command.
 */
import {
  Combat,
  createCombat,
  decide,
  evolve,
  type Combatant,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../engine/index.js';
import { elanMoxie } from './index.js';
import { refusal, send } from '../../testing/combat-kit.js';

/** Kara: a swordswoman with a spark of magic and a longbow. Hits at +5 with the longsword. */
export const kara = {
  id: 'kara',
  name: 'Kara',
  side: 'heroes',
  position: { x: 0, y: 0 },
  agility: 3,
  elan: 1,
  strength: 3,
  moxie: 0,
  accuracyBonus: 2,
  defenseBonus: 1,
  soakBonus: 1,
  damageBonus: 1,
  weapons: [
    { name: 'longsword', damage: 6, kind: 'strength' },
    { name: 'spark', damage: 5, kind: 'moxie', damageType: 'fire', range: 'short' },
    { name: 'longbow', damage: 4, kind: 'strength', range: 'long', accuracy: 1 },
  ],
};

/** The Ogre: defense 13 and soak +3 against Strength-based attacks; already 4 wounds. */
export const ogre = {
  id: 'ogre',
  name: 'Ogre',
  side: 'monsters',
  position: { x: 2, y: 0 },
  agility: 2,
  elan: 0,
  strength: 3,
  moxie: -1,
  defenseBonus: 3,
  resistances: { fire: 2 },
  weapons: [{ name: 'club', damage: 8, kind: 'strength' }],
  wounds: 4,
};

/** A goblin on the Ogre's side, so that the fight goes on when the Ogre collapses. */
export const goblin = {
  id: 'goblin',
  name: 'Goblin',
  side: 'monsters',
  position: { x: 30, y: 0 },
  agility: 1,
  elan: 0,
  strength: 0,
  moxie: 0,
  weapons: [{ name: 'sling', damage: 3, kind: 'strength', range: 'short' }],
};

export function combat(
  entries: readonly Record<string, unknown>[] = [kara, ogre],
  options: Record<string, unknown> = {},
  seed = 7,
): Combat {
  const made = createCombat(elanMoxie, {
    ruleSet: 'elan-moxie',
    seed,
    options,
    combatants: entries,
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return Combat.start(elanMoxie, made.value);
}

export { send, refusal };

/** Kara (19) before the Ogre (7): StartCombat with the faces [15, 1, 5, 1]. */
export function karaFirst(
  entries?: readonly Record<string, unknown>[],
  options?: Record<string, unknown>,
): Combat {
  const c = combat(entries, options);
  const faces = (entries ?? [kara, ogre]).flatMap((e) => (e['id'] === 'kara' ? [15, 1] : [5, 1]));
  send(c, { type: 'StartCombat', meta: { faces } });
  return c;
}

/** One command folded in memory: the kernel's decide with seeded fast dice, then evolve. */
export function step(state: CombatState, command: Command): Result<CombatState> {
  const r = decide(elanMoxie, state, command, { fast: true });
  if (!r.ok) return r;
  let s = state;
  for (const e of r.value) s = evolve(elanMoxie, s, e);
  return { ok: true, value: { ...s, version: s.version + 1 } };
}

/** UseAbility { ...data } with typed-in dice. */
export const use = (data: Record<string, unknown>, faces: number[] = []) => ({
  type: 'UseAbility',
  data,
  meta: { faces },
});

/** The types of some events, in order. */
export const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

/** A combatant of the state, or a loud failure. */
export function of(s: CombatState, id: string): Combatant {
  const c = s.combatants[id];
  if (!c) throw new Error(`no ${id}`);
  return c;
}
