/**
 * Trip (seed 002: "an opposed athletics or acrobatics test (either may be used) or a melee attack
 * roll, made with disadvantage. It provokes a melee attack of opportunity").
 */
import {
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
} from '../../../../engine/index.js';
import { type ModeSources } from '../../attack/index.js';
import { attackRoll, contest, type AttackRollData, type Contender } from '../contest.js';
import { type TripAttemptedData } from '../../events.js';
import { canKipup, kipupOffer, maneuverOffer } from '../../reactions/index.js';
import { type Weapon } from '../../sheet.js';
import { combatantOf, dataOf, withCond } from '../../state.js';
import {
  type Events,
  type Skill,
  actionTaker,
  bestSkill,
  closeArg,
  foeArg,
  meleeWeaponArg,
  skillArg,
  skillOf,
  withSources,
} from '../arguments.js';
import { foe, provoking } from '../provoking.js';

/**
 * seed 002 Trip: "an opposed athletics or acrobatics test (either may be used) ..., made with
 * disadvantage": the tripper's chosen skill at disadvantage; the target resists with the better of
 * his two.
 */
export function tripContest(me: Combatant, target: Combatant, how: Skill): [Contender, Contender] {
  return [
    withSources(skillOf(me, how), { disadvantage: ['trip'] }),
    skillOf(target, bestSkill(target)),
  ];
}

/** Trip's other form: "a melee attack roll, made with disadvantage". */
export const TRIP_ATTACK: ModeSources = { disadvantage: ['trip'] };

/**
 * Trip { target, how?, weapon? }: seed 002 "You try to knock your target prone. This is either an
 * opposed athletics or acrobatics test (either may be used) or a melee attack roll, made with
 * disadvantage. It provokes a melee attack of opportunity (reaction) from your target. This is an
 * action." `how`: 'athletics' or 'acrobatics' (default: the tripper's better), or 'attack' (with a
 * melee weapon that reaches: against defense, no damage). Both forms are at disadvantage.
 */
export function decideTrip(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Trip');
  if (!t.ok) return t;
  const target = t.value;
  const how = command.data?.['how'];
  let weapon: Weapon | undefined;
  let skill: Skill = bestSkill(me);
  if (how === 'attack') {
    const w = meleeWeaponArg(me, target, command.data?.['weapon']);
    if (!w.ok) return w;
    weapon = w.value;
  } else {
    const s = skillArg(how, me, 'Trip');
    if (!s.ok)
      return refuse(
        'combat-chaos/bad-argument',
        `Trip { how } is "athletics", "acrobatics" or "attack", not ${JSON.stringify(how)}`,
      );
    skill = s.value;
    const near = closeArg(me, target, 'a Trip by a test');
    if (!near.ok) return near;
  }
  if (dataOf(target).cond.prone)
    return refuse('combat-chaos/already-prone', `${target.name} is already prone`);
  const roll = (s: CombatState): Omit<TripAttemptedData, 'awaits'> => {
    const by = foe(s, me);
    const whom = foe(s, target);
    const attack: AttackRollData | null = weapon
      ? attackRoll(s, by, whom, weapon, TRIP_ATTACK, dice)
      : null;
    const c = weapon ? null : contest(...tripContest(by, whom, skill), dice);
    return {
      actor: me.id,
      target: target.id,
      uses: 'action',
      how: weapon ? 'attack' : skill,
      contest: c,
      attack,
      win: attack ? attack.hit : (c?.win ?? false),
    };
  };
  // Kipup "as a reaction", right after the fall (the tripped one's standing choice answers it).
  const after = (s: CombatState) => {
    const down = combatantOf(s, target.id);
    if (!down) return { state: s, offers: [] };
    const fallen = withCond(s, down, { prone: true });
    const prone = combatantOf(fallen, target.id);
    return {
      state: fallen,
      offers: prone && canKipup(prone) ? [kipupOffer(target.id, me.id)] : [],
    };
  };
  return ok(
    provoking(state, me, target, maneuverOffer(state, target, me, 'trip'), dice, {
      type: 'TripAttempted',
      maneuver: 'trip',
      provokes: true,
      roll,
      win: (d) => d.win,
      after,
    }),
  );
}
