/**
 * Who can hit whom from where. seed 002: "Melee attacks must be made within a weapon's reach."
 * Missile weapons (keyword `missile`) shoot up to their range. Distances are straight lines in feet.
 */
import { withinReach, type Combatant, type Position } from '../../../engine/index.js';
import { isMissile, type Weapon } from '../sheet.js';
import { inHand } from './advantage.js';

/** How far the weapon strikes: its reach in melee, its range for a missile weapon. */
export const strikeDistance = (w: Weapon): number => (isMissile(w) ? (w.range ?? 0) : w.reach);

export const canStrike = (from: Position, to: Position, w: Weapon): boolean =>
  withinReach(from, to, strikeDistance(w));

/** The first weapon of the sheet that can strike the target from where the attacker stands. */
export function firstWeaponFor(attacker: Combatant, target: Combatant): Weapon | undefined {
  return inHand(attacker).find((w) => canStrike(attacker.position, target.position, w));
}
