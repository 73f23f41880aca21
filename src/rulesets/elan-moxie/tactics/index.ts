/**
 * The simulator's named tactics for this rule set (issue 7, "Tactics"): small pure functions over
 * the state that a GM recognises (README, "Simulator tactics"). Each builds its command from the
 * state with the rule set's own functions and asks for the legal actions only in a state it does
 * not expect. `aggressive` replaces the generic one: it is the simulator's default here.
 */
import type { Policy, Tactic } from '../../../engine/index.js';
import { aggressive, focusWeakest } from './aggressive.js';
import { caster } from './caster.js';
import { protectLeader } from './leader.js';
import { skirmisher } from './skirmisher.js';

const fixed = (policy: Policy, description: string): Tactic => ({
  description,
  make: () => policy,
});

export const TACTICS: Readonly<Record<string, Tactic>> = {
  aggressive: fixed(
    aggressive,
    'strike the fighting foe in reach for the most expected wounds, else close in on the nearest',
  ),
  'focus-weakest': fixed(
    focusWeakest,
    'focus fire on the most wounded fighting foe in reach, else close in on the most wounded',
  ),
  'protect-leader': {
    description:
      "guard the side's leader (its first combatant still fighting): strike the foes at him first, stay near him",
    params: {
      guardRadius: {
        description: 'metres from the leader the guards keep within (and watch around him)',
        default: 4,
        min: 2,
        max: 30,
      },
    },
    make: protectLeader,
  },
  skirmisher: {
    description:
      'fight from range and from cover (step behind a pillar or a friend), Withdraw from melee when badly hurt',
    params: {
      withdrawAt: {
        description: 'wounds (of 15) from which he Withdraws out of melee while a friend fights on',
        default: 10,
        min: 1,
        max: 19,
      },
    },
    make: skirmisher,
  },
  caster: {
    description:
      'start and maintain channeled abilities, cure hurt friends, then strike from range (abilities too)',
    params: {
      healAt: {
        description: 'wounds a friend must carry before he is cured',
        default: 5,
        min: 1,
        max: 19,
      },
    },
    make: caster,
  },
};
