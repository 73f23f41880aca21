/** Options of attacks, maneuvers, off-hand fighting and Void Points (owned by the attack code). */
import type { OptionSpec } from '../../../engine/index.js';

export const attackOptions: Readonly<Record<string, OptionSpec>> = {
  offHandPenaltySmall: {
    description:
      'seed 000: an off-hand attack with a Small weapon is at −5 (reference §0.3 #3: configurable)',
    default: 5,
  },
  offHandPenaltyMedium: {
    description: 'seed 000: an off-hand attack with a Medium weapon is at −10',
    default: 10,
  },
  offHandPenaltyLarge: {
    description: 'seed 000: an off-hand attack with a Large weapon is at −15',
    default: 15,
  },
  mainHandPenaltyWithOffHand: {
    description:
      'seed 000: "While holding a weapon in your off-hand, you also suffer a -5 penalty to attacks with your primary hand"',
    default: 5,
  },
  dualWieldArmorTN: {
    description:
      'seed 000: "A character wielding two weapons gets a bonus to Armor TN equal to their Insight Rank" (none: off)',
    default: 'insightRank',
    choices: ['insightRank', 'none'],
  },
  feintRounding: {
    description:
      'reference §5: the Feint bonus is half the margin; rounding is not stated (floor or ceil)',
    default: 'floor',
    choices: ['floor', 'ceil'],
  },
  disarmBreaksWood: {
    description:
      'seed 000: "At the GM\'s discretion, a wood-hafted weapon struck by a steel blade (e.g. sword on spear) may be broken": on a successful Disarm of a wood-hafted weapon by a steel one, the weapon breaks',
    default: false,
    choices: [false, true],
  },
  contestedFreeRaise: {
    description: 'reference §1.6 (S15 opinion): what a Free Raise adds to a contested roll',
    default: 5,
  },
};
