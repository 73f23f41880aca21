/** Options of the iaijutsu duel (owned by the duel code; reference §6, §0.3 #5). */
import type { OptionSpec } from '../../../engine/index.js';

export const duelOptions: Readonly<Record<string, OptionSpec>> = {
  duelFirstBlood: {
    description:
      'seed 000: "(In a duel to first blood, it is dishonorable to strike second if you were wounded.)". endsAtFirstBlood (reference §0.3 #5, S5): the duel ends at the first blood drawn, the one struck loses and strikes no more; secondStrikeDishonorable (the seed\'s reading): the wounded duelist may still strike back, the strike is marked dishonorable, and the first blood still decides the duel',
    default: 'endsAtFirstBlood',
    choices: ['endsAtFirstBlood', 'secondStrikeDishonorable'],
  },
  duelNoBlood: {
    description:
      'not in the seed: a duel to first blood whose strikes draw no blood. skirmish: it goes on as a regular combat until a duelist takes Wounds (the one wounded loses); draw: the duel ends with no victor',
    default: 'skirmish',
    choices: ['skirmish', 'draw'],
  },
  duelFreeRaises: {
    description:
      "reference §1.6: what the Free Raises won on Focus do on the strike: increasedDamage (+1k0 damage each, seed 000's Increased Damage) or lowerTN (−5 to the strike's TN each)",
    default: 'increasedDamage',
    choices: ['increasedDamage', 'lowerTN'],
  },
  magicDuelDamage: {
    description:
      'seed 000: the magic duel rolls "damage using the Ring the shugenja has Affinity for". ringKRing: a Ring roll, (Affinity Ring)k(Affinity Ring); ringForStrength: the weapon\'s DR with the Affinity Ring added to the rolled dice in place of Strength',
    default: 'ringKRing',
    choices: ['ringKRing', 'ringForStrength'],
  },
};
