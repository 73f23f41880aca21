/**
 * The attack entries of the menu (legalActions), each checked by planAttack so decide accepts it:
 * for each enemy in the fight and each hand holding a weapon, plain attacks with 0 … max Raises
 * (Increased Damage), each maneuver the attacker can afford (reference §5; a Called Shot to an
 * arm, a hand, the head and an eye), a Void Point on the roll and on a katana's damage; Extra
 * Attack's follow-up in its place when one is owed. Also Guard on adjacent allies and the Void
 * Point uses (reference §1.5) for the feature's `legal`.
 */
import {
  withinReach,
  type ActionOption,
  type Combatant,
  type CombatState,
} from '../../engine/index.js';
import { maneuverAllowed, planAttack, raisesToCall, type Hand } from './decide/attack.js';
import { planGuard } from './decide/guard.js';
import { reducible } from './decide/void.js';
import { isKatana, MANEUVER_NAMES, type Maneuver } from './maneuvers.js';
import { attackOdds } from './odds.js';
import { GUARD_RANGE } from './resolve.js';
import { canSpendVoid } from './rolls.js';
import { dataOf, enemiesOf, inFight, offHandOf, weaponOf } from './state.js';

type Data = Record<string, unknown>;

const raisesText = (n: number): string => (n ? ` (${n} Raise${n > 1 ? 's' : ''})` : '');

/** The maneuvers offered, with the location of each Called Shot. */
const OFFERED: readonly (readonly [Maneuver, string | undefined])[] = [
  ['calledShot', 'arm'],
  ['calledShot', 'hand'],
  ['calledShot', 'head'],
  ['calledShot', 'eye'],
  ['disarm', undefined],
  ['extraAttack', undefined],
  ['feint', undefined],
  ['knockdown', undefined],
];

export function* attacks(
  state: CombatState,
  c: Combatant,
  withOdds: boolean,
): Generator<ActionOption> {
  const d = dataOf(c);
  const prefix = d.followUps > 0 ? 'Extra Attack: ' : '';
  const off = offHandOf(c);
  const hands: readonly Hand[] = off ? ['main', 'off'] : ['main'];
  const voidOk = canSpendVoid(state, c).ok;
  for (const e of enemiesOf(state, c)) {
    for (const hand of hands) {
      const weapon = hand === 'off' && off ? off : weaponOf(c);
      const base: Data = hand === 'off' ? { target: e.id, hand } : { target: e.id };
      const what = `${prefix}Attack ${e.name} with the ${weapon.name}${hand === 'off' ? ' (off hand)' : ''}`;
      const option = (data: Data, label: string): ActionOption | undefined => {
        const plan = planAttack(state, c, data);
        if (!plan.ok) return undefined;
        const command = { type: 'Attack', data };
        return withOdds ? { command, label, odds: attackOdds(plan.value) } : { command, label };
      };
      const first = planAttack(state, c, base);
      if (!first.ok) continue;
      const command = { type: 'Attack', data: base };
      yield withOdds
        ? { command, label: what, odds: attackOdds(first.value) }
        : { command, label: what };
      for (let raises = 1; raises <= first.value.maxRaises; raises++) {
        const o = option({ ...base, raises }, `${what}${raisesText(raises)}`);
        if (o) yield o;
        else break;
      }
      for (const [maneuver, location] of OFFERED) {
        // Skipped without planning: what the Void Ring cannot pay, or the target rules out.
        if (!maneuverAllowed(c, e, maneuver).ok) continue;
        if (raisesToCall(c, weapon, maneuver, location ?? 'torso', e) > first.value.maxRaises)
          continue;
        const data: Data =
          location === undefined ? { ...base, maneuver } : { ...base, maneuver, location };
        const where = location === undefined ? '' : ` to the ${location}`;
        const o = option(data, `${what}: ${MANEUVER_NAMES[maneuver]}${where}`);
        if (o) yield o;
      }
      if (voidOk) {
        const o = option({ ...base, void: true }, `${what}, spending a Void Point (+1k1)`);
        if (o) yield o;
        if (isKatana(weapon)) {
          const k = option(
            { ...base, voidDamage: true },
            `${what}, a Void Point on the katana's damage (+1k1)`,
          );
          if (k) yield k;
        }
      }
    }
  }
}

/** Guard (seed 000) on each ally within 5 ft not guarded yet. */
export function* guards(state: CombatState, c: Combatant): Generator<ActionOption> {
  const d = dataOf(c);
  for (const a of Object.values(state.combatants)) {
    if (a.id === c.id || a.side !== c.side || !inFight(a) || d.guarding === a.id) continue;
    if (!withinReach(c.position, a.position, GUARD_RANGE)) continue;
    const data = { target: a.id };
    if (planGuard(state, c, data).ok)
      yield { command: { type: 'Guard', data }, label: `Guard ${a.name} (Simple)` };
  }
}

/**
 * The Void Point uses (reference §1.5): +10 Armor TN and +10 Initiative at the start of one's Turn
 * (before any Action, not in the Center Stance, which gives up the Turn), −10 Wounds right after
 * damage taken in this Turn.
 */
export function* voidUses(state: CombatState, c: Combatant): Generator<ActionOption> {
  if (!canSpendVoid(state, c).ok) return;
  const d = dataOf(c);
  if (reducible(state, c.id) > 0)
    yield {
      command: { type: 'SpendVoid', data: { use: 'reduceWounds', id: c.id } },
      label: 'Spend a Void Point: −10 Wounds from the last hit',
    };
  if (state.turnUsed || d.stance === 'center' || !inFight(c)) return;
  if (d.voidArmorRound !== state.round)
    yield {
      command: { type: 'SpendVoid', data: { use: 'armor', id: c.id } },
      label: 'Spend a Void Point: +10 Armor TN this Round',
    };
  if (c.initiative !== null)
    yield {
      command: { type: 'SpendVoid', data: { use: 'initiative', id: c.id } },
      label: 'Spend a Void Point: +10 Initiative for the rest of the fight',
    };
}
