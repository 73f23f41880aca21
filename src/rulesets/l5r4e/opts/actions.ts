/** Options of the other Actions, spells and techniques (owned by that code). */
import type { OptionSpec } from '../../../engine/index.js';

export const actionOptions: Readonly<Record<string, OptionSpec>> = {
  spellNeedsScroll: {
    description:
      'seed 000 lists "pull out spell scroll" as a Free Action: true: a spell is cast only with its scroll in hand (PullOutScroll), unless the spell has the keyword memorized or innate; false: the scroll is not checked (tables differ)',
    default: false,
    choices: [false, true],
  },
  skillMasteryActions: {
    description:
      'reference §3.1 (S9): Skill Mastery makes Actions cheaper — drawing a sword is Free at Kenjutsu 5, a katana at Iaijutsu 3; stringing a bow is Simple at Kyujutsu 3; mounting is Simple at Horsemanship 5 and Free at 7, dismounting Free at Horsemanship 5',
    default: true,
    choices: [true, false],
  },
  kataInOwnStance: {
    description:
      'seed 000: "Activate kata" is a Simple Action. true: a kata that names a Stance may be activated in it even where that Stance allows no Simple Action (Full Attack, Full Defense, Center); false: the Stance\'s limits apply to it too',
    default: true,
    choices: [true, false],
  },
};
