/**
 * Charge and Brace, seed 002:
 * - "Charge. You move up to double your speed in a straight line. If you move 20+ feet before
 *   attacking, you deal +2 damage with your first attack. If you are wielding a polearm, this
 *   damage bonus becomes +4. This maneuver uses both a move and an action."
 * - "Brace. You set a polearm to impale a charging foe with lesser reach from a single direction.
 *   If you are charged while bracing, you can attack your assailant once as a reaction before it
 *   attacks you. If it succeeds, this attack is always considered a critical hit. Bracing is a
 *   bonus action."
 */
import {
  copyCombatant,
  distance,
  withCombatant,
  withinReach,
  type Combatant,
  type CombatantId,
  type CombatState,
  type Pending,
  type Position,
} from '../../../../engine/index.js';
import { inHand } from '../../attack/index.js';
import { isMissile, isPolearm, type Weapon } from '../../sheet.js';
import { canReact, dataOf, sheetOf, type Cond } from '../../state.js';

const EPS = 1e-9;

/** "If you move 20+ feet before attacking". */
export const CHARGE_DISTANCE = 20;

/**
 * The damage bonus of an attack after this turn's Charge: the first attack only, after 20+ ft;
 * +4 when that attack is made with a polearm ("If you are wielding a polearm"), else +2.
 */
export function chargeBonus(charge: Cond['charge'], weapon: Weapon): number {
  if (charge === null || charge.used || charge.distance + EPS < CHARGE_DISTANCE) return 0;
  return isPolearm(weapon) ? 4 : 2;
}

/** Polearms in hand (not knocked away by Disarm). */
export const polearmsInHand = (c: Combatant): Weapon[] => inHand(c).filter(isPolearm);

/** The longest polearm in hand (the one a Brace sets), if any. */
export function longestPolearm(c: Combatant): Weapon | undefined {
  let best: Weapon | undefined;
  for (const w of polearmsInHand(c)) if (!best || w.reach > best.reach) best = w;
  return best;
}

/**
 * The charger's reach, for "a charging foe with lesser reach": the weapon the Charge names (0 for a
 * missile weapon), else the longest melee weapon in hand.
 */
export function chargerReach(charger: Combatant, weapon: Weapon | undefined): number {
  if (weapon) return isMissile(weapon) ? 0 : weapon.reach;
  let r = 0;
  for (const w of inHand(charger)) if (!isMissile(w) && w.reach > r) r = w.reach;
  return r;
}

/** The Brace reaction offered to a bracer who is charged. */
export interface BraceOffer extends Pending {
  readonly trigger: 'brace';
  readonly data: {
    readonly provoker: CombatantId;
    readonly cause: 'brace';
    /**
     * Empty: the core's attack-of-opportunity menu (ReactAttack) lists none of these; the answer
     * is BraceStrike with one of `polearms`.
     */
    readonly weapons: readonly string[];
    readonly polearms: readonly string[];
  };
}

export const braceOffer = (
  reactor: CombatantId,
  provoker: CombatantId,
  polearms: readonly string[],
): BraceOffer => ({
  kind: 'reaction',
  reactor,
  trigger: 'brace',
  data: { provoker, cause: 'brace', weapons: [], polearms },
});

export interface Bracer {
  readonly bracer: Combatant;
  /** The polearms in hand that reach the charger and outreach it. */
  readonly polearms: readonly Weapon[];
}

/**
 * Who is "charged while bracing": an enemy of the charger bracing, able to react, the charge's
 * named target (when it names one), whose braced polearm reaches the end of the charge but not its
 * start ("charges into" its reach), with a reach greater than the charger's. In initiative order.
 */
export function bracersCharged(
  state: CombatState,
  charger: Combatant,
  from: Position,
  to: Position,
  target: Combatant | undefined,
  reach: number,
): Bracer[] {
  const out: Bracer[] = [];
  for (const id of state.order) {
    const c = state.combatants[id];
    if (!c || c.side === charger.side || !dataOf(c).cond.bracing) continue;
    if (target && c.id !== target.id) continue;
    if (!canReact(c) || sheetOf(c).reactions === 'never') continue;
    const polearms = polearmsInHand(c).filter(
      (w) =>
        w.reach > reach + EPS &&
        withinReach(c.position, to, w.reach) &&
        distance(c.position, from) > w.reach + EPS,
    );
    if (polearms.length) out.push({ bracer: c, polearms });
  }
  return out;
}

/** The state with one combatant standing elsewhere (what a Charge's reactions see). */
export function placed(state: CombatState, c: Combatant, at: Position): CombatState {
  const n = copyCombatant(c);
  n.position = at;
  return withCombatant(state, n);
}
