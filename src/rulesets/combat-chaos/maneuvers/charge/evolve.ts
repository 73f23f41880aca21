/**
 * Charge's part of the fold (seed 002, Charge): the move and the action spent, the charge kept
 * (its distance, a polearm named) until the first attack spends its bonus and until the turn ends.
 */
import type { CombatState } from '../../../../engine/index.js';
import { attacksPerAction } from '../../attack/index.js';
import type { AttackMadeData, ChargedData } from '../../events.js';
import { isPolearm } from '../../sheet.js';
import { combatantOf, dataOf, sheetOf, withCond, withData } from '../../state.js';

export function charged(s: CombatState, e: ChargedData): CombatState {
  const c = combatantOf(s, e.actor);
  if (!c) return s;
  const d = dataOf(c);
  const b = d.budget;
  // Whether the Charge named a polearm (the bonus itself follows the first attack's weapon).
  const polearm =
    e.weapon !== null && sheetOf(c).weapons.some((w) => w.name === e.weapon && isPolearm(w));
  return withData(s, c, {
    health: d.health,
    // seed 002: "This maneuver uses both a move and an action": the whole move, however far.
    budget: { ...b, move: 0, action: b.action - 1, attacks: attacksPerAction(sheetOf(c)) },
    surprised: d.surprised,
    cond: { ...d.cond, charge: { distance: e.distance, polearm, used: false } },
  });
}

/** The first attack after a Charge has been made: its bonus is spent. */
export function chargeAttacked(s: CombatState, a: AttackMadeData): CombatState {
  if (a.uses === 'reaction') return s;
  const c = combatantOf(s, a.actor);
  if (!c) return s;
  const charge = dataOf(c).cond.charge;
  return charge === null || charge.used ? s : withCond(s, c, { charge: { ...charge, used: true } });
}

/** The charger's turn ends (or his next one starts): the charge is over. */
export function chargeEnded(s: CombatState, id: string): CombatState {
  const c = combatantOf(s, id);
  return c && dataOf(c).cond.charge !== null ? withCond(s, c, { charge: null }) : s;
}
