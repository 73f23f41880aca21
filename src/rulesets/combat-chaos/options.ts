/**
 * The options of combat-chaos: where seed 002 is vague, each reading is an option with a documented
 * default (README.md, "Options"). The kernel fills the defaults in `state.options`; the readers below
 * fall back to them too, for states built by hand.
 */
import type { OptionSpec } from '../../engine/index.js';

export const options: Readonly<Record<string, OptionSpec>> = {
  combatChaos: {
    description:
      'seed 002 "Combat Chaos. Attack rolls of 1-2 always miss, and attack rolls of 19-20 always hit." ' +
      'Off: only a natural 20 (a critical hit) always hits.',
    default: true,
    choices: [true, false],
  },
  initiativeDie: {
    description:
      'The initiative roll, before initiativeBonus is added (the seed gives no formula), e.g. "1d20".',
    default: '1d20',
  },
  initiativeTieBreak: {
    description:
      'Equal initiative scores: "bonus-then-roll" (higher initiativeBonus, then a d20 roll-off), ' +
      '"bonus" (higher bonus, then by id) or "roll" (a d20 roll-off only).',
    default: 'bonus-then-roll',
    choices: ['bonus-then-roll', 'bonus', 'roll'],
  },
  initiativeGroups: {
    description:
      'seed 002 "every participant (or a handful) makes an initiative roll": "each" rolls for ' +
      'everyone; "side" makes one roll per side with its best initiativeBonus, shared by the side.',
    default: 'each',
    choices: ['each', 'side'],
  },
  groupCheck: {
    description:
      'seed 002 "a group stealth check": "half" (succeeds when at least half of the ambushers ' +
      'succeed), "all" (everyone must succeed) or "average" (the average total must reach the TN).',
    default: 'half',
    choices: ['half', 'all', 'average'],
  },
  criticalDamage: {
    description:
      'seed 002 "A natural 20 ... deals double damage": "double-roll" doubles the damage roll ' +
      '(its total) before soak; "double-dealt" doubles what is left after soak; "double-dice" ' +
      'rolls the damage dice twice as many (2d8+3 becomes 4d8+3), as some d20 tables do.',
    default: 'double-roll',
    choices: ['double-roll', 'double-dealt', 'double-dice'],
  },

  leavingReachProvokes: {
    description:
      'The seed names attacks of opportunity but never says that moving provokes one. On: moving ' +
      'out of an enemy’s melee reach provokes an attack of opportunity (a reaction), as in the d20 ' +
      'games the seed builds on.',
    default: true,
    choices: [true, false],
  },
  proneEffects: {
    description:
      'The seed knocks combatants prone (Trip) but never says what prone does. "d20": as players ' +
      'of d20 games expect: melee attacks against a prone target have advantage, missile (and ' +
      'spell) attacks against it disadvantage, and a prone attacker has disadvantage. "none": prone ' +
      'changes no attack roll.',
    default: 'd20',
    choices: ['d20', 'none'],
  },
  defendLasts: {
    description:
      'seed 002 Defend: attacks "suffer disadvantage for the round". "next-turn": a whole round, ' +
      'until the defender’s next turn starts (Support says "for the rest of the round"; Defend says ' +
      '"for the round"); "end-of-round": until the round it was taken in ends.',
    default: 'next-turn',
    choices: ['next-turn', 'end-of-round'],
  },
  spellSoak: {
    description:
      'seed 002: "Deduct the targets soak value from this damage if applicable." On: soak applies ' +
      'to spell damage too; off: spells ignore soak.',
    default: true,
    choices: [true, false],
  },
  standingProvokes: {
    description:
      'seed 002 Kipup stands up "without provoking an attack of opportunity", so standing up ' +
      'otherwise provokes one. On: Stand offers each enemy whose melee weapon in hand reaches the ' +
      'one standing an attack of opportunity (after he is up, like a move). Off: standing provokes nothing.',
    default: true,
    choices: [true, false],
  },
  opportunityWeapons: {
    description:
      'seed 002: a natural 1 on a melee attack "always provokes an attack of opportunity from the ' +
      'target", and Disarm and Grapple (on an armed target) provoke one "from your target". "any": ' +
      'the target makes it with any weapon in hand that can strike the provoker, a missile weapon ' +
      'within its range too (an archer shoots point-blank, at disadvantage while threatened). ' +
      '"melee": only with a melee weapon in hand that reaches, for tables that want melee-only ' +
      'reactions. Trip (a "melee attack of opportunity"), leaving a reach and standing up offer ' +
      'melee attacks of opportunity either way.',
    default: 'any',
    choices: ['any', 'melee'],
  },
};

type Opts = Readonly<Record<string, unknown>>;

/** The option's value, or its default when the state was built without the kernel's resolution. */
const pick = (o: Opts, key: string): unknown => o[key] ?? options[key]?.default;

export const combatChaosOn = (o: Opts): boolean => pick(o, 'combatChaos') === true;
export const initiativeDie = (o: Opts): string => String(pick(o, 'initiativeDie'));
export const tieBreak = (o: Opts) =>
  pick(o, 'initiativeTieBreak') as 'bonus-then-roll' | 'bonus' | 'roll';
export const initiativeGroups = (o: Opts) => pick(o, 'initiativeGroups') as 'each' | 'side';
export const groupCheck = (o: Opts) => pick(o, 'groupCheck') as 'half' | 'all' | 'average';
export const criticalDamage = (o: Opts) => pick(o, 'criticalDamage') as CriticalDamage;

export type CriticalDamage = 'double-roll' | 'double-dealt' | 'double-dice';
export const leavingReachProvokes = (o: Opts): boolean => pick(o, 'leavingReachProvokes') === true;
export const proneEffects = (o: Opts) => pick(o, 'proneEffects') as 'd20' | 'none';
export const defendLasts = (o: Opts) => pick(o, 'defendLasts') as 'next-turn' | 'end-of-round';
export const spellSoak = (o: Opts): boolean => pick(o, 'spellSoak') === true;
export const opportunityWeapons = (o: Opts) => pick(o, 'opportunityWeapons') as 'any' | 'melee';
