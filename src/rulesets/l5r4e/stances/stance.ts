/**
 * Stances (seed 000: "Stances affect what Actions a combatants may take"; reference §3.4): what
 * each one forbids and what it adds to Armor TN and attack rolls, and which Stances conditions
 * allow (reference §11.3, stances/limits.ts). The Full Defense roll is in stances/decide.ts, the Center bonus and
 * the Full Attack +5 ft Move in stances/feature.ts and move/decide.ts.
 */
export { STANCES, STANCE_NAMES, isStance } from '../sheet.js';
export type { ActionKind, Level, Stance } from '../sheet.js';
import { STANCE_NAMES, type ActionKind, type Stance } from '../sheet.js';

/** Why the stance forbids this Action, or undefined when it allows it (reference §3.4). */
export function stanceForbids(stance: Stance, action: ActionKind): string | undefined {
  const name = STANCE_NAMES[stance];
  switch (stance) {
    case 'attack':
      return undefined;
    case 'fullAttack':
      if (action.attack && action.ranged) return 'no ranged attacks in the Full Attack Stance';
      if (action.level !== 'free' && !action.attack && !action.move)
        return 'the Full Attack Stance allows no Simple or Complex Actions but attacks and Moves';
      return undefined;
    case 'defense':
      return action.attack ? `no attacks in the ${name} Stance` : undefined;
    case 'fullDefense':
      return action.level === 'free' ? undefined : `only Free Actions in the ${name} Stance`;
    case 'center':
      return 'the Center Stance gives up every Action this Round';
  }
}

/** Attack roll bonus of the stance, in rolled and kept dice: Full Attack +2k1. */
export function stanceAttackDice(stance: Stance): {
  readonly rolled: number;
  readonly kept: number;
} {
  return stance === 'fullAttack' ? FULL_ATTACK_DICE : NO_DICE;
}

const FULL_ATTACK_DICE = { rolled: 2, kept: 1 } as const;
const NO_DICE = { rolled: 0, kept: 0 } as const;

/** Armor TN modifier of the stance: Defense + (Air + Defense rank), Full Attack −10. */
export function stanceArmorTN(stance: Stance, air: number, defenseRank: number): number {
  if (stance === 'defense') return air + defenseRank;
  if (stance === 'fullAttack') return -10;
  return 0;
}
