/** Options of Stances, movement and terrain (owned by the stance and movement code). */
import type { OptionSpec } from '../../../engine/index.js';
import { terrainIssues } from '../common/terrain-check.js';

export const stanceOptions: Readonly<Record<string, OptionSpec>> = {
  centerBonus: {
    description:
      'reference §3.4: the Center Stance\'s bonus "1k1 plus his Void Ring": +1k1 and +Void to the total (flatVoid, S17/S18), or +(1 + Void)k1 (voidDice)',
    default: 'flatVoid',
    choices: ['flatVoid', 'voidDice'],
  },
  difficultTerrainPenalty: {
    description:
      'seed 000: in difficult terrain "the GM may assign penalties (usually -5 or -10) to physical Skill Rolls"',
    default: 0,
    choices: [0, 5, 10],
  },
  terrain: {
    description:
      "the map's terrain zones (seed 000: moderate −1 Water, difficult −2 Water for movement, to a minimum of 1): a list of { kind: moderate | difficult, x1, y1, x2, y2, name? } rectangles in feet; a Move takes the worst terrain its path touches",
    default: [],
    check: terrainIssues,
  },
};
