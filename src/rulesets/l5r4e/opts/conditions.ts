/** Options of Fear, conditions and what happens outside the fight (owned by that code). */
import type { OptionSpec } from '../../../engine/index.js';

export const conditionOptions: Readonly<Record<string, OptionSpec>> = {
  armorRollPenalties: {
    description:
      'reference §8: Light armor +5 TN to Athletics and Stealth, Heavy +5 TN to Agility and Reflexes Skill rolls (riding armor when not mounted)',
    default: true,
    choices: [true, false],
  },
  fearOverwhelmed: {
    description:
      'seed 000: "A character who fails the roll by 15 or more is overwhelmed, and either cowers or flees in terror": which one (cower: cannot act; flee: cannot act and no longer counts for their side). The Fear command\'s `overwhelmed` overrides it for one roll',
    default: 'cower',
    choices: ['cower', 'flee'],
  },
};
