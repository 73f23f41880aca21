/**
 * Everything about an attack that is known before the dice: who, with what, against whom, and
 * the four numbers of seed 001's procedure. Shared by decide/attack.ts, odds.ts and actions.ts,
 * so the menu, the odds and the rules cannot disagree.
 */
import {
  distance,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Result,
} from '../../engine/index.js';
import { inRange, RANGE_METRES } from './ranges.js';
import { baseDamage, defenseScore, hitBonus, soakBonus } from './resolve.js';
import type { Weapon } from './sheet.js';
import { dataOf, sheetOf } from './state.js';
import { health } from './wounds.js';

export interface AttackPlan {
  readonly attacker: Combatant;
  readonly target: Combatant;
  readonly weapon: Weapon;
  readonly hitBonus: number;
  readonly defense: number;
  readonly soakBonus: number;
  /** The damage score before the extra damage of the hit. */
  readonly damage: number;
}

export function findWeapon(attacker: Combatant, name: unknown): Result<Weapon> {
  const weapons = sheetOf(attacker).weapons;
  const w = name === undefined ? weapons[0] : weapons.find((x) => x.name === name);
  if (w) return { ok: true, value: w };
  return refuse(
    'elan-moxie/no-such-weapon',
    `${attacker.name} has no weapon ${JSON.stringify(name)}; weapons: ${weapons.map((x) => x.name).join(', ')}`,
  );
}

/** Checks an Attack { target, weapon? } by `attacker` and works out its numbers. */
export function planAttack(
  state: CombatState,
  attacker: Combatant,
  command: Command,
): Result<AttackPlan> {
  const id = command.data?.['target'];
  const target = typeof id === 'string' ? state.combatants[id] : undefined;
  if (!target)
    return refuse('elan-moxie/no-such-target', `no combatant ${JSON.stringify(id)} to attack`);
  if (target.id === attacker.id)
    return refuse('elan-moxie/self-target', `${attacker.name} cannot attack himself`);
  if (health(dataOf(target).wounds) === 'dead')
    return refuse('elan-moxie/target-dead', `${target.name} is already dead`);
  const found = findWeapon(attacker, command.data?.['weapon']);
  if (!found.ok) return found;
  const weapon = found.value;
  if (!inRange(attacker.position, target.position, weapon.range)) {
    const d = distance(attacker.position, target.position).toFixed(1);
    return refuse(
      'elan-moxie/out-of-range',
      `${target.name} is ${d} m away: the ${weapon.name} (${weapon.range}) reaches ${RANGE_METRES[weapon.range]} m`,
    );
  }
  const a = sheetOf(attacker);
  const t = sheetOf(target);
  return {
    ok: true,
    value: {
      attacker,
      target,
      weapon,
      hitBonus: hitBonus(a, weapon),
      defense: defenseScore(t, weapon),
      soakBonus: soakBonus(t, weapon),
      damage: baseDamage(a, weapon),
    },
  };
}
