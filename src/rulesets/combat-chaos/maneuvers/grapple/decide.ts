/**
 * Grapple, and Escape and Release around it (seed 002 Grapple: "an opposed athletics roll, and if
 * your target is armed you make the roll with disadvantage and provoke an attack of opportunity
 * from your target. This is an action.").
 */
import {
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
} from '../../../../engine/index.js';
import { contest, type Contender } from '../contest.js';
import { turnTaker } from '../../actions/index.js';
import { event } from '../../events.js';
import { grappledBy, grapplerOf, isArmed } from '../cond.js';
import type { EscapeAttemptedData, GrappleAttemptedData, GrappleEndedData } from '../../events.js';
import { maneuverOffer } from '../../reactions/index.js';
import {
  type Events,
  type Skill,
  actionTaker,
  closeArg,
  foeArg,
  skillArg,
  skillOf,
  withSources,
} from '../arguments.js';
import { foe, provoking } from '../provoking.js';

// ---------------------------------------------------------------------------------------------
// The contests (shared with the menus' odds).

/**
 * seed 002 Grapple: "an opposed athletics roll, and if your target is armed you make the roll with
 * disadvantage"; Push: "an opposed athletics roll, and if your target is armed you make the roll at
 * disadvantage". The target resists with athletics.
 */
export function athleticsContest(me: Combatant, target: Combatant): [Contender, Contender] {
  const a = skillOf(me, 'athletics');
  return [
    isArmed(target) ? withSources(a, { disadvantage: ['armed target'] }) : a,
    skillOf(target, 'athletics'),
  ];
}

/** Escape: the grappled one's athletics or acrobatics against the grappler's athletics. */
export function escapeContest(
  me: Combatant,
  grappler: Combatant,
  how: Skill,
): [Contender, Contender] {
  return [skillOf(me, how), skillOf(grappler, 'athletics')];
}

// ---------------------------------------------------------------------------------------------
// The commands.

/**
 * Grapple { target }: seed 002 "You try to wrestle your target down and immobilize them. This is an
 * opposed athletics roll, and if your target is armed you make the roll with disadvantage and
 * provoke an attack of opportunity from your target. This is an action."
 */
export function decideGrapple(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Grapple');
  if (!t.ok) return t;
  const near = closeArg(me, t.value, 'Grapple');
  if (!near.ok) return near;
  const target = near.value;
  const holder = grapplerOf(state, target);
  if (holder)
    return refuse(
      'combat-chaos/already-grappled',
      `${target.name} is already grappled by ${holder.name}`,
    );
  const armed = isArmed(target);
  const roll = (s: CombatState): Omit<GrappleAttemptedData, 'awaits'> => {
    const c = contest(...athleticsContest(foe(s, me), foe(s, target)), dice);
    return { actor: me.id, target: target.id, uses: 'action', armed, contest: c, win: c.win };
  };
  const offer = armed ? maneuverOffer(state, target, me, 'grapple') : undefined;
  return ok(
    provoking(state, me, target, offer, dice, {
      type: 'GrappleAttempted',
      maneuver: 'grapple',
      provokes: armed,
      roll,
      win: (d) => d.win,
    }),
  );
}

/**
 * Escape { how? }: the seed has no rule for breaking a grapple; the d20 one: an action, the grappled
 * one's athletics or acrobatics (default: the better) against the grappler's athletics; a tie keeps
 * the grapple.
 */
export function decideEscape(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const g = grapplerOf(state, me);
  if (!g) return refuse('combat-chaos/not-grappled', `${me.name} is not grappled`);
  const how = skillArg(command.data?.['how'], me, 'Escape');
  if (!how.ok) return how;
  const c = contest(...escapeContest(me, g, how.value), dice);
  const data: EscapeAttemptedData = {
    actor: me.id,
    grappler: g.id,
    uses: 'action',
    contest: c,
    win: c.win,
  };
  return ok([event('EscapeAttempted', data)]);
}

/** Release { target? }: the grappler lets go of one (or every) grappled opponent; free. */
export function decideRelease(state: CombatState, command: Command): Events {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const held = grappledBy(state, me);
  const named = command.data?.['target'];
  const let_ = named === undefined ? held : held.filter((c) => c.id === named);
  if (let_.length === 0)
    return refuse(
      'combat-chaos/not-grappling',
      named === undefined
        ? `${me.name} holds nobody in a grapple`
        : `${me.name} does not hold ${JSON.stringify(named)} in a grapple`,
    );
  return ok(
    let_.map((c) => {
      const data: GrappleEndedData = { grappler: me.id, grappled: c.id, reason: 'released' };
      return event('GrappleEnded', data);
    }),
  );
}
