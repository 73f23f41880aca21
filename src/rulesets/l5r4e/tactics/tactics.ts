/**
 * The simulator's named tactics for this rule set (issue 7, "Tactics"): small pure functions over
 * the state that a GM recognises. Each is a list of steps (tactics/steps.ts, tactics/attack.ts,
 * tactics/stance.ts) run in order, the first command proposed taken: the duel's stage when due, a
 * grapple's options, the Stance at the start of the Turn, readying the weapon, the attack, the
 * Moves, then EndTurn. Commands are built from the state with the rule set's own plan functions
 * and memoised odds, never from the full menu (legalActions), which only answers a pending
 * reaction. README.md, "Simulator tactics", describes each.
 */
import { distance, type Combatant, type Tactic, type TacticParam } from '../../../engine/index.js';
import { dataOf, rankOf, DOWN } from '../state.js';
import { bestAttack, mostWounds, raisesAbove, type AttackStyle, type Scoring } from './attack.js';
import {
  foeBy,
  foeWithin,
  isAlly,
  leaderOf,
  nearestFoe,
  stepsPolicy,
  woundsLeft,
  type Step,
  type Turn,
} from './kit.js';
import { aggressiveStance, defensiveStance, oddsStance, stanceStep } from './stance.js';
import {
  advanceStep,
  conditionsStep,
  duelStep,
  duelVoidStep,
  grappleStep,
  guard,
  healStep,
  moveTowards,
  readyStep,
  spentStep,
  standStep,
  stepBackStep,
  voidArmorStep,
} from './steps.js';

/** The expected Wounds, ties to the foe closest to Out. */
const mostHarm: Scoring = (_t, foe, expected) =>
  expected > 0 ? expected - woundsLeft(foe) * 1e-6 : 0;

/** The foe closest to Out first (reference §4), then the most Wounds expected. */
const weakestFirst: Scoring = (_t, foe, expected) =>
  expected > 0 ? 1e6 - 1000 * woundsLeft(foe) + expected : 0;

const attackStep =
  (style: AttackStyle): Step =>
  (t) =>
    bestAttack(t, style);

const nearest = (t: Turn): Combatant | undefined => nearestFoe(t.state, t.c);

/** The foe closest to Out, then the nearest. */
const weakest = (t: Turn): Combatant | undefined =>
  foeBy(t.state, t.c, (o) => woundsLeft(o) * 1e4 + distance(t.c.position, o.position));

const AGGRESSIVE: AttackStyle = { score: mostHarm, raises: mostWounds };

const aggressive: Tactic = {
  description:
    'Full Attack Stance when a foe is within reach this Turn, the attack (or harmful spell) with the most Wounds expected and the Raises that maximise them, else close in with the nearest foe',
  make: (params) =>
    stepsPolicy(
      'aggressive',
      [
        duelStep,
        grappleStep,
        stanceStep(aggressiveStance),
        spentStep,
        readyStep,
        stepBackStep,
        attackStep(AGGRESSIVE),
        standStep,
        advanceStep(nearest),
        conditionsStep,
      ],
      params,
    ),
};

const focusWeakest: Tactic = {
  description:
    'focus fire: attack the foe in reach closest to Out (reference §4) with the Raises that maximise the Wounds expected, and close in with the weakest foe on the field',
  make: (params) =>
    stepsPolicy(
      'focus-weakest',
      [
        duelStep,
        grappleStep,
        stanceStep(aggressiveStance),
        spentStep,
        readyStep,
        stepBackStep,
        attackStep({ score: weakestFirst, raises: mostWounds }),
        standStep,
        advanceStep(weakest),
        conditionsStep,
      ],
      params,
    ),
};

const FULL_DEFENSE_AT: TacticParam = {
  description:
    'the Wound Rank (1 Nicked … 6 Down) from which a fighter close to a foe takes the Full Defense Stance while an ally still fights',
  default: 4,
  min: 1,
  max: 7,
};

const RAISE_THRESHOLD: TacticParam = {
  description: 'call the most Raises whose chance to hit stays at or above this',
  default: 0.5,
  min: 0,
  max: 1,
};

const hurt = (t: Turn): boolean => t.d.wounds > 0;

/** At Wound Rank `fullDefenseAt` or worse. */
const badlyHurt = (t: Turn): boolean => rankOf(t.c) >= (t.params['fullDefenseAt'] ?? 4);

