/**
 * What the maneuvers' commands check alike: who takes the action, the target, arm's length, the
 * melee weapon that reaches, the skill rolled (athletics or acrobatics).
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Position,
  type Result,
} from '../../../engine/index.js';
import { inHand, type ModeSources } from '../attack/index.js';
import { type Contender } from './contest.js';
import { heldWeapon, turnTaker } from '../actions/index.js';
import { grappleReach } from './cond.js';
import { canStrike } from '../attack/index.js';
import { isMissile, type Weapon } from '../sheet.js';
import { combatantOf, dataOf, isUp, sheetOf } from '../state.js';

export type Skill = 'athletics' | 'acrobatics';

export type Events = Result<readonly GameEvent[]>;

export const ft = (n: number): string => `${Math.round(n * 10) / 10} ft`;

export const dist = (a: Position, b: Position): number =>
  Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);

/** The better of athletics and acrobatics (athletics on a tie). */
export function bestSkill(c: Combatant): Skill {
  const s = sheetOf(c).skills;
  return s.acrobatics > s.athletics ? 'acrobatics' : 'athletics';
}

export const skillOf = (c: Combatant, skill: Skill): Contender => ({
  id: c.id,
  with: skill,
  bonus: sheetOf(c).skills[skill],
  sources: {},
});

export const withSources = (c: Contender, sources: ModeSources): Contender => ({ ...c, sources });

// ---------------------------------------------------------------------------------------------
// Arguments.

export function actionTaker(state: CombatState): Result<Combatant> {
  const turn = turnTaker(state);
  if (!turn.ok) return turn;
  const b = dataOf(turn.value).budget;
  return b.action < 1
    ? refuse('combat-chaos/no-action', `${turn.value.name} has no action left this turn`)
    : turn;
}

/** The target of a maneuver: another combatant still up. */
export function foeArg(
  state: CombatState,
  me: Combatant,
  value: unknown,
  what: string,
): Result<Combatant> {
  const target = combatantOf(state, value);
  if (!target)
    return refuse(
      'combat-chaos/no-such-target',
      `no combatant ${JSON.stringify(value)}: ${what} needs { target: <id> }`,
    );
  if (target.id === me.id)
    return refuse('combat-chaos/self-target', `${me.name} cannot ${what.toLowerCase()} themself`);
  if (!isUp(target)) return refuse('combat-chaos/target-down', `${target.name} is already down`);
  return ok(target);
}

/** Within arm's length (grappleReach) for wrestling, shoving and tripping by a test. */
export function closeArg(me: Combatant, target: Combatant, what: string): Result<Combatant> {
  const reach = grappleReach(me);
  const away = dist(me.position, target.position);
  return away <= reach + 1e-9
    ? ok(target)
    : refuse(
        'combat-chaos/out-of-reach',
        `${target.name} is ${ft(away)} away: ${what} needs them within ${ft(reach)}`,
      );
}

/** A melee weapon in hand that reaches the target: the one named, or the first. */
export function meleeWeaponArg(me: Combatant, target: Combatant, value: unknown): Result<Weapon> {
  const away = ft(dist(me.position, target.position));
  const hand = inHand(me);
  if (value === undefined) {
    const w = hand.find((x) => !isMissile(x) && canStrike(me.position, target.position, x));
    return w
      ? ok(w)
      : refuse(
          'combat-chaos/out-of-reach',
          `no melee weapon in ${me.name}'s hands reaches ${target.name}, ${away} away`,
        );
  }
  const held = heldWeapon(me, value);
  if (!held.ok) return held;
  const w = held.value;
  if (isMissile(w))
    return refuse('combat-chaos/not-melee', `this takes a melee weapon, and the ${w.name} is not`);
  if (!canStrike(me.position, target.position, w))
    return refuse(
      'combat-chaos/out-of-reach',
      `${target.name} is ${away} away; the ${w.name} reaches ${ft(w.reach)}`,
    );
  return ok(w);
}

export function skillArg(value: unknown, me: Combatant, what: string): Result<Skill> {
  if (value === undefined) return ok(bestSkill(me));
  return value === 'athletics' || value === 'acrobatics'
    ? ok(value)
    : refuse(
        'combat-chaos/bad-argument',
        `${what} { how } is "athletics" or "acrobatics", not ${JSON.stringify(value)}`,
      );
}
