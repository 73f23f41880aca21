/**
 * Who can hit whom from where. seed 002: "Melee attacks must be made within a weapon's reach."
 * Missile weapons (keyword `missile`) shoot up to their range. Distances are straight lines in feet.
 */
import { distance, withinReach, type Combatant, type Position } from '../../engine/index.js';
import { isMissile, type Sheet, type Weapon } from './sheet.js';
import { sheetOf } from './state.js';

/** How far the weapon strikes: its reach in melee, its range for a missile weapon. */
export const strikeDistance = (w: Weapon): number => (isMissile(w) ? (w.range ?? 0) : w.reach);

export const canStrike = (from: Position, to: Position, w: Weapon): boolean =>
  withinReach(from, to, strikeDistance(w));

/** The first weapon of the sheet that can strike the target from where the attacker stands. */
export function firstWeaponFor(attacker: Combatant, target: Combatant): Weapon | undefined {
  return sheetOf(attacker).weapons.find((w) => canStrike(attacker.position, target.position, w));
}

/** The longest melee reach of a sheet (0 with missile weapons only). */
export function meleeReach(sheet: Sheet): number {
  let r = 0;
  for (const w of sheet.weapons) if (!isMissile(w) && w.reach > r) r = w.reach;
  return r;
}

/** The shortest distance from p to the straight path from a to b. */
export function pathDistance(p: Position, a: Position, b: Position): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}