const defensive: Tactic = {
  description:
    'the Defense Stance while closing in, the Attack Stance (never Full Attack) to strike, Raises only while the chance to hit stays ≥ raiseThreshold, a Void Point on +10 Armor TN when hurt and a foe is close, healing spells on hurt allies, and Full Defense from Wound Rank fullDefenseAt while an ally fights on',
  params: {
    raiseThreshold: { ...RAISE_THRESHOLD, default: 0.8 },
    fullDefenseAt: FULL_DEFENSE_AT,
  },
  make: (params) =>
    stepsPolicy(
      'defensive',
      [
        duelStep,
        grappleStep,
        stanceStep(defensiveStance),
        voidArmorStep(hurt),
        spentStep,
        readyStep,
        healStep(),
        stepBackStep,
        attackStep({ score: mostHarm, raises: raisesAbove }),
        standStep,
        advanceStep(nearest),
        conditionsStep,
      ],
      params,
    ),
};

/** The side's leader, while worth protecting (not Down: a Guard would not save them). */
function leader(t: Turn): Combatant | undefined {
  const l = leaderOf(t.state, t.c.side);
  return l && l.id !== t.c.id && rankOf(l) < DOWN ? l : undefined;
}

/** Another ally guards `who` now, from within 5 ft (seed 000: a second Guard adds nothing). */
function guarded(t: Turn, who: Combatant): boolean {
  for (const id in t.state.combatants) {
    const g = t.state.combatants[id];
    if (!g || g.id === t.c.id || !isAlly(t.c, g) || dataOf(g).guarding !== who.id) continue;
    if (distance(g.position, who.position) <= 5 + 1e-9) return true;
  }
  return false;
}

/**
 * Stay by the leader: move to within 5 ft of them (Guard's reach), and Guard them while a foe is
 * within 10 ft of them and no other ally guards them already (then fight beside them).
 */
const protectStep: Step = (t) => {
  const l = leader(t);
  if (!l) return undefined;
  if (distance(t.c.position, l.position) > 5 + 1e-9) return moveTowards(t, l.position, 5);
  return foeWithin(t.state, t.c.side, l, 10) && !guarded(t, l) ? guard(t, l) : undefined;
};

/** The foe nearest the leader first (the one who threatens them), then the Wounds expected. */
const nearLeader: Scoring = (t, foe, expected) => {
  const l = leader(t);
  if (expected <= 0) return 0;
  return l ? 1e6 - 1000 * distance(foe.position, l.position) + expected : expected;
};

const protectLeader: Tactic = {
  description:
    "protect the leader (the side's first combatant in the encounter still in the fight): stay within 5 ft of them, Guard them while a foe is within 10 ft, heal them first, strike the foes nearest them; the leader fights from the Attack Stance",
  make: (params) =>
    stepsPolicy(
      'protect-leader',
      [
        duelStep,
        grappleStep,
        stanceStep(() => 'attack'),
        spentStep,
        readyStep,
        healStep(leader),
        protectStep,
        stepBackStep,
        attackStep({ score: nearLeader, raises: mostWounds }),
        standStep,
        advanceStep((t) => {
          const l = leader(t);
          return l ? nearestFoe(t.state, l) : nearest(t);
        }),
        conditionsStep,
      ],
      params,
    ),
};

const TACTICIAN: AttackStyle = { score: mostHarm, raises: raisesAbove, useVoid: true };

const tactician: Tactic = {
  description:
    'by the exact odds: the Stance (Attack, Full Attack, Defense, Full Defense) with the most Wounds expected dealt less taken, the most Raises whose chance to hit stays ≥ raiseThreshold, a Void Point on the roll when it buys a Raise, on +10 Armor TN when badly hurt',
  params: { raiseThreshold: RAISE_THRESHOLD, fullDefenseAt: FULL_DEFENSE_AT },
  make: (params) =>
    stepsPolicy(
      'tactician',
      [
        duelVoidStep,
        grappleStep,
        stanceStep(oddsStance(TACTICIAN)),
        voidArmorStep(badlyHurt),
        spentStep,
        readyStep,
        stepBackStep,
        attackStep(TACTICIAN),
        standStep,
        advanceStep(nearest),
        conditionsStep,
      ],
      params,
    ),
};

export const TACTICS: Readonly<Record<string, Tactic>> = {
  aggressive,
  defensive,
  'focus-weakest': focusWeakest,
  'protect-leader': protectLeader,
  tactician,
};
