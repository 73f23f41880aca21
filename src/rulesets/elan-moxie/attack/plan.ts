/**
 * Everything about an attack that is known before the dice: who, with what, against whom, and
 * the four numbers of seed 001's procedure with every modifier (conditions, cover, a grapple).
 * Shared by every decide that attacks, by odds.ts and by the menus, so that the menu, the odds
 * and the rules cannot disagree.
 */
import {
  distance,
  own,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Result,
} from '../../../engine/index.js';
import { coverOf, grappleDefense, modifiersOf, type Cover } from './modifiers.js';
import { RANGE_METRES } from '../ranges/index.js';
import { baseDamage, defenseScore, hitBonus, soakBonus } from './resolve.js';
import type { Ability, AbilityRange, Weapon } from '../sheet.js';
import { dataOf, sheetOf } from '../state.js';
import { health } from '../state.js';

/** What an attack is made with: a weapon, or an ability with an attack roll (see {@link abilityStrike}). */
export interface StrikeSpec {
  readonly name: string;
  readonly kind: 'strength' | 'moxie';
  readonly damage: number;
  readonly damageType: string;
  readonly accuracy: number;
  readonly range: AbilityRange;
  /** seed 001: an attack "that states it disrupts channeled attacks". */
  readonly disruptsChanneling?: boolean;
}

export interface AttackPlan {
  readonly attacker: Combatant;
  readonly target: Combatant;
  readonly weapon: StrikeSpec;
  readonly hitBonus: number;
  readonly defense: number;
  readonly soakBonus: number;
  /** The damage score before the extra damage of the hit. */
  readonly damage: number;
  /** The cover the target has against this attacker (its bonus is in `defense`). */
  readonly cover: Cover;
}

/** An ability's attack as a strike (damage 0 when it has none: then there is no soak roll). */
export function abilityStrike(a: Ability): StrikeSpec {
  return {
    name: a.name,
    kind: a.attack ?? 'strength',
    damage: a.damage ?? 0,
    damageType: a.damageType,
    accuracy: a.accuracy,
    range: a.range,
    disruptsChanneling: a.disruptsChanneling,
  };
}

/** The metres a range reaches (Self: 0, the user only). */
export const reachOf = (range: AbilityRange): number =>
  range === 'self' ? 0 : RANGE_METRES[range];

/** The numbers of an attack with `spec` (no checks: see {@link planAttack} for those). */
export function planStrike(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
  spec: StrikeSpec,
): AttackPlan {
  const a = sheetOf(attacker);
  const t = sheetOf(target);
  const am = modifiersOf(attacker);
  const tm = modifiersOf(target);
  const cover = coverOf(state, attacker, target);
  return {
    attacker,
    target,
    weapon: spec,
    hitBonus: hitBonus(a, spec) + am.accuracy,
    defense: defenseScore(t, spec) + tm.defense + cover.bonus + grappleDefense(state, target),
    soakBonus: soakBonus(t, spec) + tm.soak,
    damage: baseDamage(a, spec) + am.damage,
    cover,
  };
}

/** The weapon named (default: the first one in hand), refused when unknown or on the ground. */
export function findWeapon(attacker: Combatant, name: unknown): Result<Weapon> {
  const weapons = sheetOf(attacker).weapons;
  const dropped = dataOf(attacker).dropped;
  const w =
    name === undefined
      ? (weapons.find((x) => !dropped.includes(x.name)) ?? weapons[0])
      : weapons.find((x) => x.name === name);
  if (!w)
    return refuse(
      'elan-moxie/no-such-weapon',
      `${attacker.name} has no weapon ${JSON.stringify(name)}; weapons: ${weapons.map((x) => x.name).join(', ')}`,
    );
  if (dropped.includes(w.name))
    return refuse(
      'elan-moxie/weapon-dropped',
      `${attacker.name}'s ${w.name} is on the ground (disarmed): pick it up with a Move action (PickUp { weapon: "${w.name}" })`,
    );
  return { ok: true, value: w };
}

/** The target of a command's `target`, refused when unknown, oneself or dead. */
export function findTarget(
  state: CombatState,
  attacker: Combatant,
  id: unknown,
): Result<Combatant> {
  const target = typeof id === 'string' ? own(state.combatants, id) : undefined;
  if (!target)
    return refuse('elan-moxie/no-such-target', `no combatant ${JSON.stringify(id)} to attack`);
  if (target.id === attacker.id)
    return refuse('elan-moxie/self-target', `${attacker.name} cannot attack himself`);
  if (health(dataOf(target).wounds) === 'dead')
    return refuse('elan-moxie/target-dead', `${target.name} is already dead`);
  return { ok: true, value: target };
}

const IN_RANGE: Result<true> = { ok: true, value: true };

/** Refused when `target` is beyond what `range` reaches from `attacker`. */
export function checkRange(
  attacker: Combatant,
  target: Combatant,
  range: AbilityRange,
  what: string,
): Result<true> {
  const d = distance(attacker.position, target.position);
  if (d <= reachOf(range) + 1e-9) return IN_RANGE;
  return refuse(
    'elan-moxie/out-of-range',
    `${target.name} is ${d.toFixed(1)} m away: the ${what} (${range}) reaches ${reachOf(range)} m`,
  );
}

/** Checks an Attack { target, weapon? } by `attacker` and works out its numbers. */
export function planAttack(
  state: CombatState,
  attacker: Combatant,
  command: Command,
): Result<AttackPlan> {
  const target = findTarget(state, attacker, command.data?.['target']);
  if (!target.ok) return target;
  const found = findWeapon(attacker, command.data?.['weapon']);
  if (!found.ok) return found;
  const weapon = found.value;
  const inRange = checkRange(attacker, target.value, weapon.range, weapon.name);
  if (!inRange.ok) return inRange;
  return { ok: true, value: planStrike(state, attacker, target.value, weapon) };
}
