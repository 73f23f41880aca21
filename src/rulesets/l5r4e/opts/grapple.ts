/** Options of grapples (owned by the grapple code). */
import type { OptionSpec } from '../../../engine/index.js';

export const grappleOptions: Readonly<Record<string, OptionSpec>> = {
  grappleMemberActions: {
    description:
      'what those in a grapple may do besides the control roll (no Move Actions either way). controlOnly: the controller takes one of the control options (Hit, Throw, Break, Pass, reference §7) and Free Actions, a member not in control only Free Actions, and a member holding Free Raises to Disarm (seed 000) may attack another member; any: members may take any Action but Moves, attacking only other members',
    default: 'controlOnly',
    choices: ['controlOnly', 'any'],
  },
  grappleJoinControl: {
    description:
      'seed 000: "A grapple can involve more than two combatants": who controls when someone grapples a member of a grapple. joiner: the new attacker ("The attacker starts out in control of the grapple"); keep: the controller keeps control',
    default: 'joiner',
    choices: ['joiner', 'keep'],
  },
  grappleMastery: {
    description:
      'reference §5, §7 (Skill Mastery, S9): Jiujutsu 5 gives a Free Raise on starting a grapple; Jiujutsu 3 adds +1k0 and Jiujutsu 7 +1k1 to unarmed Hit damage; Chain Weapons 5 adds +1k0 to control rolls with a chain weapon',
    default: true,
    choices: [true, false],
  },
};
