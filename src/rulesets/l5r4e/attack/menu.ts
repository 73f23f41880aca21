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
  own,
} from '../../../engine/index.js';
import {
  attackContext,
  attackGate,
  planVariant,
  raisesToCall,
  type AttackPlan,
  type Hand,
} from './decide.js';
import { planGuard } from './guard.js';
import { atRoundStart, reducible } from '../void/index.js';
import { isKatana, MANEUVER_NAMES, type Maneuver } from '../maneuvers/index.js';
import { attackOdds } from './odds.js';
import { GUARD_RANGE } from './resolve.js';
import { canSpendVoid } from '../rolls/index.js';
import { dataOf, enemiesOf, inFight, offHandOf, weaponOf } from '../state.js';

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

/**
 * Adds the attack entries to `out`; with `first`, stops after the first one (autoEndTurn only
 * asks whether there is any).
 */
export function attacks(
  state: CombatState,
  c: Combatant,
  withOdds: boolean,
  out: ActionOption[],
  first: boolean,
): void {
  const off = offHandOf(c);
  const main = weaponOf(c);
  // The Action's cost is the same for every target: when no hand may attack now (no Action left,
  // a Stance, a duel…), nothing is planned.
  const mainGate = attackGate(state, c, main);
  const offGate = off ? attackGate(state, c, off) : undefined;
  if (!mainGate.ok && !offGate?.ok) return;
  const prefix = dataOf(c).followUps > 0 ? 'Extra Attack: ' : '';
  const voidOk = canSpendVoid(state, c).ok;
  for (const e of enemiesOf(state, c)) {
    for (const hand of HANDS) {
      const gated = hand === 'main' ? mainGate : offGate;
      const weapon = hand === 'main' ? main : off;
      if (!gated?.ok || !weapon) continue;
      // What every variant shares, checked and worked out once (planAttack's first step).
      const context = attackContext(state, c, e, hand, weapon, undefined, gated);
      if (!context.ok) continue;
      const ctx = context.value;
      const offHand = hand === 'off';
      const what = `${prefix}Attack ${e.name} with the ${weapon.name}${offHand ? ' (off hand)' : ''}`;
      // Command data written key by key, in the order the menu has always given them.
      const base: Data = offHand ? { target: e.id, hand } : { target: e.id };
      const plain = planVariant(ctx, base, null, 'torso');
      if (!plain.ok) continue;
      out.push(entry(base, what, plain.value, withOdds));
      if (first) return;
      const max = plain.value.maxRaises;
      for (let raises = 1; raises <= max; raises++) {
        const data: Data = offHand ? { target: e.id, hand, raises } : { target: e.id, raises };
        const plan = planVariant(ctx, data, null, 'torso');
        if (!plan.ok) break;
        out.push(entry(data, `${what}${raisesText(raises)}`, plan.value, withOdds));
      }
      for (const [maneuver, location] of OFFERED) {
        // What the Void Ring cannot pay is refused by planVariant: skipped without planning.
        if (raisesToCall(ctx, maneuver, location ?? 'torso') > max) continue;
        const data: Data =
          location === undefined
            ? offHand
              ? { target: e.id, hand, maneuver }
              : { target: e.id, maneuver }
            : offHand
              ? { target: e.id, hand, maneuver, location }
              : { target: e.id, maneuver, location };
        const plan = planVariant(ctx, data, maneuver, location ?? 'torso');
        if (!plan.ok) continue;
        const where = location === undefined ? '' : ` to the ${location}`;
        out.push(entry(data, `${what}: ${MANEUVER_NAMES[maneuver]}${where}`, plan.value, withOdds));
      }
      if (!voidOk) continue;
      const onRoll: Data = offHand
        ? { target: e.id, hand, void: true }
        : { target: e.id, void: true };
      const withVoid = planVariant(ctx, onRoll, null, 'torso');
      if (withVoid.ok)
        out.push(entry(onRoll, `${what}, spending a Void Point (+1k1)`, withVoid.value, withOdds));
      if (!isKatana(weapon)) continue;
      const onDamage: Data = offHand
        ? { target: e.id, hand, voidDamage: true }
        : { target: e.id, voidDamage: true };
      const katana = planVariant(ctx, onDamage, null, 'torso');
      if (katana.ok) {
        const label = `${what}, a Void Point on the katana's damage (+1k1)`;
        out.push(entry(onDamage, label, katana.value, withOdds));
      }
    }
  }
}

const HANDS: readonly Hand[] = ['main', 'off'];

function entry(data: Data, label: string, plan: AttackPlan, withOdds: boolean): ActionOption {
  const command = { type: 'Attack', data };
  return withOdds ? { command, label, odds: attackOdds(plan) } : { command, label };
}

/** Guard (seed 000) on each ally within 5 ft not guarded yet. */
export function guards(out: ActionOption[], state: CombatState, c: Combatant): void {
  const d = dataOf(c);
  for (const id in state.combatants) {
    const a = own(state.combatants, id);
    if (!a || a.id === c.id || a.side !== c.side || !inFight(a) || d.guarding === a.id) continue;
    if (!withinReach(c.position, a.position, GUARD_RANGE)) continue;
    const data = { target: a.id };
    if (planGuard(state, c, data).ok)
      out.push({ command: { type: 'Guard', data }, label: `Guard ${a.name} (Simple)` });
  }
}

/**
 * The Void Point uses (reference §1.5): +10 Armor TN, +10 Initiative and the swap of Initiative
 * with each ally at the start of the Round (before anyone has acted in it: `atRoundStart`; not in
 * the Center Stance, which gives up the Turn), −10 Wounds right after damage taken in this Turn.
 */
export function voidUses(out: ActionOption[], state: CombatState, c: Combatant): void {
  if (!canSpendVoid(state, c).ok) return;
  const d = dataOf(c);
  if (reducible(state, c.id) > 0)
    out.push({
      command: { type: 'SpendVoid', data: { use: 'reduceWounds', id: c.id } },
      label: 'Spend a Void Point: −10 Wounds from the last hit',
    });
  if (!atRoundStart(state) || d.stance === 'center' || !inFight(c)) return;
  if (d.voidArmorRound !== state.round)
    out.push({
      command: { type: 'SpendVoid', data: { use: 'armor', id: c.id } },
      label: 'Spend a Void Point: +10 Armor TN this Round',
    });
  if (c.initiative !== null)
    out.push({
      command: { type: 'SpendVoid', data: { use: 'initiative', id: c.id } },
      label: 'Spend a Void Point: +10 Initiative for the rest of the fight',
    });
  if (c.initiative === null) return;
  for (const id in state.combatants) {
    const a = own(state.combatants, id);
    if (!a || a.id === c.id || a.side !== c.side || a.initiative === null || !inFight(a)) continue;
    if (a.initiative === c.initiative) continue;
    out.push({
      command: { type: 'SpendVoid', data: { use: 'swapInitiative', id: c.id, with: a.id } },
      label: `Spend a Void Point: swap Initiative with ${a.name} (${String(c.initiative)} ↔ ${String(a.initiative)}) for the rest of the fight`,
    });
  }
}
