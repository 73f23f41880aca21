/**
 * The toy rule set dressed for CLI tests: a legal Attack, once the combat is on, on every other
 * combatant still in the fight (with made-up odds, so that menus show them), and a log line for its Attacked event.
 */
import type { CombatState, RuleSet } from '../engine/index.js';
import { toyRules } from './toy-rules.js';

const hp = (s: CombatState, id: string): number => (s.combatants[id]?.data as { hp: number }).hp;

export function toyCliRules(): RuleSet {
  const toy = toyRules();
  return {
    ...toy,
    legalActions: (s, actor) =>
      s.status !== 'active' || (s.combatants[actor]?.data as { attacked: boolean }).attacked
        ? []
        : Object.values(s.combatants)
            .filter(
              (c) => c.id !== actor && c.side !== s.combatants[actor]?.side && hp(s, c.id) > 0,
            )
            .map((c) => ({
              command: { type: 'Attack', data: { target: c.id } },
              label: `Attack ${c.name}`,
              odds: { hit: 0.62, withRaises: [0.18] },
            })),
    describe: (e, s) =>
      e.type === 'Attacked'
        ? `${s.combatants[e.data['actor'] as string]?.name ?? '?'} hits ${s.combatants[e.data['target'] as string]?.name ?? '?'} (hp ${hp(s, e.data['target'] as string)})`
        : undefined,
  };
}

/** A toy duel: a (red, speed 3) against b (blue), seed 7, the script starting the fight. */
export const TOY_DUEL = `ruleSet: toy
seed: 7
combatants:
  - { id: a, name: Ann, side: red, hp: 6, speed: 3 }
  - { id: b, name: Bob, side: blue, hp: 6, position: { x: 5, y: 0 } }
script:
  - type: StartCombat
    meta: { faces: [10, 5] }
`;
