/**
 * Disarm, and PickUp of the weapon it knocks away (seed 002 Disarm: "an opposed melee attack roll
 * made at disadvantage. It provokes an attack of opportunity (reaction) from your target.").
 */
import {
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
} from '../../../../engine/index.js';
import { inHand } from '../../attack/index.js';
import { attackNaturals, contest, meleeRollSources, type Contender } from '../contest.js';
import { turnTaker } from '../../actions/index.js';
import { event } from '../../events.js';
import { type DisarmAttemptedData, type WeaponPickedUpData } from '../../events.js';
import { maneuverOffer } from '../../reactions/index.js';
import { isUnarmed, type Weapon } from '../../sheet.js';
import { dataOf } from '../../state.js';
import { type Events, actionTaker, foeArg, meleeWeaponArg } from '../arguments.js';
import { foe, provoking } from '../provoking.js';

/**
 * seed 002 Disarm: "an opposed melee attack roll made at disadvantage": the attacker's d20 + his
 * weapon's hit bonus, at disadvantage (with the situation's advantage and disadvantage too), against
 * the target's d20 + the hit bonus of the weapon he would lose. Both are attack rolls: "Combat
 * Chaos. Attack rolls of 1-2 always miss, and attack rolls of 19-20 always hit" (contest.ts).
 */
export function disarmContest(
  state: CombatState,
  me: Combatant,
  target: Combatant,
  weapon: Weapon,
  targetWeapon: Weapon,
): [Contender, Contender] {
  const attack = attackNaturals(state.options);
  return [
    {
      id: me.id,
      with: weapon.name,
      bonus: weapon.hitBonus,
      sources: meleeRollSources(state, me, target, weapon, { disadvantage: ['disarm'] }),
      attack,
    },
    { id: target.id, with: targetWeapon.name, bonus: targetWeapon.hitBonus, sources: {}, attack },
  ];
}

/**
 * Disarm { target, weapon?, targetWeapon? }: seed 002 "You attempt to disarm your target with an
 * opposed melee attack roll made at disadvantage. It provokes an attack of opportunity (reaction)
 * from your target. This is an action." The weapon lost lies on the ground (`cond.dropped`).
 */
export function decideDisarm(state: CombatState, command: Command, dice: Dice): Events {
  const turn = actionTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const t = foeArg(state, me, command.data?.['target'], 'Disarm');
  if (!t.ok) return t;
  const target = t.value;
  const weapon = meleeWeaponArg(me, target, command.data?.['weapon']);
  if (!weapon.ok) return weapon;
  const held = inHand(target).filter((w) => !isUnarmed(w));
  if (held.length === 0)
    return refuse('combat-chaos/nothing-to-disarm', `${target.name} holds no weapon to disarm`);
  const named = command.data?.['targetWeapon'];
  const targetWeapon = named === undefined ? held[0] : held.find((w) => w.name === named);
  if (!targetWeapon)
    return refuse(
      'combat-chaos/no-such-weapon',
      `${target.name} holds ${held.map((w) => w.name).join(', ')}, not ${JSON.stringify(named)}`,
    );
  const roll = (s: CombatState): Omit<DisarmAttemptedData, 'awaits'> => {
    const c = contest(
      ...disarmContest(s, foe(s, me), foe(s, target), weapon.value, targetWeapon),
      dice,
    );
    return {
      actor: me.id,
      target: target.id,
      uses: 'action',
      weapon: weapon.value.name,
      targetWeapon: targetWeapon.name,
      contest: c,
      win: c.win,
    };
  };
  return ok(
    provoking(state, me, target, maneuverOffer(state, target, me, 'disarm'), dice, {
      type: 'DisarmAttempted',
      maneuver: 'disarm',
      provokes: true,
      roll,
      win: (d) => d.win,
    }),
  );
}

/** PickUp { weapon? }: a weapon knocked away (Disarm) back in hand, for the move (what is left of it). */
export function decidePickUp(state: CombatState, command: Command): Events {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const me = turn.value;
  const d = dataOf(me);
  const dropped = d.cond.dropped;
  if (dropped.length === 0)
    return refuse('combat-chaos/nothing-dropped', `${me.name} has no weapon on the ground`);
  const named = command.data?.['weapon'] ?? dropped[0];
  const weapon = dropped.find((w) => w === named);
  if (weapon === undefined)
    return refuse(
      'combat-chaos/not-dropped',
      `${JSON.stringify(named)} is not on the ground; ${me.name} dropped ${dropped.join(', ')}`,
    );
  if (d.budget.move <= 0)
    return refuse(
      'combat-chaos/no-move',
      `picking a weapon up takes the move, and ${me.name} has none left`,
    );
  const data: WeaponPickedUpData = { actor: me.id, weapon };
  return ok([event('WeaponPickedUp', data)]);
}
