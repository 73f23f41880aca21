/** Checks shared by the decide functions: who acts now, and the arguments of a command. */
import {
  distance,
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Position,
  type Result,
} from '../../../engine/index.js';
import { canStrike, firstWeaponFor, strikeDistance } from '../attack/index.js';
import type { Weapon } from '../sheet.js';
import { combatantOf, dataOf, isUp, nameOf, sheetOf } from '../state.js';

export const isGm = (command: Command): boolean => (command.meta?.actor ?? 'gm') === 'gm';

/**
 * seed 002: "Movement, standard, and bonus actions can only be taken on ones initiative." The kernel
 * lets only the current combatant (or the GM for them) through; here: the fight is on and no
 * reaction is waiting.
 */
export function turnTaker(state: CombatState): Result<Combatant> {
  if (state.status !== 'active')
    return refuse('combat-chaos/not-started', 'the fight has not started: send StartCombat first');
  if (state.pending)
    return refuse(
      'turn/reaction-pending',
      `waiting for ${nameOf(state, state.pending.reactor)} to answer a reaction (ReactAttack or DeclineReaction)`,
    );
  const me = state.current === null ? undefined : combatantOf(state, state.current);
  return me ? ok(me) : refuse('turn/no-turn', 'nobody is taking a turn');
}

export function positionArg(value: unknown): Position | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const p = value as Partial<Record<'x' | 'y', unknown>>;
  return typeof p.x === 'number' &&
    typeof p.y === 'number' &&
    Number.isFinite(p.x) &&
    Number.isFinite(p.y)
    ? { x: p.x, y: p.y }
    : undefined;
}

/** The target of an attack: another combatant still up. */
export function targetArg(state: CombatState, me: Combatant, value: unknown): Result<Combatant> {
  const target = combatantOf(state, value);
  if (!target)
    return refuse(
      'combat-chaos/no-such-target',
      `no combatant ${JSON.stringify(value)}: Attack needs { target: <id> }`,
    );
  if (target.id === me.id)
    return refuse('combat-chaos/self-target', `${me.name} cannot attack themself`);
  if (!isUp(target)) return refuse('combat-chaos/target-down', `${target.name} is already down`);
  return ok(target);
}

const ft = (n: number): string => `${Math.round(n * 10) / 10} ft`;

/** The weapon named, refused when he has none by that name or it lies on the ground (Disarm). */
export function heldWeapon(me: Combatant, value: unknown): Result<Weapon> {
  const w = sheetOf(me).weapons.find((x) => x.name === value);
  if (!w)
    return refuse(
      'combat-chaos/no-such-weapon',
      `${me.name} has no weapon ${JSON.stringify(value)}; they have ${sheetOf(me)
        .weapons.map((x) => x.name)
        .join(', ')}`,
    );
  if (dataOf(me).cond.dropped.includes(w.name))
    return refuse(
      'combat-chaos/weapon-dropped',
      `${me.name}'s ${w.name} is on the ground: PickUp { weapon: "${w.name}" } first`,
    );
  return ok(w);
}

/**
 * The weapon of an attack: the one named, or the first that reaches. seed 002: "Melee attacks must
 * be made within a weapon's reach." Missile weapons shoot up to their range.
 */
export function weaponArg(me: Combatant, target: Combatant, value: unknown): Result<Weapon> {
  // Built only for a refusal: this runs on every Attack.
  const away = (): string => ft(distance(me.position, target.position));
  if (value === undefined) {
    const w = firstWeaponFor(me, target);
    return w
      ? ok(w)
      : refuse(
          'combat-chaos/out-of-reach',
          `no weapon of ${me.name} reaches ${target.name}, ${away()} away`,
        );
  }
  const held = heldWeapon(me, value);
  if (!held.ok) return held;
  const w = held.value;
  if (!canStrike(me.position, target.position, w))
    return refuse(
      'combat-chaos/out-of-reach',
      `${target.name} is ${away()} away; the ${w.name} reaches ${ft(strikeDistance(w))}`,
    );
  return ok(w);
}
