/** Test fixtures of the simulator's tests (excluded from the build, like every test-kit.ts). */
import { createCombat, type CombatState } from '../engine/index.js';
import { combatChaos } from '../rulesets/combat-chaos/index.js';

/**
 * Two identical combat-chaos fighters 5 ft apart with `health` each (1: one hit fells either, so
 * by symmetry each wins exactly half the fights).
 */
export function mirrorDuel(health = 1): CombatState {
  const fighter = (id: string, side: string, x: number) => ({
    id,
    name: id,
    side,
    position: { x, y: 0 },
    defense: 12,
    health,
    weapons: [{ name: 'sword', hitBonus: 2, damage: '1d6' }],
  });
  const made = createCombat(combatChaos, {
    ruleSet: 'combat-chaos',
    seed: 1,
    combatants: [fighter('a', 'red', 0), fighter('b', 'blue', 5)],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}
